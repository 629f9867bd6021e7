/**
 * The application summary's estimated repayment (issue 11), in words: loaded with the estimate's
 * maths once the summary is near the screen (decision 140), not with the step (decision 166).
 */
export const repaymentEstimateCopy = {
  value: (weekly: string, term: string, rate: number) =>
    `${weekly} a week over ${term} at ${rate}% p.a.`,
  /** Without the calculator's choice: the calculator's defaults, said as assumed. */
  assumed: (weekly: string, term: string, rate: number) =>
    `${weekly} a week, assuming ${term} at ${rate}% p.a.`,
  unavailable: 'Not available for this amount',
} as const;
