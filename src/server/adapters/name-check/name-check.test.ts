import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names.ts';
import { createNameCheckAdapter } from './index.ts';

/* The payee name check before a payout (issue 31 "Payout"): the sandbox's documented answers. */
describe('the payee name check', () => {
  const sandbox = createNameCheckAdapter({ NAME_CHECK_PROVIDER: 'sandbox' });

  it('matches an account in the borrower name', async () => {
    expect(
      await sandbox.check({ accountNumber: '12-3456-1234567-00', name: 'Aroha Ngāta' }),
    ).toEqual({ outcome: 'match', nameOnAccount: null, reason: null });
  });

  it('says no match for someone else account (base number starting 9)', async () => {
    expect(
      await sandbox.check({ accountNumber: '12-3456-9234567-00', name: 'Aroha Ngata' }),
    ).toEqual({ outcome: 'no-match', nameOnAccount: null, reason: null });
  });

  it('gives the name held for a close match (base number starting 8)', async () => {
    expect(
      await sandbox.check({ accountNumber: '12-3456-8234567-00', name: 'Aroha Ngata' }),
    ).toEqual({ outcome: 'close-match', nameOnAccount: 'A Ngata', reason: null });
  });

  it('has no answer for an unreachable bank or a number that is no account', async () => {
    expect(
      (await sandbox.check({ accountNumber: '12-3456-0000000-00', name: 'A B' })).outcome,
    ).toBe('unavailable');
    expect((await sandbox.check({ accountNumber: '12-34', name: 'A B' })).outcome).toBe(
      'unavailable',
    );
  });

  it('asks for a bank statement when there is no service (manual)', async () => {
    const manual = createNameCheckAdapter({ NAME_CHECK_PROVIDER: 'manual' });
    expect(
      await manual.check({ accountNumber: '12-3456-1234567-00', name: 'Aroha Ngata' }),
    ).toMatchObject({
      outcome: 'unavailable',
      reason: expect.stringContaining('bank statement'),
    });
  });

  it('compares names by their words and initials', () => {
    expect(compareNames('Aroha Ngāta', 'AROHA NGATA')).toBe('match');
    expect(compareNames("Mere O'Brien", 'Mere O Brien')).toBe('match');
    expect(compareNames('Aroha Mere Ngata', 'Aroha Ngata')).toBe('close-match');
    expect(compareNames('Aroha Ngata', 'A Ngata')).toBe('close-match');
    expect(compareNames('Aroha Ngata', 'Aroha Smith')).toBe('no-match');
    expect(compareNames('Aroha Ngata', 'Bob Ngata')).toBe('no-match');
    expect(compareNames('Ngata', 'A Ngata')).toBe('no-match');
  });
});
