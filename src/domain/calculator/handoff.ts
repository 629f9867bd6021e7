/**
 * What the calculator leaves for the loan application in local storage (site-and-tools §3 "Stored
 * values in browser local storage"; loan-application §9: read once, then cleared). Neither side
 * is personal data: an amount, a term, a rate and three repayments.
 */

// spec: site-and-tools §3 "calculator-amount, calculator-term, calculator-interest,
// calculator-repaymentW, calculator-repaymentF, calculator-repaymentM"
export const CALCULATOR_STORAGE_KEYS = {
  amount: 'calculator-amount',
  term: 'calculator-term',
  interest: 'calculator-interest',
  repaymentW: 'calculator-repaymentW',
  repaymentF: 'calculator-repaymentF',
  repaymentM: 'calculator-repaymentM',
} as const;

export type CalculatorHandoffField = keyof typeof CALCULATOR_STORAGE_KEYS;

/** The values, as numbers: dollars, months, percent a year. */
export type CalculatorHandoff = Partial<Record<CalculatorHandoffField, number>>;

export const CALCULATOR_HANDOFF_FIELDS = Object.keys(
  CALCULATOR_STORAGE_KEYS,
) as CalculatorHandoffField[];
