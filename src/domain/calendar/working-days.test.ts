import { describe, expect, it } from 'vitest';
import { newZealandDate } from './new-zealand-date.ts';
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

  it('skips 25 December to 2 January (CCCFA s 4) and the Mondayised day after New Year', () => {
    // Thu 24 Dec 2026; 25 Dec to 2 Jan are not working days; Mon 4 Jan 2027 is the Mondayised
    // day after New Year's Day (Sat 2 Jan).
    expect(addWorkingDays('2026-12-24', 1)).toBe('2027-01-05');
    expect(addWorkingDays('2026-12-24', 3)).toBe('2027-01-07');
    expect(workingDaysBetween('2026-12-24', '2027-01-05')).toBe(1);
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

describe('NZ working days as the responsible-lending letters count them (CCCFA s 4)', () => {
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
    expect(newZealandDate(new Date('2026-02-05T23:00:00Z'))).toBe('2026-02-06');
    expect(addWorkingDays(new Date('2026-02-05T23:00:00Z'), 1)).toBe('2026-02-09');
  });

  it('counts the working days between two dates', () => {
    expect(workingDaysBetween('2026-02-04', '2026-02-12')).toBe(5);
    expect(addWorkingDays('2026-03-02', 0)).toBe('2026-03-02');
  });
});
