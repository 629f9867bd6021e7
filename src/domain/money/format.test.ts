import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDollars, formatWholeDollars } from './format.ts';

// What the site showed through Intl.NumberFormat, the reference for the written-out formatting.
const intlDollars = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
const intlWholeDollars = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  maximumFractionDigits: 0,
});
// Intl writes "-$0.00" for an amount that rounds to nothing below zero; the site shows "$0.00".
const withoutNegativeZero = (text: string) => text.replace(/^-(\$0(\.00)?)$/, '$1');

const amounts = fc.oneof(
  fc.integer({ min: -1e9, max: 1e12 }),
  fc.double({ min: -1e6, max: 1e12, noNaN: true }),
  // Cents and half-cents, where rounding is decided.
  fc.integer({ min: -1e7, max: 1e9 }).map((n) => n / 100),
  fc.integer({ min: -1e7, max: 1e9 }).map((n) => n / 1000),
);

describe('money as the site shows it (site-and-tools §9)', () => {
  it('writes dollars with en-NZ grouping and two decimals', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(1000000)).toBe('$1,000,000.00');
    expect(formatDollars(-12.345)).toBe('-$12.35');
  });

  it('writes whole dollars with en-NZ grouping (loan-application §5)', () => {
    expect(formatWholeDollars(1000)).toBe('$1,000');
    expect(formatWholeDollars(500)).toBe('$500');
    expect(formatWholeDollars(1250000)).toBe('$1,250,000');
    expect(formatWholeDollars(2.5)).toBe('$3');
  });

  it('gives the text Intl.NumberFormat gives for en-NZ dollars', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatDollars(amount)).toBe(withoutNegativeZero(intlDollars.format(amount)));
        expect(formatWholeDollars(amount)).toBe(
          withoutNegativeZero(intlWholeDollars.format(amount)),
        );
      }),
      { numRuns: 20000 },
    );
  });
});
