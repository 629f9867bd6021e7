import { describe, expect, it } from 'vitest';
import { validateFields } from '../validation/engine.ts';
import {
  anniversaryRule,
  checkAnniversary,
  joinAnniversary,
  splitAnniversary,
} from './anniversary.ts';

describe('anniversary value (a day and a month, no year)', () => {
  it('keeps half-entered parts and round-trips', () => {
    expect(joinAnniversary({ day: '', month: '05' })).toBe('05/');
    expect(splitAnniversary('05/')).toEqual({ month: '05', day: '' });
    expect(splitAnniversary(joinAnniversary({ day: '9', month: '12' }))).toEqual({
      day: '9',
      month: '12',
    });
    expect(joinAnniversary({ day: ' ', month: '' })).toBe('');
    expect(splitAnniversary('2024/05/01')).toEqual({ day: '', month: '' });
  });

  it('accepts days every month has, and 29 February', () => {
    expect(checkAnniversary('02/29', true)).toBeNull();
    expect(checkAnniversary('12/31', true)).toBeNull();
    expect(checkAnniversary('1/1', true)).toBeNull();
  });

  it('refuses days a month does not have and half-entered values', () => {
    for (const value of ['02/30', '04/31', '13/01', '00/10', '05/', '/12', '05/0', 'May 5'])
      expect(checkAnniversary(value, false), value).toBe('invalid');
  });

  it('blank is required only when the field is', () => {
    expect(checkAnniversary('', true)).toBe('required');
    expect(checkAnniversary('/', true)).toBe('required');
    expect(checkAnniversary('', false)).toBeNull();
  });

  it('gives the form its messages through the rule engine', () => {
    const rules = [
      anniversaryRule('WeddingAnniversary', {
        messages: { required: 'Please enter your anniversary' },
      }),
    ];
    const run = (value: string) =>
      validateFields(rules, {
        values: { WeddingAnniversary: value },
        today: new Date(),
        config: {},
      }).WeddingAnniversary?.message;
    expect(run('')).toBe('Please enter your anniversary');
    expect(run('04/31')).toBe('Please enter a valid date');
    expect(run('04/30')).toBeUndefined();
  });
});
