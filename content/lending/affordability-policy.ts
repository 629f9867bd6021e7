import { EXPENSE_CATEGORIES, type AffordabilityPolicy } from '#domain/lending/policy.ts';

/**
 * The demo lender's affordability policy: the method of the Credit Contracts and Consumer Finance
 * Regulations 2004, regs 4AF to 4AN (revoked in July 2024, still followed by many lenders as
 * policy). Income verified (reg 4AH), expenses by category from the applicant and the bank
 * statements, with a benchmark where it is larger (regs 4AI, 4AK), and a surplus that keeps a
 * reasonable buffer (reg 4AL). A lighter lender changes these values; the rules stay in
 * src/domain/lending.
 *
 * Statements are required where they can be had. Where they cannot, the officer records why, and
 * these reasons may proceed on declared expenses checked against the benchmark (issue 30 finding
 * 3: a deployment whose applicants bank where the bank link does not reach can still decide). An
 * applicant who will not share them is asked for other evidence, recorded as such.
 */
export const affordabilityPolicy: AffordabilityPolicy = {
  name: 'CCCF Regulations 2004 regs 4AF to 4AN method (lender policy)',
  requireVerifiedIncome: true,
  requireNoteWhenAcceptedDiffers: true,
  requiredExpenseCategories: EXPENSE_CATEGORIES,
  requireStatementExpenses: true,
  proceedWithoutStatements: ['bank-not-supported', 'no-transaction-account', 'other-evidence'],
  useBenchmark: true,
  minimumWeeklyBuffer: 50,
  bufferShareOfIncome: 0.1,
  overrideRole: 'approver',
};
