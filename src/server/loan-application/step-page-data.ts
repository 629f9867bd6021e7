import { readLoanApplicationQuery } from '#domain/loan-application/query.ts';
import type { PageDataLoader } from '../pages/page-data.ts';
import { customerPageData } from './customer-access.ts';
import { jointInvitationPageData } from './joint-invitations.ts';

/**
 * The step pages' data (docs/decisions/028): a signed-in customer's id and record (decision 049),
 * and what the address's `related-id` is: the invitation's locked amount and purpose, or that it
 * is unknown or used (decision 055). Loaded on the server, never taken from the address itself.
 */
export const loanApplicationPageData: PageDataLoader = async ({ app, request, url }) => ({
  customer: await customerPageData(app.db, request.actor),
  jointInvitation: await jointInvitationPageData(
    app.db,
    readLoanApplicationQuery(url.search).relatedId,
  ),
});
