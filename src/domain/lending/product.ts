/**
 * The lender's loan product as the server lends it (issue 30 finding 1, decision 133): the rate
 * every approved loan carries. The record, the decision and the disclosure take the rate from here
 * on the server, never from the browser; the fees are the calculator's bands (CalculatorConfig).
 */
export interface LendingProduct {
  /** The product's name on the staff pages. */
  name: string;
  /** The annual interest rate, percent, fixed (CCCFA Schedule 1: the annual interest rate). */
  interestPercent: number;
  /** Working days (CCCFA s 5) an offer stays open for signing before it lapses (issue 31). */
  offerValidWorkingDays: number;
}
