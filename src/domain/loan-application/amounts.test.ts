import { describe, expect, it } from 'vitest';
import type { FormValues } from '../validation/types.ts';
import type { LoanApplicationConfig } from './config.ts';
import { buildRuleContext } from './context.ts';
import { TEST_CONFIG, TEST_TODAY, validApplicationValues } from './fixtures.ts';
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
