import { describe, expect, it } from 'vitest';
import {
  normaliseCode,
  normaliseDollars,
  normalisePhoneNumber,
  normaliseWholeDollars,
} from './normalise.ts';

describe('the named normalisers (issue 11 "Answers a New Zealander gives" 1)', () => {
  it('reads whole dollars grouped by commas or spaces, with $ or NZ$ and no cents', () => {
    for (const [typed, read] of [
      ['12 000', '12000'],
      ['1,250,000', '1250000'],
      ['nz$ 900', '900'],
      ['$5,000.0', '5000'],
    ])
      expect(normaliseWholeDollars(typed)).toBe(read);
    for (const typed of ['12,000 000', '1,25,000', '$', '3000.05', '3,000.5'])
      expect(normaliseWholeDollars(typed)).toBe(typed);
  });

  it('reads dollars and cents as typed, keeping up to two decimals', () => {
    for (const [typed, read] of [
      ['$1,200.50', '1200.50'],
      ['NZ$950', '950'],
      [' 850.5 ', '850.5'],
      ['12 000.00', '12000.00'],
    ])
      expect(normaliseDollars(typed)).toBe(read);
    for (const typed of ['$', '1,20.50', '12.345', 'about 900'])
      expect(normaliseDollars(typed)).toBe(typed);
  });

  it('drops every kind of dash and space from a code', () => {
    expect(normaliseCode('ab\u2013123\u00a0456')).toBe('AB123456');
    expect(normaliseCode('')).toBe('');
  });

  it('reads a phone number written with dots, and leaves one with a + in the middle as typed', () => {
    expect(normalisePhoneNumber('021.123.4567')).toBe('0211234567');
    expect(normalisePhoneNumber('021 + 123')).toBe('021 + 123');
    expect(normalisePhoneNumber('()')).toBe('()');
    expect(normalisePhoneNumber(' ')).toBe('');
  });

  it('passes values that are not text through untouched', () => {
    for (const normalise of [
      normaliseWholeDollars,
      normaliseDollars,
      normaliseCode,
      normalisePhoneNumber,
    ]) {
      expect(normalise(3000)).toBe(3000);
      expect(normalise(null)).toBeNull();
    }
  });
});
