import type { FastifyInstance } from 'fastify';
import {
  earlyReleaseContract,
  makeOfferContract,
  payoutAccountContract,
  releasePayoutContract,
} from '#domain/contracts/staff.ts';
import { makeOffer } from '#server/lending/offers/offers.ts';
import { checkPayoutAccount, recordEarlyRelease, releasePayout } from '#server/loans/payout.ts';
import { lendingRoute } from './lending.ts';

/**
 * The offer and the payout in the workspace (issue 31 parts 1 and 3, decisions 143 and 144),
 * inside staffRoutes' guards: make the offer, check the payout account, record an early release
 * the borrower asked for in writing, and release the payout (an approver, not the checker).
 */
export async function offerStaffRoutes(app: FastifyInstance): Promise<void> {
  lendingRoute(app, makeOfferContract, async (deps, request) =>
    makeOffer(deps.workspace, request.params.reference, request.body.version),
  );
  lendingRoute(app, payoutAccountContract, async (deps, request) =>
    checkPayoutAccount(deps, request.params.reference, request.body),
  );
  lendingRoute(app, earlyReleaseContract, async (deps, request) =>
    recordEarlyRelease(deps, request.params.reference, request.body.version),
  );
  lendingRoute(app, releasePayoutContract, async (deps, request) =>
    releasePayout(deps, request.params.reference, request.body.version),
  );
}
