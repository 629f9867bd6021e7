import { calculatorConfig } from '#content/calculator.ts';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { quote, termLabel } from '#domain/calculator/calculator.ts';
import { formatDollars } from '#domain/money/format.ts';

/**
 * The application summary's estimated repayment (issue 11): the loan calculator's maths at the
 * calculator's default rate and term, weekly. Loaded after the step has painted, so the steps'
 * initial JavaScript carries neither the maths nor the calculator's configuration.
 */
export function estimateRepayment(amount: number): string {
  const copy = applicationCopy.summaryPanel;
  const interestPercent = calculatorConfig.DefaultInterest;
  const answer = quote(
    { amount, interestPercent, termMonths: calculatorConfig.DefaultTerm },
    calculatorConfig,
  );
  if (!answer.ok) return copy.repaymentUnavailable;
  return copy.repaymentValue(
    formatDollars(answer.result.Weekly.payment),
    termLabel(answer.termMonths),
    interestPercent,
  );
}
