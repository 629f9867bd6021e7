/**
 * The loan amount (loan-application §3 LoanAmount, §5 LoanAmountSpecific, §9 "the amount list and
 * the specific-amount minimum and maximum come from configuration"): which of the two fields
 * counts, the amount it holds, how a prefilled amount is written, the broker's amounts, and a
 * referrer's own limits (docs/decisions/027: the Fast $500 promotion lends $500, below the site's
 * minimum). The browser, the server, the credit bureau's request and the prefills all ask here.
 */
import { formatDollars } from '../money/format.ts';
import type { FormValues } from '../validation/types.ts';
import { textValue } from '../validation/text-value.ts';
import { isLoanAmountSpecificShown } from './conditions.ts';
import type {
  LoanApplicationConfig,
  LoanApplicationContextConfig,
  ReferrerConfig,
} from './config.ts';

export type LoanAmounts = Pick<
  LoanApplicationConfig,
  'loanAmounts' | 'specificAmountMinDollars' | 'specificAmountMaxDollars'
>;

/** The broker's loan amounts (§3, §5): whole dollars, 0 by default. */
export const BROKER_LOAN_AMOUNT_FIELDS = [
  'BrokerRefinance',
  'BrokerCashDeposit',
  'BrokerTradeIn',
  'BrokerFee',
] as const;
/** The broker's insurance amounts, asked after the CCI question (§3, §4). */
export const BROKER_INSURANCE_AMOUNT_FIELDS = ['BrokerCciLpi', 'BrokerMbi', 'BrokerGap'] as const;
/** Every broker amount, each 0 in a new application (§3). */
export const BROKER_AMOUNT_FIELDS = [
  ...BROKER_LOAN_AMOUNT_FIELDS,
  ...BROKER_INSURANCE_AMOUNT_FIELDS,
] as const;

export type LoanAmountField = 'LoanAmount' | 'LoanAmountSpecific';

/**
 * The field whose amount counts: the specific amount while it is the amount asked (toggled, or
 * always for a broker; §2 step 1, §6), else the slider's.
 */
export function loanAmountField(
  config: Pick<LoanApplicationContextConfig, 'roles' | 'specifyLoanAmount'>,
): LoanAmountField {
  return isLoanAmountSpecificShown(config) ? 'LoanAmountSpecific' : 'LoanAmount';
}

/** The amount in the field that counts (`loanAmountField`), whole dollars (rounded), or null when empty or not a number. */
export function loanAmountDollars(values: FormValues, field: LoanAmountField): number | null {
  const text = textValue(values[field]);
  const amount = Number(text);
  return text !== '' && Number.isFinite(amount) ? Math.round(amount) : null;
}

/**
 * LoanAmountDescription (§3): the amount applied for as the applicant saw it, kept beside the
 * number for whoever reads the application (the workspace, the broker's copy): the configured
 * label of the slider stop chosen ("$5,000"), or the specific amount in dollars with cents
 * ("$7,250.00", §9 "dollar text has two decimals"). Empty when no amount is given. The server
 * writes it from the amount on each step 1 save; what the browser sends for it is not kept.
 */
export function loanAmountDescription(
  values: FormValues,
  config: Pick<LoanApplicationContextConfig, 'roles' | 'specifyLoanAmount' | 'loanAmounts'>,
): string {
  const field = loanAmountField(config);
  const dollars = loanAmountDollars(values, field);
  if (dollars === null) return '';
  if (field === 'LoanAmountSpecific') return formatDollars(dollars);
  const option = config.loanAmounts.find((candidate) => candidate.value === dollars);
  return option?.label ?? formatDollars(dollars);
}

/**
 * Whether the applicant chose the specific amount, read from the amount fields (decision 022): the
 * specific amount holds a value. The browser sends LoanAmountSpecific only while it is shown (§2
 * step 1 toggle), so the server decides the mode from what step 1 sent, and a joint applicant's
 * from the primary's answers.
 */
export function isSpecificAmountChosen(values: FormValues): boolean {
  return textValue(values.LoanAmountSpecific) !== '';
}

/**
 * An amount prefilled from the address or the calculator (§2 query `amount`; the hand-off): one of
 * the slider's stops is the slider's answer, any other within the specific-amount bounds is a
 * specific amount (which then is the amount asked), anything else is not prefilled (null).
 */
export function prefilledAmount(
  dollars: number,
  amounts: LoanAmounts,
): { field: LoanAmountField; value: string } | null {
  if (amounts.loanAmounts.some((option) => option.value === dollars))
    return { field: 'LoanAmount', value: String(dollars) };
  if (dollars >= amounts.specificAmountMinDollars && dollars <= amounts.specificAmountMaxDollars)
    return { field: 'LoanAmountSpecific', value: String(dollars) };
  return null;
}

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
