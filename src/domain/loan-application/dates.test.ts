import { describe, expect, it } from 'vitest';
import {
  calendarDateInNewZealand,
  compareCalendarDates,
  convertDateFields,
  formatIsoDate,
  formatNewZealandDate,
  formatStoredDate,
  newZealandToday,
  parseDateString,
  tryParseDate,
} from './dates.ts';
import { checkDateOfBirth } from '../forms/date-of-birth.ts';

describe('application dates (loan-application §3, §8)', () => {
  it('reads yyyy/MM/dd, the stored form (loan-application §3)', () => {
    expect(parseDateString('1990/04/23')).toEqual({ year: 1990, month: 4, day: 23 });
    expect(parseDateString('1990/4/3')).toEqual({ year: 1990, month: 4, day: 3 });
  });

  it('reads an ISO date (loan-application §3)', () => {
    expect(parseDateString('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it('reads an ISO datetime without a zone as the date written (loan-application §3)', () => {
    expect(parseDateString('1990-04-23T00:00:00')).toEqual({ year: 1990, month: 4, day: 23 });
    expect(parseDateString('1990-04-23T23:59:59.123')).toEqual({ year: 1990, month: 4, day: 23 });
  });

  it('reads an ISO datetime with a zone as the New Zealand date of that instant (loan-application §3)', () => {
    // NZ midnight on 23 April 1990 (NZST, +12) is 12:00 on the 22nd in UTC.
    expect(parseDateString('1990-04-22T12:00:00.000Z')).toEqual({ year: 1990, month: 4, day: 23 });
    expect(parseDateString('1990-04-23T00:00:00+12:00')).toEqual({ year: 1990, month: 4, day: 23 });
  });

  it.each([
    '',
    '23/04/1990',
    '1990/13/01',
    '1990/02/30',
    '2023-02-29',
    '1990-04-23T25:00:00',
    'yesterday',
    '1990/04/23 extra',
    '19900423',
  ])("throws 'Datestring was invalid' for %j (loan-application §8)", (text) => {
    expect(() => parseDateString(text)).toThrow(new Error('Datestring was invalid'));
  });

  it('accepts 29 February in a leap year (loan-application §3)', () => {
    expect(parseDateString('2024/02/29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('writes yyyy/MM/dd with zero padding and yyyy-MM-dd for date inputs (loan-application §3)', () => {
    expect(formatStoredDate({ year: 1990, month: 4, day: 3 })).toBe('1990/04/03');
    expect(formatIsoDate({ year: 1990, month: 4, day: 3 })).toBe('1990-04-03');
  });

  it('gives null instead of throwing for rules (loan-application §5)', () => {
    expect(tryParseDate('1990/02/30')).toBeNull();
    expect(tryParseDate(42)).toBeNull();
    expect(tryParseDate('1990-02-03')).toEqual({ year: 1990, month: 2, day: 3 });
  });

  it('converts DateOfBirth, VisaExpiry and PassportExpiry to yyyy/MM/dd and leaves other fields alone (loan-application §3)', () => {
    const converted = convertDateFields({
      DateOfBirth: '1990-04-23',
      VisaExpiry: '2027-01-05T00:00:00',
      PassportExpiry: '2030/1/2',
      FirstName: '2020-01-01',
    });
    expect(converted).toEqual({
      DateOfBirth: '1990/04/23',
      VisaExpiry: '2027/01/05',
      PassportExpiry: '2030/01/02',
      FirstName: '2020-01-01',
    });
  });

  it('leaves empty and absent dates empty (loan-application §3)', () => {
    expect(convertDateFields({ DateOfBirth: '', VisaExpiry: null })).toEqual({
      DateOfBirth: '',
      VisaExpiry: null,
    });
  });

  it("throws 'Datestring was invalid' when a date field cannot be read (loan-application §8)", () => {
    expect(() => convertDateFields({ PassportExpiry: '31/12/2030' })).toThrow(
      'Datestring was invalid',
    );
    expect(() => convertDateFields({ DateOfBirth: 19900423 })).toThrow('Datestring was invalid');
  });

  it('takes today as the New Zealand calendar date, whatever the runtime zone (loan-application §5)', () => {
    expect(calendarDateInNewZealand(new Date('2025-06-14T12:30:00Z'))).toEqual({
      year: 2025,
      month: 6,
      day: 15,
    });
    expect(calendarDateInNewZealand(new Date('2025-06-14T11:30:00Z'))).toEqual({
      year: 2025,
      month: 6,
      day: 14,
    });
  });

  it('judges an 18th birthday on the New Zealand date even where the clock says the day before (loan-application §5)', () => {
    // 14 June 2025 12:30 UTC is 15 June 00:30 in New Zealand: someone born 15 June 2007 turns 18.
    const today = newZealandToday(new Date('2025-06-14T12:30:00Z'));
    expect([today.getFullYear(), today.getMonth() + 1, today.getDate()]).toEqual([2025, 6, 15]);
    expect(
      checkDateOfBirth('2007/06/15', today, { required: true, minAgeYears: 18, maxAgeYears: 100 }),
    ).toBeNull();
    expect(
      checkDateOfBirth('2007/06/16', today, { required: true, minAgeYears: 18, maxAgeYears: 100 }),
    ).toBe('min');
  });

  it('orders calendar dates', () => {
    expect(
      compareCalendarDates({ year: 2025, month: 6, day: 15 }, { year: 2025, month: 6, day: 15 }),
    ).toBe(0);
    expect(
      compareCalendarDates({ year: 2025, month: 6, day: 14 }, { year: 2025, month: 6, day: 15 }),
    ).toBeLessThan(0);
    expect(
      compareCalendarDates({ year: 2026, month: 1, day: 1 }, { year: 2025, month: 12, day: 31 }),
    ).toBeGreaterThan(0);
  });
});

describe('formatNewZealandDate: dates as the applicant reads them (loan-application §9 "en-NZ")', () => {
  it('writes what en-NZ writes, for every day of a leap year and a few centuries', () => {
    const enNz = new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC' });
    for (const year of [1926, 1990, 2000, 2024]) {
      for (let day = 0; day < 366; day += 1) {
        const instant = new Date(Date.UTC(year, 0, 1 + day));
        const date = {
          year: instant.getUTCFullYear(),
          month: instant.getUTCMonth() + 1,
          day: instant.getUTCDate(),
        };
        expect(formatNewZealandDate(date)).toBe(enNz.format(instant));
      }
    }
    expect(formatNewZealandDate({ year: 1990, month: 3, day: 5 })).toBe('5/03/1990');
  });
});
