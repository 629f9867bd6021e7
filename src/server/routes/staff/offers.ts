import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  earlyReleaseContract,
  makeOfferContract,
  payoutAccountContract,
  releasePayoutContract,
} from '#domain/contracts/staff.ts';
import { makeOffer } from '#server/lending/offers/offers.ts';
import { checkPayoutAccount, recordEarlyRelease, releasePayout } from '#server/loans/payout.ts';
import { lendingDeps } from '#server/lending/workspace-lending.ts';
import { staffRoute } from './contract-route.ts';

/**
 * The offer and the payout in the workspace (issue 31 parts 1 and 3, decisions 143 and 144),
 * inside staffRoutes' guards: make the offer, check the payout account, record an early release
 * the borrower asked for in writing, and release the payout (an approver, not the checker).
 */
export async function offerStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => lendingDeps(app, request);

  staffRoute(app, makeOfferContract, async (request) =>
    makeOffer(deps(request).workspace, request.params.reference, request.body.version),
  );
  staffRoute(app, payoutAccountContract, async (request) =>
    checkPayoutAccount(deps(request), request.params.reference, request.body),
  );
  staffRoute(app, earlyReleaseContract, async (request) =>
    recordEarlyRelease(deps(request), request.params.reference, request.body.version),
  );
  staffRoute(app, releasePayoutContract, async (request) =>
    releasePayout(deps(request), request.params.reference, request.body.version),
  );
}
