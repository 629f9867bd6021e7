import type { AccountPortal } from '#domain/account/portal.ts';
import { PAGE_REDIRECT_KEY } from '#domain/pages/route-data.ts';
import { ACCOUNT_PATH, signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import type { PageDataLoader } from '../pages/page-data-loader.ts';
import { customerApplications } from '../accounts/portal.ts';
import { customerLoansView } from './portal-loans.ts';
import { servicesFor } from '../services.ts';

/**
 * SSR data for the customer portal /account/ (issue 8 "Sign-in" 3): the customer's applications
 * and loans (issue 31 part 5). Key: `accountPortal`. It lives with the loans, which read the
 * accounts' applications and the lending documents, so that nothing in those imports back. An
 * anonymous visitor is sent to sign in and back (PAGE_REDIRECT_KEY); a broker or staff member is
 * told the page is not for their account.
 */
export const accountPortalPageData: PageDataLoader<'account'> = async ({ app, request, url }) => {
  const { actor } = request;
  let accountPortal: AccountPortal;
  if (actor.kind === 'anonymous')
    return {
      accountPortal: { state: 'sign-in-required' } satisfies AccountPortal,
      // Back to the portal page asked for (the portal, or its hardship page: issue 32).
      [PAGE_REDIRECT_KEY]: signInPathReturningTo(
        url.pathname.startsWith(ACCOUNT_PATH) ? url.pathname : ACCOUNT_PATH,
      ),
    };
  if (actor.kind !== 'customer') accountPortal = { state: 'not-customer' };
  else {
    const [applications, loans] = await Promise.all([
      customerApplications({ db: app.db, clock: app.clock }, actor.id),
      customerLoansView(servicesFor(app, request), actor.id),
    ]);
    accountPortal = { state: 'ok', applications, loans };
  }
  return { accountPortal };
};
