/**
 * The applicant's existing credit as the credit bureau reports it (issue 21 "Existing commitments
 * from the credit result"): the bureau adapter answers it with the result, the application keeps
 * it, and the affordability record's draft turns each into a commitment line marked as the credit
 * report's, beside the ones the applicant declared.
 */
import { formatDollars } from '../money/format.ts';
import type { Commitment } from './affordability.ts';
import { toWeekly, type Period } from './weekly.ts';

export interface CreditCommitment {
  /** The lender the report names. */
  lender: string;
  /** The kind of credit ("Credit card", "Personal loan"). */
  type: string;
  /** Dollars owed when the report was made. */
  balance: number;
  /** Dollars repaid every `frequency`. */
  repayment: number;
  frequency: Period;
}

/** The report's commitments as the record's lines: a label with the balance, dollars a week. */
export function creditReportCommitments(report: readonly CreditCommitment[]): Commitment[] {
  return report.map((credit, index) => ({
    id: `credit-report-${index + 1}`,
    label: `${credit.type}, ${credit.lender}: balance ${formatDollars(credit.balance)}, ${formatDollars(credit.repayment)} ${credit.frequency.toLowerCase()}`,
    source: 'credit-report',
    weekly: toWeekly(credit.repayment, credit.frequency),
  }));
}
