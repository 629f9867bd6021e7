import { describe, expect, it } from 'vitest';
import { addMonths, duePeriods } from './statement-periods.ts';

// CCCFA s 18(2)(b): a statement period of a loan that is not revolving credit is at most 6 months.
describe('continuing disclosure’s periods (CCCFA s 18)', () => {
  it('are six months from the day the loan was opened, due once ended', () => {
    expect(duePeriods('2026-11-27', '2027-05-26')).toEqual([]);
    expect(duePeriods('2026-11-27', '2027-05-27')).toEqual([
      { from: '2026-11-27', to: '2027-05-26' },
    ]);
    expect(duePeriods('2026-11-27', '2027-12-01')).toEqual([
      { from: '2026-11-27', to: '2027-05-26' },
      { from: '2027-05-27', to: '2027-11-26' },
    ]);
  });

  it('leave out the periods already given', () => {
    expect(duePeriods('2026-11-27', '2027-12-01', '2026-11-27')).toEqual([
      { from: '2027-05-27', to: '2027-11-26' },
    ]);
    expect(duePeriods('2026-11-27', '2027-12-01', '2027-05-27')).toEqual([]);
  });

  it('end a month short of its day on its last day', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(duePeriods('2026-08-31', '2027-03-01')).toEqual([
      { from: '2026-08-31', to: '2027-02-27' },
    ]);
  });
});
