import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, nzDate, workingDaysBetween } from './working-days.ts';

describe('NZ working days (CCCFA s 4)', () => {
  it('skips Waitangi Day', () => {
    // Wednesday 4 February 2026; Friday 6 February is Waitangi Day.
    expect(isWorkingDay('2026-02-06')).toBe(false);
    expect(addWorkingDays('2026-02-04', 5)).toBe('2026-02-12');
  });

  it('skips a Waitangi Day that falls on a Saturday by its Monday substitute', () => {
    expect(isWorkingDay('2027-02-08')).toBe(false);
    expect(addWorkingDays('2027-02-05', 1)).toBe('2027-02-09');
  });

  it('skips Matariki, which moves every year', () => {
    expect(isWorkingDay('2026-07-10')).toBe(false);
    expect(addWorkingDays('2026-07-07', 5)).toBe('2026-07-15');
    expect(isWorkingDay('2027-06-25')).toBe(false);
    expect(isWorkingDay('2026-06-25')).toBe(true);
  });

  it('skips every day from 25 December to 2 January, and the Monday after a weekend New Year', () => {
    // 23, 24 December; 4 January 2027 is the Day after New Year's substitute; 5, 6, 7 January.
    expect(addWorkingDays('2026-12-22', 5)).toBe('2027-01-07');
    expect(isWorkingDay('2026-12-29')).toBe(false);
    expect(isWorkingDay('2027-01-04')).toBe(false);
  });

  it('counts an instant by its New Zealand date', () => {
    // 11 pm UTC on 5 February is already Waitangi Day morning in Auckland.
    expect(nzDate(new Date('2026-02-05T23:00:00Z'))).toBe('2026-02-06');
    expect(addWorkingDays(new Date('2026-02-05T23:00:00Z'), 1)).toBe('2026-02-09');
  });

  it('counts the working days between two dates', () => {
    expect(workingDaysBetween('2026-02-04', '2026-02-12')).toBe(5);
    expect(addWorkingDays('2026-03-02', 0)).toBe('2026-03-02');
  });
});
