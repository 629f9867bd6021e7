/**
 * A complete affordability record for tests and the demo: a two-person Wellington household with
 * wages seen in the bank statements, every expense category looked at, one credit-report
 * commitment, and a $5,000 loan over 36 months paid weekly.
 */
import { EXPENSE_CATEGORIES } from './policy.ts';
import type { AffordabilityRecord, ExpenseLine } from './affordability.ts';

const expense = (category: ExpenseLine['category'], declared: number, statements: number) => ({
  category,
  declaredWeekly: declared,
  statementWeekly: statements,
  chosenWeekly: null,
  reason: '',
});

const EXPENSES: Record<ExpenseLine['category'], [number, number]> = {
  Food: [200, 240],
  'Housing and utilities': [450, 450],
  Transport: [80, 95],
  Health: [20, 10],
  'Insurance and personal care': [40, 60],
};

export function completeRecord(): AffordabilityRecord {
  return {
    household: { size: 2, region: 'Wellington' },
    income: [
      {
        id: 'wages',
        label: 'Wages or salary',
        declared: { amount: 3000, period: 'Fortnightly' },
        verifiedWeekly: 1500,
        verifiedFrom: 'Bank statements: 6 fortnightly credits from ACME PAYROLL',
        acceptedWeekly: null,
        note: '',
      },
    ],
    expenses: EXPENSE_CATEGORIES.map((category) => expense(category, ...EXPENSES[category])),
    commitments: [{ id: 'card', label: 'Credit card', source: 'credit-report', weekly: 35 }],
    commitmentsReviewed: true,
    loan: { amount: 5000, interestPercent: 12.95, termMonths: 36, frequency: 'Weekly' },
    suitability: {
      purpose: 'Car',
      purposeConfirmed: true,
      amountConfirmed: true,
      termConfirmed: true,
      brokered: false,
      addOns: [],
    },
    override: null,
  };
}
