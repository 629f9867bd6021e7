/**
 * Retention (Privacy Act 2020 IPP 9, CCCFA s 9CA, AML/CFT Act s 50): given a configured schedule
 * and the time now, which applications (with their uploads) and identity records are due for
 * deletion. Pure; the retention service lists them (dry run) or deletes them.
 */

export interface RetentionSchedule {
  /** An application that never became a loan goes this many days after its last activity. */
  notLoanDays: number;
  /** A loan goes this many years after its last record (CCCFA: 7). */
  loanYears: number;
  /** Identity records go this many years after the relationship ends (AML/CFT s 50: 5). */
  identityYears: number;
}

export const DEFAULT_RETENTION_SCHEDULE: RetentionSchedule = {
  notLoanDays: 365,
  loanYears: 7,
  identityYears: 5,
};

export interface RetainedApplication {
  id: string;
  becameLoan: boolean;
  /** The last save, letter or record of the application. */
  lastActivityAt: Date;
  /** When the relationship ended (loan repaid or closed); the last activity when unknown. */
  relationshipEndedAt: Date | null;
  identityCheckIds: readonly string[];
}

export type RetentionRule = 'not-a-loan' | 'loan-kept-7-years' | 'identity-after-relationship';

export interface DueDeletion {
  kind: 'application' | 'identity-check';
  id: string;
  rule: RetentionRule;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const addYears = (date: Date, years: number) => {
  const later = new Date(date);
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
};

/** What is due for deletion at `now`; an application's identity records go with it. */
export function dueForDeletion(
  retained: readonly RetainedApplication[],
  schedule: RetentionSchedule,
  now: Date,
): DueDeletion[] {
  const due: DueDeletion[] = [];
  for (const application of retained) {
    const kept = application.becameLoan
      ? addYears(application.lastActivityAt, schedule.loanYears)
      : addDays(application.lastActivityAt, schedule.notLoanDays);
    if (kept <= now) {
      const rule = application.becameLoan ? 'loan-kept-7-years' : 'not-a-loan';
      due.push({ kind: 'application', id: application.id, rule });
      continue;
    }
    const ended = application.relationshipEndedAt ?? application.lastActivityAt;
    if (application.becameLoan && addYears(ended, schedule.identityYears) <= now)
      for (const id of application.identityCheckIds)
        due.push({ kind: 'identity-check', id, rule: 'identity-after-relationship' });
  }
  return due;
}
