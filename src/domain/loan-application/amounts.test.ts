import { describe, expect, it } from 'vitest';
import type { FormValues } from '../validation/types.ts';
import {
  BROKER_AMOUNT_FIELDS,
  isSpecificAmountChosen,
  loanAmountDollars,
  loanAmountField,
  loanAmountsFor,
  prefilledAmount,
} from './amounts.ts';
import type { LoanApplicationConfig } from './config.ts';
import { buildRuleContext, isFieldShown } from './context.ts';
import { TEST_CONFIG, TEST_TODAY, testContext, validApplicationValues } from './fixtures.ts';
import { cleanReferrerQuery } from './query.ts';
import { validateStep } from './validate.ts';

// A promotion that lends $500 only, and locks the amount as Fast $500 does (docs/decisions/027).
const CONFIG: LoanApplicationConfig = {
  ...TEST_CONFIG,
  referrers: [
    ...TEST_CONFIG.referrers,
    {
      id: 'fast-500',
      name: 'Fast $500',
      isBroker: false,
      locksAmount: true,
      locksPurpose: false,
      loanAmountLimits: { minDollars: 500, maxDollars: 500 },
    },
  ],
};

function stepOneErrors(values: FormValues, specifyLoanAmount: boolean) {
  const context = buildRuleContext({
    config: CONFIG,
    values: { ...validApplicationValues(), ...values },
    formState: { centrixResult: null, specifyLoanAmount, presetPreferredBranch: false },
    today: TEST_TODAY,
    actor: { kind: 'anonymous' },
  });
  return Object.fromEntries(
    Object.entries(validateStep(1, context)).map(([name, error]) => [name, error.message]),
  );
}

describe('a referrer with its own amount limits: Fast $500 (issue 7 finding 4)', () => {
  it('accepts a $500 application from the promotion', () => {
    expect(stepOneErrors({ Referrer: 'fast-500', LoanAmountSpecific: '500' }, true)).toEqual({});
  });

  it('still refuses $500 without the promotion, with the site bounds in the message (loan-application §5)', () => {
    expect(stepOneErrors({ LoanAmountSpecific: '500' }, true)).toEqual({
      LoanAmountSpecific: 'Please enter a whole dollar amount between $1,000 and $50,000',
    });
  });

  it('refuses any other amount under the promotion, although the amount is locked', () => {
    expect(stepOneErrors({ Referrer: 'fast-500', LoanAmountSpecific: '5000' }, true)).toEqual({
      LoanAmountSpecific: 'Please enter a whole dollar amount between $500 and $500',
    });
    expect(stepOneErrors({ Referrer: 'fast-500', LoanAmount: '5000' }, false)).toEqual({
      LoanAmount: 'This field has failed custom validation',
    });
  });

  it('keeps the promotion link as it is, and drops amount=500 without it (loan-application §8)', () => {
    expect(cleanReferrerQuery('?referrer=fast-500&amount=500', CONFIG)).toEqual({
      search: '?referrer=fast-500&amount=500',
      removed: false,
    });
    expect(cleanReferrerQuery('?amount=500', CONFIG)).toEqual({ search: '', removed: true });
  });
});

// Issue 19 finding 2: which of LoanAmount and LoanAmountSpecific counts is answered here only.
describe('which amount counts', () => {
  const applicantRoles = { isBroker: false, isLoggedIn: false, isSecondary: false, debug: false };
  const slider = { roles: applicantRoles, specifyLoanAmount: false };

  it('is the slider, the specific amount once toggled, and always the specific amount for a broker', () => {
    expect(loanAmountField(slider)).toBe('LoanAmount');
    expect(loanAmountField({ ...slider, specifyLoanAmount: true })).toBe('LoanAmountSpecific');
    expect(
      loanAmountField({ roles: { ...applicantRoles, isBroker: true }, specifyLoanAmount: false }),
    ).toBe('LoanAmountSpecific');
  });

  it('is the field the rule table shows, so the form, the server and the bureau agree', () => {
    for (const specifyLoanAmount of [false, true]) {
      const context = testContext(validApplicationValues(), { specifyLoanAmount });
      expect(isFieldShown(loanAmountField(context.config), context)).toBe(true);
    }
  });

  it('reads whole dollars from the field that counts, null when it is empty or not a number', () => {
    const values = { LoanAmount: '5000', LoanAmountSpecific: ' 7250 ' };
    expect(loanAmountDollars(values, 'LoanAmount')).toBe(5000);
    expect(loanAmountDollars(values, 'LoanAmountSpecific')).toBe(7250);
    expect(loanAmountDollars({ LoanAmount: '' }, 'LoanAmount')).toBeNull();
    expect(loanAmountDollars({ LoanAmount: 'lots' }, 'LoanAmount')).toBeNull();
  });

  it('takes the specific-amount mode from the amount fields: a specific amount with a value', () => {
    expect(isSpecificAmountChosen({ LoanAmount: '5000' })).toBe(false);
    expect(isSpecificAmountChosen({ LoanAmountSpecific: '  ' })).toBe(false);
    expect(isSpecificAmountChosen({ LoanAmountSpecific: '7250' })).toBe(true);
  });
});

describe('an amount prefilled from the address or the calculator', () => {
  const amounts = loanAmountsFor(CONFIG, null);

  it('is the slider’s for one of its stops, a specific amount within the bounds, else nothing', () => {
    expect(prefilledAmount(5000, amounts)).toEqual({ field: 'LoanAmount', value: '5000' });
    expect(prefilledAmount(7250, amounts)).toEqual({ field: 'LoanAmountSpecific', value: '7250' });
    expect(prefilledAmount(500, amounts)).toBeNull();
    expect(prefilledAmount(60000, amounts)).toBeNull();
  });

  it('is $500 as a specific amount under the Fast $500 promotion', () => {
    const fast500 = loanAmountsFor(
      CONFIG,
      CONFIG.referrers.find((r) => r.id === 'fast-500')!,
    );
    expect(prefilledAmount(500, fast500)).toEqual({ field: 'LoanAmountSpecific', value: '500' });
  });
});

describe('the broker amounts', () => {
  it('are the seven amounts the rule table asks a broker for', () => {
    expect([...BROKER_AMOUNT_FIELDS]).toEqual([
      'BrokerRefinance',
      'BrokerCashDeposit',
      'BrokerTradeIn',
      'BrokerFee',
      'BrokerCciLpi',
      'BrokerMbi',
      'BrokerGap',
    ]);
  });
});
