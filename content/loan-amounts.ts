/**
 * The amounts the application's slider offers and the calculator's amount stops (so "Apply now"
 * lands on a stop), in dollars. Apart from the application's configuration
 * (content/loan-application.ts), which the calculator does not load (docs/decisions/157).
 */
export const LOAN_AMOUNTS: readonly number[] = [
  1000, 2000, 3000, 4000, 5000, 6000, 7500, 10000, 12500, 15000, 20000, 25000, 30000, 40000, 50000,
];
