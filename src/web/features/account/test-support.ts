import type { ApplicantStatusView } from '#domain/account/application-status.ts';

/**
 * An application's status view as its applicant sees it (decision 093): submitted, with nothing
 * outstanding, sent, from us or on offer; each test says what its case changes.
 */
export const statusView = (change: Partial<ApplicantStatusView> = {}): ApplicantStatusView => ({
  reference: '1048577',
  status: 'submitted',
  outstanding: [],
  sent: [],
  timeline: [],
  documentsFromUs: [],
  affordabilityCopy: { canAsk: false, dueOn: null },
  canWithdraw: false,
  offer: null,
  ...change,
});
