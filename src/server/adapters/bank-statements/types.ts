import type { Transaction } from '#domain/lending/income-classifier.ts';

/** One shared account's statement. */
export interface AccountStatement {
  bank: string;
  account: string;
  transactions: Transaction[];
}

/**
 * The bank-statement provider: the statements an applicant shared through the bank link, by the
 * bank link's reference (`{accountCode}-webid:{application reference}`, decision 034).
 */
export interface BankStatementsAdapter {
  provider: string;
  /** Every statement shared under the reference; none when nothing was shared. */
  statements(reference: string): Promise<AccountStatement[]>;
}
