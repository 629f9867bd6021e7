import { describe, expect, it } from 'vitest';
import { asText, textValue } from './text-value.ts';

describe('a form value as text (one helper for the browser and the server)', () => {
  it('shows a string as typed, spaces and all', () => {
    expect(asText('  Aroha ')).toBe('  Aroha ');
    expect(asText('')).toBe('');
  });

  it('writes a finite number out, and gives nothing for one that is not finite', () => {
    expect(asText(12000)).toBe('12000');
    expect(asText(0)).toBe('0');
    expect(asText(-1.5)).toBe('-1.5');
    expect(asText(Number.NaN)).toBe('');
    expect(asText(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('gives nothing for a missing value, a boolean, a list or an object', () => {
    for (const value of [undefined, null, true, false, ['a'], { a: 'b' }])
      expect(asText(value)).toBe('');
  });

  it('compares values trimmed, with the same reading of numbers and the rest', () => {
    expect(textValue('  Aroha ')).toBe('Aroha');
    expect(textValue(' \t\n')).toBe('');
    expect(textValue(12000)).toBe('12000');
    expect(textValue(Number.NaN)).toBe('');
    expect(textValue(true)).toBe('');
    expect(textValue(['a'])).toBe('');
    expect(textValue(undefined)).toBe('');
  });
});
