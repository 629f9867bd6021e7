import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_MESSAGES,
  ageInYears,
  checkDateOfBirth,
  dateOfBirthRule,
  joinDateOfBirth,
  splitDateOfBirth,
} from './date-of-birth.ts';

// Local dates: the rule reads `today` as a calendar date in the runtime's time zone.
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);
const required = { required: true };

describe('the date-of-birth value', () => {
  it('joins the three parts into the stored yyyy/MM/dd format (loan-application §3)', () => {
    expect(joinDateOfBirth({ day: '09', month: '03', year: '1990' })).toBe('1990/03/09');
  });

  it('keeps a half-entered date as its parts, and nothing entered as an empty value', () => {
    expect(joinDateOfBirth({ day: '', month: '05', year: '' })).toBe('/05/');
    expect(splitDateOfBirth('/05/')).toEqual({ day: '', month: '05', year: '' });
    expect(joinDateOfBirth({ day: ' ', month: '', year: '' })).toBe('');
  });

  it('reads a saved value in yyyy/MM/dd, ISO date or ISO date-time (loan-application §3)', () => {
    const parts = { day: '09', month: '03', year: '1990' };
    expect(splitDateOfBirth('1990/03/09')).toEqual(parts);
    expect(splitDateOfBirth('1990-03-09')).toEqual(parts);
    expect(splitDateOfBirth('1990-03-09T00:00:00.000Z')).toEqual(parts);
  });

  it('reads anything else as empty parts', () => {
    expect(splitDateOfBirth('9 March 1990')).toEqual({ day: '', month: '', year: '' });
    expect(splitDateOfBirth(19900309)).toEqual({ day: '', month: '', year: '' });
  });
});

describe('the date-of-birth rule (site-and-tools §5 "Widgets", loan-application §5)', () => {
  const today = on(2024, 6, 15);

  it('accepts an adult of 18 to 100', () => {
    expect(checkDateOfBirth('1990/03/09', today, required)).toBeNull();
  });

  it('requires a date when required, and accepts nothing entered when optional', () => {
    for (const blank of [undefined, null, '', '  ', '//']) {
      expect(checkDateOfBirth(blank, today, required)).toBe('required');
      expect(checkDateOfBirth(blank, today, { required: false })).toBeNull();
    }
  });

  it('rejects a date with a missing part as invalid, even when optional', () => {
    expect(checkDateOfBirth('/05/', today, { required: false })).toBe('invalid');
    expect(checkDateOfBirth('1990/05/', today, required)).toBe('invalid');
    expect(checkDateOfBirth('1990//12', today, required)).toBe('invalid');
  });

  it('rejects day, month and year that do not form a real date', () => {
    expect(checkDateOfBirth('1990/04/31', today, required)).toBe('invalid');
    expect(checkDateOfBirth('1990/02/29', today, required)).toBe('invalid');
    expect(checkDateOfBirth('1990/13/01', today, required)).toBe('invalid');
    expect(checkDateOfBirth('1990/00/10', today, required)).toBe('invalid');
    expect(checkDateOfBirth('1990/01/00', today, required)).toBe('invalid');
    expect(checkDateOfBirth('90/01/10', today, required)).toBe('invalid');
  });

  it('accepts 29 February in a leap year', () => {
    expect(checkDateOfBirth('2000/02/29', today, required)).toBeNull();
  });

  it('rejects values that are not dates at all, without throwing', () => {
    for (const value of ['next tuesday', 42, {}, [], '1990/3a/09']) {
      expect(checkDateOfBirth(value, today, required)).toBe('invalid');
    }
  });

  it('accepts someone whose 18th birthday is today, and rejects them the day before', () => {
    expect(checkDateOfBirth('2006/06/15', today, required)).toBeNull();
    expect(checkDateOfBirth('2006/06/16', today, required)).toBe('min');
  });

  it('rejects a date in the future as too young', () => {
    expect(checkDateOfBirth('2030/01/01', today, required)).toBe('min');
  });

  it('accepts someone aged 100 up to the day before their 101st birthday', () => {
    expect(checkDateOfBirth('1923/06/16', today, required)).toBeNull();
    expect(checkDateOfBirth('1923/06/15', today, required)).toBe('max');
  });

  it('counts the birthday of someone born on 29 February as 1 March in other years', () => {
    expect(ageInYears({ year: 2004, month: 2, day: 29 }, on(2022, 2, 28))).toBe(17);
    expect(ageInYears({ year: 2004, month: 2, day: 29 }, on(2022, 3, 1))).toBe(18);
    expect(ageInYears({ year: 2004, month: 2, day: 29 }, on(2024, 2, 29))).toBe(20);
    expect(checkDateOfBirth('2004/02/29', on(2022, 2, 28), required)).toBe('min');
    expect(checkDateOfBirth('2004/02/29', on(2022, 3, 1), required)).toBeNull();
  });

  it('takes other age limits', () => {
    expect(checkDateOfBirth('2006/06/15', today, { required: true, minAgeYears: 21 })).toBe('min');
    expect(checkDateOfBirth('1950/01/01', today, { required: true, maxAgeYears: 70 })).toBe('max');
  });
});

describe('dateOfBirthRule', () => {
  const context = { values: {}, today: on(2024, 6, 15), config: {} };

  it('is required by default with the loan application messages (loan-application §5)', () => {
    const rule = dateOfBirthRule('DateOfBirth');
    expect(rule.required).toBe(true);
    expect(rule.messages).toMatchObject({
      required: 'Please enter your date of birth',
      invalid: 'Please enter a valid date',
      min: 'You must be at least 18 years old',
    });
    expect(rule.component?.('//', context)).toBe('required');
    expect(rule.component?.('2010/01/01', context)).toBe('min');
  });

  it('follows a required predicate and names other ages in its messages', () => {
    const rule = dateOfBirthRule<{ needed: boolean }>('DateOfBirth', {
      required: (c) => c.config.needed,
      minAgeYears: 21,
      maxAgeYears: 90,
    });
    expect(rule.component?.('', { ...context, config: { needed: false } })).toBeNull();
    expect(rule.component?.('', { ...context, config: { needed: true } })).toBe('required');
    expect(rule.messages?.min).toBe('You must be at least 21 years old');
    expect(rule.messages?.max).toBe('You must be 90 years old or younger');
    expect(DATE_OF_BIRTH_MESSAGES.max).toBe('You must be 100 years old or younger');
  });
});
