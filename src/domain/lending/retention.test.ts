import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETENTION_SCHEDULE,
  dueForDeletion,
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

describe('the retention schedule', () => {
  const retained = [
    application('old-unfinished', { lastActivityAt: at('2025-11-01T00:00:00Z') }),
    application('recent-unfinished', { lastActivityAt: at('2025-12-01T00:00:00Z') }),
    application('loan-6-years', { becameLoan: true, lastActivityAt: at('2020-01-02T00:00:00Z') }),
    application('loan-7-years', { becameLoan: true, lastActivityAt: at('2019-11-20T00:00:00Z') }),
  ];

  it('deletes what never became a loan after the configured days, loans after 7 years, identity 5 years after the relationship', () => {
    expect(
      dueForDeletion(retained, DEFAULT_RETENTION_SCHEDULE, at('2026-11-26T00:00:00Z')),
    ).toEqual([
      { kind: 'application', id: 'old-unfinished', rule: 'not-a-loan' },
      { kind: 'identity-check', id: 'loan-6-years-identity', rule: 'identity-after-relationship' },
      { kind: 'application', id: 'loan-7-years', rule: 'loan-kept-7-years' },
    ]);
  });

  it('keeps identity records while the relationship lasts, and nothing goes a day early', () => {
    const current = application('loan', {
      becameLoan: true,
      lastActivityAt: at('2020-01-01T00:00:00Z'),
      relationshipEndedAt: at('2024-06-01T00:00:00Z'),
    });
    expect(
      dueForDeletion([current], DEFAULT_RETENTION_SCHEDULE, at('2026-11-26T00:00:00Z')),
    ).toEqual([]);
    const edge = application('edge', { lastActivityAt: at('2025-11-26T00:00:01Z') });
    expect(dueForDeletion([edge], DEFAULT_RETENTION_SCHEDULE, at('2026-11-26T00:00:00Z'))).toEqual(
      [],
    );
    expect(
      dueForDeletion(
        [edge],
        { ...DEFAULT_RETENTION_SCHEDULE, notLoanDays: 30 },
        at('2026-11-26T00:00:00Z'),
      ),
    ).toHaveLength(1);
  });
});
