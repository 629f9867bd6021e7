import { describe, expect, it } from 'vitest';
import { loanApplicationConfig } from '#content/loan-application.ts';
import { TEST_CONFIG } from '#domain/loan-application/fixtures.ts';
import { cleanReferrerQuery } from '#domain/loan-application/index.ts';
import { branches as contentBranches } from '#content/branches.ts';
import { initialApplication } from './initial-state.ts';
import { stepUrl } from './navigation.ts';

// The branches the step pages' data holds: the table seeded from the demo content.
const start = (search: string) =>
  initialApplication(search, TEST_CONFIG, { branchChoices: contentBranches });

describe('query parameters of the application pages (loan-application §2, §8)', () => {
  it('starts with the default loan amount of 5000 and the configured policy versions', () => {
    const { values, formState } = start('');
    expect(values.LoanAmount).toBe('5000');
    expect(values.PrivacyPolicyVersion).toBe('v1.0');
    expect(values.MarketingPolicyVersion).toBe('v1.0');
    expect(values.BrokerFee).toBe('0');
    expect(formState.step).toBe(1);
  });

  it('prefills names, email, broker email and a preset branch from the address', () => {
    const { values, formState } = start(
      '?first-name=Aroha&last-name=Ngata&email=aroha%40example.co.nz&broker-email=b%40example.co.nz&branch=101',
    );
    expect(values).toMatchObject({
      FirstName: 'Aroha',
      LastName: 'Ngata',
      Email: 'aroha@example.co.nz',
      BrokerEmailSubmission: 'b@example.co.nz',
      PreferredBranch: '101',
    });
    expect(formState.presetPreferredBranch).toBe(true);
  });

  it('presets only a real branch: an unknown one leaves the branch question asked', () => {
    const { values, formState } = start('?branch=999999');
    expect(values).not.toHaveProperty('PreferredBranch');
    expect(formState.presetPreferredBranch).toBe(false);
  });

  it('takes an amount on the slider as LoanAmount and any other amount within bounds as the specific amount', () => {
    expect(start('?amount=10000').values.LoanAmount).toBe('10000');
    const specific = start('?amount=8250');
    expect(specific.values.LoanAmountSpecific).toBe('8250');
    expect(specific.formState.specifyLoanAmount).toBe(true);
  });

  it("gives the Fast $500 link's address a $500 application (issue 7 finding 4, decision 027)", () => {
    const fast = initialApplication('?referrer=fast-500&amount=500', loanApplicationConfig);
    expect(fast.invalidReferrerQuery).toBe(false);
    expect(fast.values).toMatchObject({ Referrer: 'fast-500', LoanAmountSpecific: '500' });
    expect(fast.formState.specifyLoanAmount).toBe(true);
    // Without the promotion $500 is below the site's minimum and is dropped (§8).
    expect(initialApplication('?amount=500', loanApplicationConfig).values.LoanAmount).toBe('5000');
  });

  it('turns plus signs in purpose into spaces and matches the configured purpose', () => {
    expect(start('?purpose=Vehicle+purchase').values.LoanPurpose).toBe('Vehicle purchase');
    expect(start('?purpose=vehicle%2Bpurchase').values.LoanPurpose).toBe('Vehicle purchase');
  });

  it('keeps a purpose that is not a configured option as Other with its text', () => {
    const { values } = start('?purpose=Boat+trailer');
    expect(values).toMatchObject({ LoanPurpose: 'Other', LoanPurposeOther: 'Boat trailer' });
  });

  it("makes a secondary application of an open invitation, with the primary's amount and purpose (decision 055)", () => {
    const { values, formState, invitationProblem } = initialApplication(
      '?referrer=dealer&related-id=R1&amount=2000&purpose=Travel&first-name=Tama',
      TEST_CONFIG,
      {
        jointInvitation: {
          status: 'open',
          loan: { LoanAmountSpecific: '12345', LoanPurpose: 'Vehicle purchase' },
        },
      },
    );
    expect(values).toMatchObject({
      Referrer: 'dealer',
      RelatedApplicationId: 'R1',
      LoanAmountSpecific: '12345',
      LoanPurpose: 'Vehicle purchase',
      FirstName: 'Tama',
    });
    // The address's amount is not the primary's: it gives way.
    expect(values).not.toHaveProperty('LoanAmount');
    expect(formState).toMatchObject({ secondaryApplication: true, specifyLoanAmount: true });
    expect(invitationProblem).toBeNull();
  });

  it('starts an ordinary application for a related-id the server found unknown or used, and says which', () => {
    for (const status of ['unknown', 'used'] as const) {
      const { values, formState, invitationProblem } = initialApplication(
        '?related-id=R1&first-name=Tama&email=tama%40example.co.nz',
        TEST_CONFIG,
        { jointInvitation: { status } },
      );
      expect(values).not.toHaveProperty('RelatedApplicationId');
      expect(values).toMatchObject({ LoanAmount: '5000', FirstName: 'Tama' });
      expect(formState.secondaryApplication).toBe(false);
      expect(invitationProblem).toBe(status);
    }
    // Without the server's word a related-id makes nothing (never trusted from the address).
    expect(start('?related-id=1000123').values).not.toHaveProperty('RelatedApplicationId');
  });

  it('ignores an unknown referrer', () => {
    expect(start('?referrer=nobody').values.Referrer).toBeUndefined();
  });

  it('flags an invalid amount and ignores referrer, amount, purpose and related-id', () => {
    for (const search of [
      '?referrer=dealer&amount=12.50&purpose=Vehicle+purchase&related-id=9',
      '?referrer=dealer&amount=999999',
      '?referrer=dealer&purpose=Car%3Cscript%3E',
    ]) {
      const result = start(search);
      expect(result.invalidReferrerQuery, search).toBe(true);
      expect(result.values.Referrer, search).toBeUndefined();
      expect(result.values.RelatedApplicationId, search).toBeUndefined();
      expect(result.values.LoanAmount, search).toBe('5000');
      expect(result.values.LoanPurpose, search).toBeUndefined();
    }
  });

  it('removes exactly referrer, amount, purpose and related-id from the address', () => {
    expect(
      cleanReferrerQuery(
        '?referrer=dealer&amount=abc&purpose=x&related-id=9&first-name=Aroha&utm_source=news',
        TEST_CONFIG,
      ).search,
    ).toBe('?first-name=Aroha&utm_source=news');
    expect(cleanReferrerQuery('?amount=abc', TEST_CONFIG).search).toBe('');
  });

  it('shows no products from a product list typed into referrer-data (issue 8 "Brokers and referrers" 1)', () => {
    const edited = initialApplication(
      '?referrer=kowhai-motors&referrer-data=' +
        encodeURIComponent('[{"Name":"Ferrari F40","Quantity":1}]'),
      loanApplicationConfig,
    );
    expect(edited.values).not.toHaveProperty('ReferrerData');
    expect(edited.formState.referrerDataToken).toBeNull();
  });

  it('takes the products the server verified, and keeps their token for the saves (decision 056)', () => {
    const products = [{ Name: 'Toyota Corolla 2019', Quantity: 1 }];
    const { values, formState } = initialApplication(
      '?referrer=kowhai-motors&referrer-data=v1.signed.token',
      loanApplicationConfig,
      { referrerProducts: products },
    );
    expect(values.ReferrerData).toEqual(products);
    expect(formState.referrerDataToken).toBe('v1.signed.token');
  });

  it('drops the products with the referrer when the address’s amount is invalid (§8)', () => {
    const { values, formState } = initialApplication(
      '?referrer=kowhai-motors&referrer-data=v1.signed.token&amount=12.50',
      loanApplicationConfig,
      { referrerProducts: [{ Name: 'Toyota Corolla 2019', Quantity: 1 }] },
    );
    expect(values).not.toHaveProperty('ReferrerData');
    expect(formState.referrerDataToken).toBeNull();
  });
});

describe('moving between steps (loan-application §2)', () => {
  it('keeps the query string, drops the utm parameters and sets ref and amount', () => {
    const url = stepUrl(
      2,
      '?referrer=dealer&utm_source=news&utm_medium=email&utm_campaign=spring&first-name=Aroha&amount=1000',
      'guid-1',
      '7500',
    );
    expect(url).toBe(
      '/loan-application/step-2/?referrer=dealer&first-name=Aroha&amount=7500&ref=guid-1',
    );
  });

  it('gives the bare path when nothing is left to carry', () => {
    expect(stepUrl(1, '?utm_source=news', null, null)).toBe('/loan-application/step-1/');
  });
});
