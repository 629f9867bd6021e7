import type { NoStatementsReason } from '#domain/lending/policy.ts';

/**
 * Why there are no bank statements, as the officer records it (issue 30 finding 3): the lending
 * policy (affordability-policy.ts) says which reasons may proceed on declared expenses.
 */
export const NO_STATEMENTS_REASON_LABELS: Readonly<Record<NoStatementsReason, string>> = {
  'bank-not-supported': 'Their bank is not one the bank link supports',
  'no-transaction-account': 'They have no transaction account with a history to share',
  'other-evidence': 'Other evidence was seen instead (payslips, a benefit statement)',
  'applicant-declined': 'They would not share their statements',
};

/** The words of the evidence refusals and gaps (issue 30, CCCFA s 9C(3)(a)). */
export const evidenceMessages = {
  /** 422: an accepted income that differs from the verified one (or that nothing verified). */
  acceptedIncomeNeedsNote: (label: string) =>
    `Note why the accepted figure for "${label}" differs from the verified one, or what it rests on when nothing verified it.`,
  /** 422: the officer recorded "no statements" while the bank link has them. */
  statementsExist:
    'The applicant shared bank statements, so there is no reason to record for their absence.',
  /** 503: the bank-statement provider cannot be read at the moment of saving. */
  statementsUnavailable:
    'The bank statements cannot be read just now, so the record was not saved. Try again in a few minutes.',
};
