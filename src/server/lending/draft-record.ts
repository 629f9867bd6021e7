import type { LendingProduct } from '#domain/lending/product.ts';
import type { CalculatorConfig } from '#domain/calculator/calculator.ts';
import type { AffordabilityRecord, IncomeLine } from '#domain/lending/affordability.ts';
import {
  creditReportCommitments,
  type CreditCommitment,
} from '#domain/lending/credit-commitments.ts';
import type { IncomeSeries } from '#domain/lending/income-classifier.ts';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '#domain/lending/policy.ts';
import type { AddOn } from '#domain/lending/suitability.ts';
import { isPeriod } from '#domain/lending/weekly.ts';

type FormData = Record<string, unknown>;

/** Step 4's income rows as saved: an array, or its JSON text. */
function declaredIncome(formData: FormData): { amount: number; period: string; source: string }[] {
  let rows = formData.Income;
  if (typeof rows === 'string') {
    try {
      rows = JSON.parse(rows) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({
      amount: Number(row.amount),
      period: String(row.frequency ?? ''),
      source: String(row.source ?? ''),
    }))
    .filter((row) => Number.isFinite(row.amount) && row.amount > 0);
}

function incomeLines(formData: FormData, verified: readonly IncomeSeries[]): IncomeLine[] {
  const lines: IncomeLine[] = declaredIncome(formData).map((row, index) => ({
    id: `declared-${index + 1}`,
    label: row.source || 'Declared income',
    declared: isPeriod(row.period) ? { amount: row.amount, period: row.period } : null,
    verifiedWeekly: null,
    verifiedFrom: '',
    acceptedWeekly: null,
    note: '',
  }));
  // The largest regular credits verify the declared lines in order; the rest are lines of their own.
  verified.forEach((series, index) => {
    const from = `Bank statements: ${series.count} ${series.frequency.toLowerCase()} credits from ${series.payer}, ${series.first} to ${series.last}`;
    const line = lines[index];
    if (line) Object.assign(line, { verifiedWeekly: series.weekly, verifiedFrom: from });
    else
      lines.push({
        id: `statements-${index + 1}`,
        label: series.payer,
        declared: null,
        verifiedWeekly: series.weekly,
        verifiedFrom: from,
        acceptedWeekly: null,
        note: '',
      });
  });
  return lines;
}

const BROKER_ADD_ONS: [string, AddOn['kind']][] = [
  ['BrokerCciLpi', 'CCI'],
  ['BrokerMbi', 'MBI'],
  ['BrokerGap', 'GAP'],
];

/**
 * The record's first draft (issue 21): income declared on step 4 and verified from the shared bank
 * statements, expenses seen in the statements, the commitments in the credit report (the officer
 * adds the declared ones and confirms the review), household size from the dependants, the loan as
 * applied for at the product's default rate and term, and a broker's add-ons with their cost.
 */
export function draftRecord(
  application: {
    amount: number | null;
    formData: FormData;
    creditCommitments: readonly CreditCommitment[] | null;
  },
  findings: {
    income: readonly IncomeSeries[];
    expenses: Record<ExpenseCategory, number> | null;
  },
  site: { calculator: CalculatorConfig; product: LendingProduct },
): AffordabilityRecord {
  const { calculator } = site;
  const { formData } = application;
  const dependants = Number(formData.FinancialDependants);
  const brokered = typeof formData.BrokerEmailSubmission === 'string';
  const addOns = BROKER_ADD_ONS.flatMap(([field, kind]) => {
    const cost = Number(formData[field]);
    return brokered && Number.isFinite(cost) && cost > 0 ? [{ kind, cost, explained: false }] : [];
  });
  return {
    household: { size: 1 + (Number.isInteger(dependants) ? dependants : 0), region: null },
    income: incomeLines(formData, findings.income),
    expenses: EXPENSE_CATEGORIES.map((category) => ({
      category,
      declaredWeekly: null,
      statementWeekly: findings.expenses?.[category] ?? null,
      chosenWeekly: null,
      reason: '',
    })),
    commitments: creditReportCommitments(application.creditCommitments ?? []),
    commitmentsReviewed: false,
    loan: {
      amount: application.amount ?? (Number(formData.LoanAmount) || calculator.DefaultAmount),
      // The product's rate, never the browser's (issue 30 finding 1, decision 133).
      interestPercent: site.product.interestPercent,
      termMonths: calculator.DefaultTerm,
      frequency: 'Weekly',
    },
    suitability: {
      purpose: typeof formData.LoanPurpose === 'string' ? formData.LoanPurpose : '',
      purposeConfirmed: false,
      amountConfirmed: false,
      termConfirmed: false,
      brokered,
      addOns,
    },
    override: null,
    noStatements: null,
  };
}
