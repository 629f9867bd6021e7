/**
 * The part of the wire contracts a page needs before any call is answered: each call's method and
 * path, the conversion event names and the known messages. No zod here: the answer schemas (the
 * other files of this folder) load with a page's first call, not with the page, so that they do
 * not count against its initial JavaScript (docs/decisions/024).
 */
import { APPLICATION_CALLS } from './application-calls.ts';
import { MARKETING_CALLS } from './marketing-calls.ts';

export { PRE_SAVE_CHECK_FAILED_MESSAGE } from './application-calls.ts';
export { readAnswer } from './read-answer.ts';

/** Every API call: its method and path (architecture "API surface"). */
export const API = {
  ...APPLICATION_CALLS,
  /** Emails the session's application's resume link to its applicant (decision 059). */
  resumeLinkRequest: { method: 'POST', path: '/api/loan-app/resume-link' },
  /** Emails a resume link for the unfinished application of an email (the pre-save check's modal). */
  resumeLinkByEmail: { method: 'POST', path: '/api/loan-app/resume-link/by-email' },
  /** Opens an emailed link once the applicant confirms their date of birth. */
  resumeLinkConfirm: { method: 'POST', path: '/api/loan-app/resume-link/confirm' },
  uploadDriverLicence: { method: 'POST', path: '/api/uploads/driver-licence' },
  uploadPassport: { method: 'POST', path: '/api/uploads/passport' },
  /** A stored upload, read back through the server by its uploader or staff (`:reference`). */
  uploadedFile: { method: 'GET', path: '/api/uploads/:reference' },
  ...MARKETING_CALLS,
  /** Funnel insight for staff: the funnel, the fields, and each as CSV (`?format=csv`). */
  insightFunnel: { method: 'GET', path: '/api/staff/insight/funnel' },
  insightFields: { method: 'GET', path: '/api/staff/insight/fields' },
  /** Brings the roll-up up to date now (the job's run, at a staff member's asking). */
  insightRefresh: { method: 'POST', path: '/api/staff/insight/refresh' },
  branchList: { method: 'GET', path: '/api/branches' },
  nearestBranches: { method: 'GET', path: '/api/branches/nearest' },
  branchForPlace: { method: 'GET', path: '/api/branches/for-place' },
  mapConfig: { method: 'GET', path: '/api/map/config' },
  captchaConfig: { method: 'GET', path: '/api/captcha/config' },
  calculatorConfig: { method: 'GET', path: '/api/calculator/config' },
  captchaChallenge: { method: 'GET', path: '/api/captcha/challenge' },
  bankStatements: { method: 'POST', path: '/api/bank-statements' },
  bankLinkLog: { method: 'POST', path: '/api/illion/log' },
  /** The confirmation page's bank-statement widget, posted with the application's token. */
  applicationBankStatements: { method: 'POST', path: '/api/loan-app/bank-statements' },
  payments: { method: 'POST', path: '/api/payments' },
  paymentNotification: { method: 'POST', path: '/api/payments/notification' },
  /** Windcave's notification (GET or POST, `?sessionId=`): src/server/payments. */
  paymentGatewayNotification: { method: 'POST', path: '/api/payments/gateway-notification' },
  refer: { method: 'POST', path: '/api/refer' },
  signIn: { method: 'POST', path: '/api/session/sign-in' },
  signOut: { method: 'POST', path: '/api/session/sign-out' },
  /** Staff's second factor set up (decision 094): a new secret, then a code confirming it. */
  twoFactorEnrol: { method: 'POST', path: '/api/session/two-factor/enrol' },
  twoFactorConfirm: { method: 'POST', path: '/api/session/two-factor/confirm' },
  contactMessage: { method: 'POST', path: '/api/contact' },
  /** A complaint from /complaints/ or the portal (issue 32), and the staff's register. */
  complaint: { method: 'POST', path: '/api/complaints' },
  staffComplaints: { method: 'GET', path: '/api/staff/complaints' },
  staffComplaint: { method: 'GET', path: '/api/staff/complaints/:reference' },
  staffComplaintAssign: { method: 'POST', path: '/api/staff/complaints/:reference/assign' },
  staffComplaintMove: { method: 'POST', path: '/api/staff/complaints/:reference/move' },
  staffComplaintNote: { method: 'POST', path: '/api/staff/complaints/:reference/notes' },
  staffComplaintMonthly: { method: 'GET', path: '/api/staff/complaints-monthly' },
  staffComplaintMonthlyCsv: { method: 'GET', path: '/api/staff/complaints-monthly/csv' },
  /** Hardship (issue 32): the portal's loans and applications, an application, its disclosure. */
  accountHardship: { method: 'GET', path: '/api/account/hardship' },
  accountHardshipApply: { method: 'POST', path: '/api/account/hardship' },
  accountHardshipDisclosure: {
    method: 'GET',
    path: '/api/account/hardship/:reference/variation-disclosure',
  },
  /** The public form (decision 156): the loan number and date of birth instead of a sign-in. */
  hardshipApply: { method: 'POST', path: '/api/hardship' },
  /** The borrower's answer to an information request, in the portal (decision 156). */
  accountHardshipAnswer: { method: 'POST', path: '/api/account/hardship/:reference/answer' },
  staffHardshipList: { method: 'GET', path: '/api/staff/hardship' },
  staffHardship: { method: 'GET', path: '/api/staff/hardship/:reference' },
  staffHardshipAction: { method: 'POST', path: '/api/staff/hardship/:reference/action' },
  accountContinueApplication: { method: 'POST', path: '/api/account/applications/continue' },
  /** A borrower's continuing disclosure statements (CCCFA s 18), and one as its PDF. */
  accountStatements: { method: 'GET', path: '/api/account/statements' },
  accountStatementFile: { method: 'GET', path: '/api/account/statements/:id' },
  /** The lender's workspace (issue 20), behind the staff guard. */
  staffQueue: { method: 'GET', path: '/api/staff/applications' },
  staffAssign: { method: 'POST', path: '/api/staff/applications/:reference/assign' },
  staffDecide: { method: 'POST', path: '/api/staff/applications/:reference/decisions' },
  /** Staff record a withdrawal the applicant asked for (issue 29). */
  staffWithdraw: { method: 'POST', path: '/api/staff/applications/:reference/withdraw' },
  /** The queue's filtered view as CSV (same query as the page), and actions on several rows. */
  staffQueueExport: { method: 'GET', path: '/api/staff/applications/export' },
  staffBulk: { method: 'POST', path: '/api/staff/applications/bulk' },
  /** Responsible lending in the workspace (issue 21, decision 096). */
  staffLending: { method: 'GET', path: '/api/staff/applications/:reference/lending' },
  staffAffordabilitySave: {
    method: 'POST',
    path: '/api/staff/applications/:reference/lending/record',
  },
  staffAffordabilityOverride: {
    method: 'POST',
    path: '/api/staff/applications/:reference/lending/override',
  },
  staffIdentityCheck: {
    method: 'POST',
    path: '/api/staff/applications/:reference/lending/identity',
  },
  staffIdentitySeen: {
    method: 'POST',
    path: '/api/staff/applications/:reference/lending/identity-seen',
  },
  /** The identity gate's reviews (issue 30 finding 2, decision 135). */
  staffIdentitySeenConfirm: {
    method: 'POST',
    path: '/api/staff/applications/:reference/lending/identity-seen/:id/confirm',
  },
  staffDueDiligence: {
    method: 'POST',
    path: '/api/staff/applications/:reference/lending/due-diligence',
  },
  staffDueDiligenceSignOff: {
    method: 'POST',
    path: '/api/staff/applications/:reference/lending/due-diligence/:id/sign-off',
  },
  staffAffordabilityCopy: {
    method: 'POST',
    path: '/api/staff/applications/:reference/lending/copy-requests/:id/produce',
  },
  staffLendingDocument: {
    method: 'GET',
    path: '/api/staff/applications/:reference/lending/documents/:id',
  },
  staffEvidencePack: {
    method: 'GET',
    path: '/api/staff/applications/:reference/lending/evidence-pack',
  },
  /** Information requests and notes (decision 092). */
  staffRequestInformation: {
    method: 'POST',
    path: '/api/staff/applications/:reference/information-requests',
  },
  staffAcceptItem: {
    method: 'POST',
    path: '/api/staff/applications/:reference/information-requests/:id/accept',
  },
  staffAskAgain: {
    method: 'POST',
    path: '/api/staff/applications/:reference/information-requests/:id/ask-again',
  },
  staffNote: { method: 'POST', path: '/api/staff/applications/:reference/notes' },
  /** Who viewed an application (Privacy Act 2020 IPP 5, decision 137): JSON, or ?format=csv. */
  staffAccessReport: {
    method: 'GET',
    path: '/api/staff/applications/:reference/access-report',
  },
  /** The applicant's side (decision 093): the emailed status link, the status, the answers. */
  statusLinkOpen: { method: 'POST', path: '/api/application-status/open' },
  applicantStatus: { method: 'GET', path: '/api/application-status/:reference' },
  applicantAnswer: {
    method: 'POST',
    path: '/api/application-status/:reference/requests/:id/answer',
  },
  applicantDocument: {
    method: 'POST',
    path: '/api/application-status/:reference/requests/:id/document',
  },
  /** Documents from us and the request for a copy of the affordability record (issue 21). */
  applicantDocumentFromUs: {
    method: 'GET',
    path: '/api/application-status/:reference/documents/:id',
  },
  applicantAffordabilityCopy: {
    method: 'POST',
    path: '/api/application-status/:reference/affordability-copy',
  },
  /** The applicant withdraws an undecided application (issue 29), after confirming. */
  applicantWithdraw: { method: 'POST', path: '/api/application-status/:reference/withdraw' },
  /** The signed-in applicant asks who viewed their information (IPP 6, decision 137). */
  applicantAccessLog: { method: 'GET', path: '/api/application-status/:reference/access-log' },
  /** The loan offer, its signing and cancellation (issue 31, decision 143). */
  applicantOfferCode: { method: 'POST', path: '/api/application-status/:reference/offer/code' },
  applicantOfferAccept: {
    method: 'POST',
    path: '/api/application-status/:reference/offer/accept',
  },
  applicantOfferDisclosure: {
    method: 'GET',
    path: '/api/application-status/:reference/offer/disclosure',
  },
  applicantCancel: { method: 'POST', path: '/api/application-status/:reference/cancel' },
  /** Staff make the offer and release the payout (issue 31, decision 144). */
  staffMakeOffer: { method: 'POST', path: '/api/staff/applications/:reference/offer' },
  staffPayoutAccount: {
    method: 'POST',
    path: '/api/staff/applications/:reference/payout/account',
  },
  staffEarlyRelease: {
    method: 'POST',
    path: '/api/staff/applications/:reference/payout/early-release',
  },
  staffReleasePayout: {
    method: 'POST',
    path: '/api/staff/applications/:reference/payout/release',
  },
  healthz: { method: 'GET', path: '/healthz' },
  readyz: { method: 'GET', path: '/readyz' },
} as const;

/**
 * The one answer to a refused sign-in, whether the email is unknown or the password wrong, so
 * the answer does not tell which emails have accounts (issue 8 "Sign-in").
 */
export const SIGN_IN_REFUSED_MESSAGE = 'That email address and password do not match an account.';

/**
 * The answer (429) once an email has had too many failed sign-ins, known account or not
 * (issue 8 "Sign-in": rate-limited per account).
 */
export const SIGN_IN_LOCKED_MESSAGE =
  'Too many attempts to sign in with this email address. Please wait 15 minutes and try again.';
/** The multipart field of an upload call that carries the file (site-and-tools §7). */
export const UPLOAD_FILE_FIELD = 'file';

// spec: site-and-tools §7 "Conversion events, browsing"
export const BROWSING_EVENTS = [
  'ViewContent',
  'Contact',
  'FindLocation',
  'Calculator engagement',
  'Fast-500-Apply-Now',
  'Apply-Now-Button-Click',
  'Application-Step1',
] as const;
export type BrowsingConversionEvent = (typeof BROWSING_EVENTS)[number];

// spec: site-and-tools §7 "Conversion events, application"
export const APPLICATION_EVENTS = [
  'Step1 Submit',
  'Step2 Submit',
  'Step3 Submit',
  'SubmitApplication',
  'Conditional Approval',
  'Auto-Decline',
  'Application-Complete',
] as const;
export type ApplicationConversionEvent = (typeof APPLICATION_EVENTS)[number];

// spec: loan-application §7 "A session analytics event is sent on submit success or failure."
export const SESSION_EVENTS = ['Submit Success', 'Submit Failure'] as const;
export type SessionAnalyticsEventName = (typeof SESSION_EVENTS)[number];

/**
 * The API's `error` when the fault is ours or outside us (500, and 503 while the database or a
 * provider is down). The browser shows its save-error modal for either (loan-application §8: any
 * status but 200 and 409); the words are the spec's own failure message (loan-application §5).
 */
export const SERVER_FAULT_MESSAGE = 'Something went wrong, please try again.';
