import { describe, expect, it } from 'vitest';
import type { ComplaintRow } from '../contracts/complaints.ts';
import { filterComplaints } from './register-filter.ts';
import { readComplaintFilters, writeComplaintFilters } from './register-view.ts';

const row = (reference: string, over: Partial<ComplaintRow>): ComplaintRow => ({
  reference,
  category: 'service',
  name: 'Aroha',
  state: 'received',
  outcome: null,
  owner: null,
  receivedAt: '2026-11-02T01:00:00.000Z',
  acknowledgeBy: '2026-11-04',
  resolveBy: '2026-11-30',
  schemeFrom: '2026-12-28',
  dueOn: '2026-11-04',
  version: 1,
  ...over,
});

// Issue 32: the register's list keeps the complaints its address's filters name.
describe('the register’s filters', () => {
  const rows = [
    row('C-000001', { dueOn: '2026-11-20' }),
    row('C-000002', { state: 'investigating', owner: { id: 'me-id', email: 'a@x' } }),
    row('C-000003', { state: 'resolved', outcome: 'upheld', dueOn: null }),
  ];
  const refs = (query: string) =>
    filterComplaints(
      rows,
      readComplaintFilters(new URLSearchParams(query)),
      'me-id',
      '2026-11-18',
    ).map((r) => r.reference);

  it('by state, open meaning not resolved or deadlocked', () => {
    expect(refs('state=open')).toEqual(['C-000001', 'C-000002']);
    expect(refs('state=resolved')).toEqual(['C-000003']);
  });

  it('by owner: me, nobody, or anyone', () => {
    expect(refs('owner=me')).toEqual(['C-000002']);
    expect(refs('owner=none')).toEqual(['C-000001', 'C-000003']);
    expect(refs('')).toHaveLength(3);
  });

  it('by due, in NZ working days (CCCFA s 5) as My work groups them', () => {
    expect(refs('due=overdue')).toEqual(['C-000002']);
    expect(refs('due=due-soon')).toEqual(['C-000001']);
  });

  it('reads unknown values as no filter and writes only the set ones', () => {
    const filters = readComplaintFilters(new URLSearchParams('state=lost&due=x&owner=me'));
    expect(filters).toEqual({ state: '', owner: 'me', due: '' });
    expect(writeComplaintFilters(filters)).toBe('?owner=me');
  });
});
