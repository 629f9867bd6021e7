import { describe, expect, it } from 'vitest';
import {
  buildStepSearch,
  cleanReferrerQuery,
  isQueryAmountValid,
  isQueryPurposeValid,
  readLoanApplicationQuery,
  withoutRelatedId,
} from './query.ts';
import { TEST_CONFIG } from './fixtures.ts';

describe('query parameters (loan-application §2, §8)', () => {
  it('reads every parameter of §2 by its name (loan-application §2)', () => {
    const query = readLoanApplicationQuery(
      '?referrer=dealer&referrer-data=tok&amount=5000&purpose=Car&related-id=R1&first-name=Aroha&last-name=Ngata&email=a%40b.nz&broker-email=b%40c.nz&branch=12&ref=G&appref=T',
    );
    expect(query).toEqual({
      referrer: 'dealer',
      referrerData: 'tok',
      amount: '5000',
      purpose: 'Car',
      relatedId: 'R1',
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'a@b.nz',
      brokerEmail: 'b@c.nz',
      branch: '12',
      ref: 'G',
      appref: 'T',
    });
  });

  it('turns plus signs in purpose into spaces, also an encoded plus (loan-application §2)', () => {
    expect(readLoanApplicationQuery('purpose=Vehicle+purchase').purpose).toBe('Vehicle purchase');
    expect(readLoanApplicationQuery('purpose=Vehicle%2Bpurchase').purpose).toBe('Vehicle purchase');
  });

  it('reads missing and blank parameters as null (loan-application §2)', () => {
    const query = readLoanApplicationQuery('amount=&purpose=+');
    expect(query.amount).toBeNull();
    expect(query.purpose).toBeNull();
    expect(query.referrer).toBeNull();
  });

  it('accepts a query amount from the list or within the specific bounds, in whole dollars (loan-application §8)', () => {
    expect(isQueryAmountValid('5000', TEST_CONFIG)).toBe(true);
    expect(isQueryAmountValid('7350', TEST_CONFIG)).toBe(true);
    expect(isQueryAmountValid('999', TEST_CONFIG)).toBe(false);
    expect(isQueryAmountValid('50001', TEST_CONFIG)).toBe(false);
    expect(isQueryAmountValid('5000.50', TEST_CONFIG)).toBe(false);
    expect(isQueryAmountValid('-5000', TEST_CONFIG)).toBe(false);
    expect(isQueryAmountValid('lots', TEST_CONFIG)).toBe(false);
  });

  it('accepts a query purpose that passes the LoanPurpose rule (loan-application §5, §8)', () => {
    expect(isQueryPurposeValid('Vehicle purchase')).toBe(true);
    expect(isQueryPurposeValid('Car <script>')).toBe(false);
    expect(isQueryPurposeValid('A'.repeat(101))).toBe(false);
  });

  it('removes referrer, amount, purpose and related-id when the amount is invalid (loan-application §8)', () => {
    const cleaned = cleanReferrerQuery(
      '?referrer=dealer&amount=abc&purpose=Car&related-id=R1&first-name=Aroha',
      TEST_CONFIG,
    );
    expect(cleaned).toEqual({ search: '?first-name=Aroha', removed: true });
  });

  it('removes referrer, amount, purpose and related-id when the purpose is invalid (loan-application §8)', () => {
    const cleaned = cleanReferrerQuery(
      '?referrer=dealer&amount=5000&purpose=%3Cb%3E&related-id=R1',
      TEST_CONFIG,
    );
    expect(cleaned).toEqual({ search: '', removed: true });
  });

  it('keeps a valid referrer query as it is (loan-application §8)', () => {
    const cleaned = cleanReferrerQuery(
      '?referrer=dealer&amount=5000&purpose=Vehicle+purchase&related-id=R1',
      TEST_CONFIG,
    );
    expect(cleaned.removed).toBe(false);
    expect(new URLSearchParams(cleaned.search).get('referrer')).toBe('dealer');
  });

  it('drops utm_source, utm_medium and utm_campaign and sets ref and amount on navigation (loan-application §2)', () => {
    const search = buildStepSearch(
      '?utm_source=x&utm_medium=y&utm_campaign=z&utm_term=w&referrer=dealer&amount=1000',
      { guid: 'G-1', amount: 5000 },
    );
    const params = new URLSearchParams(search);
    expect(params.has('utm_source') || params.has('utm_medium') || params.has('utm_campaign')).toBe(
      false,
    );
    expect(params.get('utm_term')).toBe('w');
    expect(params.get('referrer')).toBe('dealer');
    expect(params.get('ref')).toBe('G-1');
    expect(params.get('amount')).toBe('5000');
    expect(search.startsWith('?')).toBe(true);
  });

  it('leaves ref out until there is a guid and gives an empty search when nothing is left (loan-application §2)', () => {
    expect(buildStepSearch('?utm_source=x', { guid: null, amount: null })).toBe('');
    expect(
      new URLSearchParams(
        buildStepSearch(new URLSearchParams('a=1'), { guid: '', amount: '2000' }),
      ).get('ref'),
    ).toBeNull();
  });

  it('drops only related-id from the address when it names no open invitation (decision 055)', () => {
    expect(withoutRelatedId('?related-id=R1&first-name=Tama&email=t%40e.nz')).toBe(
      '?first-name=Tama&email=t%40e.nz',
    );
    expect(withoutRelatedId('?related-id=R1')).toBe('');
  });
});
