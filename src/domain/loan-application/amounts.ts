/**
 * The loan amounts an application may ask for (loan-application §3 LoanAmount, §5
 * LoanAmountSpecific, §9 "the amount list and the specific-amount minimum and maximum come from
 * configuration"), and a referrer's own limits (docs/decisions/027: the Fast $500 promotion lends
 * $500, below the site's minimum).
 */
import type { LoanApplicationConfig, ReferrerConfig } from './config.ts';

export type LoanAmounts = Pick<
  LoanApplicationConfig,
  'loanAmounts' | 'specificAmountMinDollars' | 'specificAmountMaxDollars'
>;

/**
 * The site's amounts, or, for a referrer with its own limits, those limits as the specific-amount
 * bounds and only the slider stops within them. The browser and the server both read the amounts
 * through here, so a Fast $500 application is $500 in both and an ordinary one is never below the
 * site's minimum.
 */
export function loanAmountsFor(
  config: LoanAmounts,
  referrer: Pick<ReferrerConfig, 'loanAmountLimits'> | null,
): LoanAmounts {
  const limits = referrer?.loanAmountLimits;
  if (!limits) {
    const { loanAmounts, specificAmountMinDollars, specificAmountMaxDollars } = config;
    return { loanAmounts, specificAmountMinDollars, specificAmountMaxDollars };
  }
  return {
    loanAmounts: config.loanAmounts.filter(
      (option) => option.value >= limits.minDollars && option.value <= limits.maxDollars,
    ),
    specificAmountMinDollars: limits.minDollars,
    specificAmountMaxDollars: limits.maxDollars,
  };
}
