/**
 * The access log's looks at personal data (Privacy Act 2020 IPP 5; issue 30 finding 8): each is a
 * row of `staff_actions` with its actor, request and time. The privacy officer's report and the
 * applicant's own request under IPP 6 (decision 137) list these, from the same rows.
 */
export const VIEW_ACTIONS = [
  /** The application page: answers, uploads' names, decisions, notes and history. */
  'viewed',
  /** The lending panel: the affordability record, identity checks, statements, letters. */
  'viewed-lending',
  /** An uploaded file opened: an ID scan, a payslip or another requested document. */
  'viewed-upload',
  /** A stored letter or evidence pack opened. */
  'viewed-document',
  /** The evidence pack made and downloaded: everything held on the application. */
  'evidence-pack-exported',
  /** The application's row in a CSV export of the queue. */
  'exported-row',
  /** The report of who viewed the application, read. */
  'viewed-access-report',
] as const;
export type ViewAction = (typeof VIEW_ACTIONS)[number];

/** The role a staff member holds for the access report: not an applications role. */
export const PRIVACY_OFFICER_ROLE = 'privacy-officer';

/** One row of the privacy officer's report: who by account, what and when. */
export interface AccessReportEntry {
  at: string;
  who: string;
  roles: string[];
  action: ViewAction;
  what: string;
}

/** One row of the applicant's answer (IPP 6): the staff member by role and organisation only. */
export interface ApplicantAccessEntry {
  at: string;
  who: string;
  what: string;
}
