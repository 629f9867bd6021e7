import { describe, expect, it } from 'vitest';
import { retentionSchedule } from '#content/lending/retention-schedule.ts';
import {
  dueForDeletion,
  purgeCutoffs,
  scheduleBelowTheLaw,
  type RetainedApplication,
} from './retention.ts';

const at = (iso: string) => new Date(iso);
const application = (id: string, values: Partial<RetainedApplication>): RetainedApplication => ({
  id,
  becameLoan: false,
  lastActivityAt: at('2026-01-01T00:00:00Z'),
  relationshipEndedAt: null,
  identityCheckIds: [`${id}-identity`],
  ...values,
});
const now = at('2026-11-26T00:00:00Z');

describe('the retention schedule (Privacy Act 2020 IPP 9)', () => {
  it('deletes what never became a loan after the configured days, and nothing a day early', () => {
    const retained = [
      application('old-unfinished', { lastActivityAt: at('2025-11-01T00:00:00Z') }),
      application('recent-unfinished', { lastActivityAt: at('2025-12-01T00:00:00Z') }),
    ];
    expect(dueForDeletion(retained, retentionSchedule, now)).toEqual([
      { kind: 'application', id: 'old-unfinished', rule: 'not-a-loan' },
    ]);
    const edge = application('edge', { lastActivityAt: at('2025-11-26T00:00:01Z') });
    expect(dueForDeletion([edge], retentionSchedule, now)).toEqual([]);
    expect(dueForDeletion([edge], { ...retentionSchedule, notLoanDays: 30 }, now)).toHaveLength(1);
  });

  it('keeps a running loan’s identity evidence, however old (AML/CFT Act s 50: 5 years after the relationship ends)', () => {
    // Approved in 2020, no closing recorded: the relationship has not ended. The old rule fell back
    // to the last activity and deleted the identity evidence 5 years after approval.
    const running = application('running', {
      becameLoan: true,
      lastActivityAt: at('2020-01-02T00:00:00Z'),
    });
    expect(dueForDeletion([running], retentionSchedule, now)).toEqual([]);
    // Nor does the loan go 7 years after its last record while it runs: its identity evidence
    // would go with it.
    const older = application('older', {
      becameLoan: true,
      lastActivityAt: at('2018-06-01T00:00:00Z'),
    });
    expect(dueForDeletion([older], retentionSchedule, now)).toEqual([]);
  });

  it('deletes identity evidence 5 years after the loan closed (AML/CFT Act s 50), the loan 7 years after its last record (CCCFA s 9CA)', () => {
    const closed = application('closed', {
      becameLoan: true,
      lastActivityAt: at('2021-11-01T00:00:00Z'),
      relationshipEndedAt: at('2021-11-01T00:00:00Z'),
    });
    const closedRecently = application('closed-recently', {
      becameLoan: true,
      lastActivityAt: at('2022-01-01T00:00:00Z'),
      relationshipEndedAt: at('2022-01-01T00:00:00Z'),
    });
    const long = application('long-closed', {
      becameLoan: true,
      lastActivityAt: at('2019-11-20T00:00:00Z'),
      relationshipEndedAt: at('2019-11-01T00:00:00Z'),
    });
    expect(dueForDeletion([closed, closedRecently, long], retentionSchedule, now)).toEqual([
      { kind: 'identity-check', id: 'closed-identity', rule: 'identity-after-relationship' },
      { kind: 'application', id: 'long-closed', rule: 'loan-kept-7-years' },
    ]);
  });

  it('names the cut-off for the outbox, sandbox emails, client logs, contact messages and closed complaints', () => {
    expect(purgeCutoffs(retentionSchedule, now)).toEqual({
      'email-outbox': at('2026-08-28T00:00:00Z'),
      'sandbox-email': at('2026-10-27T00:00:00Z'),
      'client-log': at('2026-08-28T00:00:00Z'),
      'contact-message': at('2025-11-26T00:00:00Z'),
      // 7 years after closing (Limitation Act 2010 s 11: 6 years for a claim), decision 156.
      complaint: at('2019-11-26T00:00:00Z'),
    });
  });

  it('refuses a schedule below the law’s floors (CCCFA s 9CA: 7 years; AML/CFT Act s 50: 5 years)', () => {
    expect(scheduleBelowTheLaw(retentionSchedule)).toEqual([]);
    expect(scheduleBelowTheLaw({ ...retentionSchedule, loanYears: 5, identityYears: 4 })).toEqual([
      'Loan records are kept at least 7 years (CCCFA s 9CA), not 5.',
      'Identity records are kept at least 5 years after the relationship ends (AML/CFT Act s 50), not 4.',
    ]);
    expect(
      scheduleBelowTheLaw({
        ...retentionSchedule,
        purgeAfterDays: { ...retentionSchedule.purgeAfterDays, 'client-log': 0 },
      }),
    ).toEqual(['client-log: a whole number of days of at least 1, not 0.']);
  });
});
