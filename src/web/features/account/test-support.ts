import type { ApplicantStatusView } from '#domain/account/application-status.ts';

/**
 * An application's status view as the server sends it (decision 093): submitted, with nothing
 * outstanding, sent or from us, no offer and no withdrawal; `change` sets what a test is about.
 */
export const applicantStatusView = (
  change: Partial<ApplicantStatusView> = {},
): ApplicantStatusView => ({
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
