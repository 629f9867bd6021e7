/**
 * Retention (Privacy Act 2020 IPP 9, CCCFA s 9CA, AML/CFT Act 2009 s 50): given the lender's
 * schedule (content/lending/retention-schedule.ts) and the time now, which applications (with
 * their uploads and their loan's own records) and identity records are due for deletion, and from
 * when the outbox, sandbox emails, client logs, contact messages and closed complaints are. Pure; the retention service lists them (dry run)
 * or deletes them.
 */

/** The records purged on their own clock, by age alone. */
export const PURGED_RECORDS = [
  'email-outbox',
  'sandbox-email',
  'client-log',
  'contact-message',
  // The complaints register (issue 32, decision 156): a complaint closed (resolved or
  // deadlocked), with its notes and letters; an open one never.
  'complaint',
] as const;
export type PurgedRecord = (typeof PURGED_RECORDS)[number];

export interface RetentionSchedule {
  /** An application that never became a loan goes this many days after its last activity. */
  notLoanDays: number;
  /** A loan goes this many years after its last record, once its relationship ended (CCCFA s 9CA: at least 7). */
  loanYears: number;
  /** Identity records go this many years after the relationship ends (AML/CFT Act s 50: at least 5). */
  identityYears: number;
  /** Each purged record goes this many days after it was sent, delivered or written. */
  purgeAfterDays: Readonly<Record<PurgedRecord, number>>;
}

/** The law's floors: CCCFA s 9CA (7 years after the inquiries), AML/CFT Act s 50 (5 years after the relationship). */
export const LOAN_YEARS_AT_LEAST = 7;
export const IDENTITY_YEARS_AT_LEAST = 5;

export interface RetainedApplication {
  id: string;
  becameLoan: boolean;
  /** The last save, letter or record of the application. */
  lastActivityAt: Date;
  /**
   * When the relationship ended (the loan's closing: repaid, cancelled or written off); null while
   * it lasts or when its end is not recorded. Never inferred from the last activity.
   */
  relationshipEndedAt: Date | null;
  identityCheckIds: readonly string[];
}

export type RetentionRule =
  'not-a-loan' | 'loan-kept-7-years' | 'identity-after-relationship' | `${PurgedRecord}-after-days`;

export interface DueDeletion {
  kind: 'application' | 'identity-check' | PurgedRecord;
  id: string;
  rule: RetentionRule;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const addYears = (date: Date, years: number) => {
  const later = new Date(date);
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
};

/**
 * What is due for deletion at `now`; an application's identity records go with it. A loan whose
 * relationship has not ended (or whose end is not recorded) is kept whole: its identity evidence
 * must stay until 5 years after the end (AML/CFT Act s 50), and deleting the loan would take it.
 * Once ended, the identity records go 5 years after the end, the loan 7 years after its last
 * record (CCCFA s 9CA) or, were that sooner, with its identity records.
 */
export function dueForDeletion(
  retained: readonly RetainedApplication[],
  schedule: RetentionSchedule,
  now: Date,
): DueDeletion[] {
  const due: DueDeletion[] = [];
  for (const application of retained) {
    if (!application.becameLoan) {
      if (addDays(application.lastActivityAt, schedule.notLoanDays) <= now)
        due.push({ kind: 'application', id: application.id, rule: 'not-a-loan' });
      continue;
    }
    const ended = application.relationshipEndedAt;
    if (ended === null) continue;
    const identityGoes = addYears(ended, schedule.identityYears);
    const loanGoes = addYears(application.lastActivityAt, schedule.loanYears);
    if (loanGoes <= now && identityGoes <= now)
      due.push({ kind: 'application', id: application.id, rule: 'loan-kept-7-years' });
    else if (identityGoes <= now)
      for (const id of application.identityCheckIds)
        due.push({ kind: 'identity-check', id, rule: 'identity-after-relationship' });
  }
  return due;
}

/** For each purged record, the moment before which it is due (its configured days before `now`). */
export function purgeCutoffs(schedule: RetentionSchedule, now: Date): Record<PurgedRecord, Date> {
  return Object.fromEntries(
    PURGED_RECORDS.map((kind) => [kind, addDays(now, -schedule.purgeAfterDays[kind])]),
  ) as Record<PurgedRecord, Date>;
}

/** What in a schedule the law does not allow, in words; none when it may run. */
export function scheduleBelowTheLaw(schedule: RetentionSchedule): string[] {
  const problems: string[] = [];
  if (!(schedule.loanYears >= LOAN_YEARS_AT_LEAST))
    problems.push(
      `Loan records are kept at least ${LOAN_YEARS_AT_LEAST} years (CCCFA s 9CA), not ${schedule.loanYears}.`,
    );
  if (!(schedule.identityYears >= IDENTITY_YEARS_AT_LEAST))
    problems.push(
      `Identity records are kept at least ${IDENTITY_YEARS_AT_LEAST} years after the relationship ends (AML/CFT Act s 50), not ${schedule.identityYears}.`,
    );
  const days: [string, number][] = [
    ['notLoanDays', schedule.notLoanDays],
    ...PURGED_RECORDS.map((kind): [string, number] => [kind, schedule.purgeAfterDays[kind]]),
  ];
  for (const [name, value] of days)
    if (!Number.isInteger(value) || value < 1)
      problems.push(`${name}: a whole number of days of at least 1, not ${value}.`);
  return problems;
}
