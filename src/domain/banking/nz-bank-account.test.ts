import { describe, expect, it } from 'vitest';
import { accountDigits, hashTotal, parseNzBankAccount, printedAccount } from './nz-bank-account.ts';

describe('NZ bank account numbers', () => {
  it('reads the printed and the run-together forms', () => {
    const printed = parseNzBankAccount('12-3456-1234567-00');
    expect(printed).toEqual({ bank: '12', branch: '3456', base: '1234567', suffix: '00' });
    expect(parseNzBankAccount('123456123456700')).toEqual(printed);
    expect(parseNzBankAccount(' 01 0123 01234567 001 ')).toEqual({
      bank: '01',
      branch: '0123',
      base: '1234567',
      suffix: '001',
    });
    expect(accountDigits(printed!)).toBe('123456123456700');
    expect(printedAccount(printed!)).toBe('12-3456-1234567-00');
  });

  it('refuses what is not an account number', () => {
    for (const text of [
      '',
      '12-3456-123456-00',
      '12-3456-12345678-00',
      'ab-3456-1234567-00',
      '12-3456-1234567-0000',
    ])
      expect(parseNzBankAccount(text)).toBeNull();
  });

  it('hashes the branch and base numbers, keeping the last 11 digits', () => {
    const accounts = ['12-3456-1234567-00', '01-0123-7654321-01', '06-0501-0000001-000'].map(
      (text) => parseNzBankAccount(text)!,
    );
    // 34561234567 + 01237654321 + 05010000001 = 40808888889
    expect(hashTotal(accounts)).toBe('40808888889');
    const many = Array.from({ length: 5 }, () => parseNzBankAccount('12-9999-9999999-00')!);
    // 5 × 99999999999 = 499999999995: the 12th digit is dropped.
    expect(hashTotal(many)).toBe('99999999995');
    expect(hashTotal([])).toBe('00000000000');
  });
});
