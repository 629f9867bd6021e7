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

const PREFIX = '/api/staff';
const relative = (path: string) => path.slice(PREFIX.length);

/**
 * The offer and the payout in the workspace (issue 31 parts 1 and 3, decisions 143 and 144),
 * inside staffRoutes' guards: make the offer, check the payout account, record an early release
 * the borrower asked for in writing, and release the payout (an approver, not the checker).
 */
export async function offerStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => lendingDeps(app, request);

  app.post(
    relative(makeOfferContract.path),
    {
      schema: {
        params: makeOfferContract.params,
        body: makeOfferContract.body,
        response: makeOfferContract.response,
      },
    },
    async (request) =>
      makeOffer(deps(request).workspace, request.params.reference, request.body.version),
  );
  app.post(
    relative(payoutAccountContract.path),
    {
      schema: {
        params: payoutAccountContract.params,
        body: payoutAccountContract.body,
        response: payoutAccountContract.response,
      },
    },
    async (request) => checkPayoutAccount(deps(request), request.params.reference, request.body),
  );
  app.post(
    relative(earlyReleaseContract.path),
    {
      schema: {
        params: earlyReleaseContract.params,
        body: earlyReleaseContract.body,
        response: earlyReleaseContract.response,
      },
    },
    async (request) =>
      recordEarlyRelease(deps(request), request.params.reference, request.body.version),
  );
  app.post(
    relative(releasePayoutContract.path),
    {
      schema: {
        params: releasePayoutContract.params,
        body: releasePayoutContract.body,
        response: releasePayoutContract.response,
      },
    },
    async (request) => releasePayout(deps(request), request.params.reference, request.body.version),
  );
}
