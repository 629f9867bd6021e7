import { bankLinkReference } from '#domain/bank-link/bank-link.ts';
import { classifyIncome, type IncomeSeries } from '#domain/lending/income-classifier.ts';
import type { ExpenseCategory } from '#domain/lending/policy.ts';
import { statementExpenses } from '#domain/lending/statement-expenses.ts';
import type { ServiceDeps } from '../services.ts';

export interface BankStatementFindings {
  accounts: { bank: string; account: string; transactions: number; from: string; to: string }[];
  /** Regular credits classified as income, largest first: the record's verified income. */
  income: IncomeSeries[];
  /** Dollars a week by category: the record's "seen in statements" expenses. */
  expenses: Record<ExpenseCategory, number> | null;
}

/**
 * What the bank statements an applicant shared say about income and expenses (issue 21): the
 * workspace fills the affordability record's verified income and statement expenses from it.
 */
export async function bankStatementFindings(
  deps: Pick<ServiceDeps, 'adapters' | 'config'>,
  applicationReference: string,
): Promise<BankStatementFindings> {
  const reference = bankLinkReference(deps.config.env.BANK_LINK_ACCOUNT_CODE, applicationReference);
  const statements = await deps.adapters.bankStatements.statements(reference);
  const transactions = statements.flatMap((statement) => statement.transactions);
  return {
    accounts: statements.map((statement) => ({
      bank: statement.bank,
      account: statement.account,
      transactions: statement.transactions.length,
      from: statement.transactions[0]?.date ?? '',
      to: statement.transactions.at(-1)?.date ?? '',
    })),
    income: classifyIncome(transactions),
    expenses: transactions.length ? statementExpenses(transactions) : null,
  };
}
