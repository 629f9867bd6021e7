/**
 * A lender's affordability policy: how rigorous the affordability and suitability record must be
 * before a decision (issue 21). One product serves a cautious lender and a lighter one; the
 * default (content/lending/affordability-policy.ts) follows the method of the revoked Credit
 * Contracts and Consumer Finance Regulations 2004, regs 4AF to 4AN.
 */

/** Expense categories of the record (the household benchmark uses the same ones). */
export const EXPENSE_CATEGORIES = [
  'Food',
  'Housing and utilities',
  'Transport',
  'Health',
  'Insurance and personal care',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/**
 * Why an application has no bank statements, as the officer records it (issue 30 finding 3): the
 * Responsible Lending Code's reasonable inquiries (CCCFA s 9C(3)(a)) may rest on other evidence
 * when statements cannot be had; the policy says for which reasons a decision may proceed.
 */
export const NO_STATEMENTS_REASONS = [
  'bank-not-supported',
  'no-transaction-account',
  'other-evidence',
  'applicant-declined',
] as const;
export type NoStatementsReason = (typeof NO_STATEMENTS_REASONS)[number];

/** Staff roles that may override a failed buffer (issue 20's roles). */
export type OverrideRole = 'approver';

export interface AffordabilityPolicy {
  /** Shown on the record and its copy: whose method this is. */
  name: string;
  /** Income counts only when verified (bank statements or a document) or accepted by the officer. */
  requireVerifiedIncome: boolean;
  /** An accepted income figure that differs from the verified or declared one needs a note. */
  requireNoteWhenAcceptedDiffers: boolean;
  /** Expense categories that must be looked at (declared or seen in the bank statements). */
  requiredExpenseCategories: readonly ExpenseCategory[];
  /**
   * Expenses must be seen in bank statements, not only declared (reg 4AI's "reasonable
   * inquiries"), unless the officer recorded why there are none and the reason is one of
   * `proceedWithoutStatements`.
   */
  requireStatementExpenses: boolean;
  /**
   * The reasons for having no bank statements under which the record may still complete on the
   * declared expenses (and the benchmark where the policy uses it). Empty: statements or nothing.
   */
  proceedWithoutStatements: readonly NoStatementsReason[];
  /** The household benchmark takes part in "the largest figure is used" (reg 4AK). */
  useBenchmark: boolean;
  /** Dollars a week the surplus must keep at least (reg 4AL's buffer). */
  minimumWeeklyBuffer: number;
  /** And at least this share of the income used, 0.1 for 10 % (the larger of the two applies). */
  bufferShareOfIncome: number;
  /** Who may record an override of a failed buffer. */
  overrideRole: OverrideRole;
}

/** Why a policy from configuration is unusable, or null when it is fine. */
export function policyProblem(policy: AffordabilityPolicy): string | null {
  if (!(policy.minimumWeeklyBuffer >= 0)) return 'minimumWeeklyBuffer must be 0 or more';
  if (!(policy.bufferShareOfIncome >= 0 && policy.bufferShareOfIncome < 1))
    return 'bufferShareOfIncome must be from 0 to below 1';
  const unknown = policy.requiredExpenseCategories.find(
    (category) => !(EXPENSE_CATEGORIES as readonly string[]).includes(category),
  );
  if (unknown !== undefined) return `unknown expense category ${unknown}`;
  const reason = policy.proceedWithoutStatements.find(
    (value) => !(NO_STATEMENTS_REASONS as readonly string[]).includes(value),
  );
  return reason === undefined ? null : `unknown reason for no statements ${reason}`;
}
