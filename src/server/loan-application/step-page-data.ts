import { findReferrer } from '#domain/loan-application/roles.ts';
import { readLoanApplicationQuery } from '#domain/loan-application/query.ts';
import { verifyReferrerData } from '../referrers/referrer-data.ts';
import type { PageDataLoader } from '../pages/page-data-loader.ts';
import { customerPageData } from './customer-access.ts';
import { jointInvitationPageData } from './joint-invitations.ts';

/**
 * The step pages' data (docs/decisions/028): a signed-in customer's id and record (decision 049);
 * what the address's `related-id` is: the invitation's locked amount and purpose, or that it is
 * unknown or used (decision 055); and the products of a referrer's link, verified here from its
 * signed referrer-data so the page shows only what the referrer signed (decision 056; an empty
 * list when there are none or the token is refused). Loaded on the server, never taken from the
 * address itself.
 */
export const loanApplicationPageData: PageDataLoader<'loan-application'> = async ({
  app,
  request,
  url,
}) => {
  const query = readLoanApplicationQuery(url.search);
  const referrer = findReferrer(app.serviceConfig.site.loanApplication, query.referrer);
  const reading =
    referrer && query.referrerData
      ? verifyReferrerData(
          app.serviceConfig.referrerKeys,
          query.referrerData,
          referrer.id,
          app.clock(),
        )
      : null;
  return {
    customer: await customerPageData(app.db, request.actor),
    jointInvitation: await jointInvitationPageData(app.db, query.relatedId),
    referrerProducts: reading?.ok ? reading.products : [],
  };
};
