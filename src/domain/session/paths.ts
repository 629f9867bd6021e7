/** The sign-in page and the customer portal (issue 8 "Sign-in"), as the route table names them. */
export const SIGN_IN_PATH = '/sign-in/';
/** The customer portal: the "portal" the application's portal link returns to (loan-application §2). */
export const ACCOUNT_PATH = '/account/';
/**
 * The lender's workspace (issue 20): its home is My work (issue 29), the queue is under
 * `applications/`, and each application under that. The queue was the home before issue 29:
 * an old `/staff/?…` view address is sent on to the queue with its view.
 */
export const STAFF_PATH = '/staff/';
export const STAFF_QUEUE_PATH = `${STAFF_PATH}applications/`;
export const staffApplicationPath = (reference: string) => `${STAFF_QUEUE_PATH}${reference}/`;
/** The workspace's funnel insight (issue 22). */
export const STAFF_INSIGHT_PATH = `${STAFF_PATH}insight/`;
/** The complaints register (issue 32) and one complaint's page. */
export const STAFF_COMPLAINTS_PATH = `${STAFF_PATH}complaints/`;
export const staffComplaintPath = (reference: string) => `${STAFF_COMPLAINTS_PATH}${reference}/`;
/** Hardship (issue 32): the portal's page, and the workspace's list and one application. */
export const ACCOUNT_HARDSHIP_PATH = `${ACCOUNT_PATH}hardship/`;
export const STAFF_HARDSHIP_PATH = `${STAFF_PATH}hardship/`;
export const staffHardshipPath = (reference: string) => `${STAFF_HARDSHIP_PATH}${reference}/`;
