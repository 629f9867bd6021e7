import { describe, expect, it } from 'vitest';
import { nextStepInWords } from './next-step.ts';

const record = (
  change: Partial<{ complete: boolean; missing: number; outcome: 'pass' | 'fail' }>,
) => ({
  version: 1,
  outcome: 'pass' as const,
  complete: true,
  missing: 0,
  loan: { amount: 5000, termMonths: 36, frequency: 'Weekly' },
  ...change,
});
const proposal = {
  id: 1,
  kind: 'proposal' as const,
  outcome: 'approved' as const,
  amount: 15000,
  reason: 'r',
  comment: 'c',
  by: 'staff@kowhai.example.nz',
  state: 'open',
  at: '2026-11-27T00:00:00Z',
};

describe('the next required step (issue 29 "What to build" 6)', () => {
  it('says what the workflow waits for at each point of a review', () => {
    const me = { id: 'a', email: 'staff@kowhai.example.nz' };
    const at = (status: never, more: object = {}, affordability = record({})) =>
      nextStepInWords({ status, assignedTo: me, decisions: [], ...more }, affordability);
    expect(nextStepInWords({ status: 'submitted', assignedTo: null, decisions: [] }, null)).toBe(
      'Assign it to start the review.',
    );
    expect(nextStepInWords({ status: 'in-review', assignedTo: me, decisions: [] }, null)).toBe(
      'Complete the affordability and suitability record.',
    );
    expect(at('in-review' as never, {}, record({ complete: false, missing: 2 }))).toBe(
      'Complete the affordability record (2 gaps).',
    );
    expect(at('in-review' as never, {}, record({ outcome: 'fail' }))).toMatch(/buffer fails/);
    expect(at('in-review' as never)).toBe('Record the decision.');
    expect(at('in-review' as never, { decisions: [proposal] })).toBe(
      'An approver checks the proposal.',
    );
    expect(at('declined' as never)).toBe('Decided: nothing more is needed.');
    expect(at('withdrawn' as never)).toBe('Withdrawn: nothing more is needed.');
  });
});
