import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, workingDaysBetween } from './working-days.ts';

describe('New Zealand working days', () => {
  it('lists Matariki for 2025 to 2027 as a public holiday', () => {
    expect(isWorkingDay('2025-06-20')).toBe(false);
    expect(isWorkingDay('2026-07-10')).toBe(false);
    expect(isWorkingDay('2027-06-25')).toBe(false);
    expect(isWorkingDay('2026-07-09')).toBe(true);
  });

  it('skips Waitangi Day and its Mondayised day', () => {
    // 2026-02-06 is a Friday holiday: Thursday + 1 is the next Monday.
    expect(addWorkingDays('2026-02-05', 1)).toBe('2026-02-09');
    // 2027-02-06 is a Saturday, observed on Monday 8 February.
    expect(addWorkingDays('2027-02-05', 1)).toBe('2027-02-09');
    expect(workingDaysBetween('2026-02-05', '2026-02-09')).toBe(1);
  });

  it('skips Matariki', () => {
    expect(addWorkingDays('2026-07-09', 1)).toBe('2026-07-13');
    expect(workingDaysBetween('2026-07-09', '2026-07-13')).toBe(1);
  });

  it('skips Christmas, Boxing Day, New Year and their Mondayised days', () => {
    // Thu 24 Dec 2026: 25 Fri, 28 Mon (Boxing Day observed), 1 Jan Fri are holidays.
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-24', 3)).toBe('2026-12-31');
    expect(addWorkingDays('2026-12-24', 4)).toBe('2027-01-05');
    expect(workingDaysBetween('2026-12-24', '2027-01-05')).toBe(4);
  });

  it('counts back with a negative number and reads instants in New Zealand time', () => {
    expect(addWorkingDays('2026-07-13', -1)).toBe('2026-07-09');
    expect(workingDaysBetween('2026-07-13', '2026-07-09')).toBe(-1);
    // 2026-07-09T13:00Z is already Friday 10 July (Matariki) in New Zealand.
    expect(isWorkingDay(new Date('2026-07-09T13:00:00Z'))).toBe(false);
    expect(addWorkingDays('2026-07-11', 0)).toBe('2026-07-13');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addWorkingDays('10/07/2026', 1)).toThrow(RangeError);
  });
});
