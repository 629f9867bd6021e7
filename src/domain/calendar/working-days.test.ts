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

  it('skips 25 December to 2 January (CCCFA s 5), but not the Mondayised 4 January 2027', () => {
    // Thu 24 Dec 2026; 25 Dec to 2 Jan are not working days; Monday 4 January 2027 (the Holidays
    // Act's Mondayised day after New Year) is a working day under CCCFA s 5.
    expect(addWorkingDays('2026-12-24', 1)).toBe('2027-01-04');
    expect(addWorkingDays('2026-12-24', 3)).toBe('2027-01-06');
    expect(workingDaysBetween('2026-12-24', '2027-01-05')).toBe(2);
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

describe('NZ working days as the responsible-lending letters count them (CCCFA s 5)', () => {
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

  it('skips every day from 25 December to 2 January and no Mondayised New Year day', () => {
    // 23, 24 December 2026; then 4, 5, 6 January 2027 (4 January is a working day under s 5).
    expect(addWorkingDays('2026-12-22', 5)).toBe('2027-01-06');
    expect(isWorkingDay('2026-12-29')).toBe(false);
    expect(isWorkingDay('2027-01-04')).toBe(true);
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

/*
 * CCCFA s 5 "working day": weekends; Waitangi Day, Good Friday, Easter Monday, Anzac Day, the
 * Sovereign's birthday, Matariki and Labour Day; Waitangi Day and Anzac Day Mondayised when they
 * fall on a weekend; and 25 December to 2 January. Nothing else: the Holidays Act's Mondayised
 * New Year days (3 and 4 January) are working days under the Act (issue 30 finding 6).
 */
describe('working days exactly as CCCFA s 5 defines them', () => {
  it('Mondayises Waitangi Day on a weekend (Saturday 6 February 2027, Sunday 6 February 2028)', () => {
    expect(isWorkingDay('2027-02-06')).toBe(false);
    expect(isWorkingDay('2027-02-08')).toBe(false);
    expect(isWorkingDay('2028-02-07')).toBe(false);
    expect(addWorkingDays('2028-02-04', 1)).toBe('2028-02-08');
  });

  it('Mondayises Anzac Day on a weekend (Saturday 25 April 2026, Sunday 25 April 2027)', () => {
    expect(isWorkingDay('2026-04-27')).toBe(false);
    expect(addWorkingDays('2026-04-24', 1)).toBe('2026-04-28');
    expect(isWorkingDay('2027-04-26')).toBe(false);
    expect(workingDaysBetween('2027-04-23', '2027-04-27')).toBe(1);
  });

  it('skips Matariki (Friday 10 July 2026, Friday 25 June 2027, Friday 14 July 2028)', () => {
    expect(isWorkingDay('2026-07-10')).toBe(false);
    expect(isWorkingDay('2027-06-25')).toBe(false);
    expect(isWorkingDay('2028-07-14')).toBe(false);
    expect(addWorkingDays('2028-07-13', 1)).toBe('2028-07-17');
  });

  it('excludes every day from 25 December to 2 January', () => {
    for (const date of ['2027-12-27', '2027-12-28', '2027-12-29', '2027-12-30', '2027-12-31'])
      expect(isWorkingDay(date)).toBe(false);
    expect(addWorkingDays('2027-12-24', 1)).toBe('2028-01-03');
    expect(workingDaysBetween('2027-12-24', '2028-01-02')).toBe(0);
  });

  it('counts Monday 4 January 2027 as a working day', () => {
    expect(isWorkingDay('2027-01-04')).toBe(true);
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04');
  });

  it('counts Monday 3 and Tuesday 4 January 2028 as working days', () => {
    expect(isWorkingDay('2028-01-03')).toBe(true);
    expect(isWorkingDay('2028-01-04')).toBe(true);
    expect(addWorkingDays('2027-12-31', 2)).toBe('2028-01-04');
    expect(workingDaysBetween('2027-12-24', '2028-01-05')).toBe(3);
  });

  it('does not count Boxing Day or Christmas substitutes outside the period (none exist)', () => {
    // The substitutes for 25 and 26 December 2027 (27, 28 December) are inside the period anyway;
    // 29 December 2028 is a Friday inside it too.
    expect(isWorkingDay('2028-12-29')).toBe(false);
    expect(isWorkingDay('2029-01-03')).toBe(true);
  });
});
