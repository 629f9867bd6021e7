import { calculatorConfig } from '#content/calculator.ts';
import { repaymentEstimateCopy as copy } from '#content/repayment-estimate-copy.ts';
import { quote, termLabel } from '#domain/calculator/calculator.ts';
import { formatDollars } from '#domain/money/format.ts';

/** The rate and term the visitor chose in the calculator (form state calculator_interest, _term). */
export interface CalculatorChoice {
  interestPercent: number | null;
  termMonths: number | null;
}

/**
 * The application summary's estimated repayment (issue 11): the loan calculator's maths, weekly,
 * at the rate and term the visitor chose in the calculator when they came from it (issue 23,
 * item 8); otherwise at the calculator's defaults, and the text says it assumes them. Loaded
 * after the step has painted, so the steps' initial JavaScript carries neither the maths nor the
 * calculator's configuration.
 */
export function estimateRepayment(amount: number, chosen: CalculatorChoice): string {
  const fromCalculator = chosen.interestPercent !== null && chosen.termMonths !== null;
  const interestPercent = chosen.interestPercent ?? calculatorConfig.DefaultInterest;
  const termMonths = chosen.termMonths ?? calculatorConfig.DefaultTerm;
  const answer = quote({ amount, interestPercent, termMonths }, calculatorConfig);
  if (!answer.ok) return copy.unavailable;
  const words = fromCalculator ? copy.value : copy.assumed;
  return words(
    formatDollars(answer.result.Weekly.payment),
    termLabel(answer.termMonths),
    interestPercent,
  );
}
