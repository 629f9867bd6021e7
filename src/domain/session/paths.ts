/** The sign-in page and the customer portal (issue 8 "Sign-in"), as the route table names them. */
export const SIGN_IN_PATH = '/sign-in/';
/** The customer portal: the "portal" the application's portal link returns to (loan-application §2). */
export const ACCOUNT_PATH = '/account/';
/** The lender's workspace (issue 20): the queue, and each application under it. */
export const STAFF_PATH = '/staff/';
export const staffApplicationPath = (reference: string) =>
  `${STAFF_PATH}applications/${reference}/`;
/** The workspace's funnel insight (issue 22). */
export const STAFF_INSIGHT_PATH = `${STAFF_PATH}insight/`;
