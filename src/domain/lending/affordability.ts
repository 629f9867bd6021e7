/**
 * The affordability and suitability record (issue 21; CCCFA s 9C, Responsible Lending Code): what
 * the officer found about income, expenses and commitments, the new loan's repayment from the
 * calculator's own maths, and whether the surplus keeps the lender's buffer. Pure: the workspace
 * computes it on every change, the server again before a decision, the documents print it.
 * Every figure is dollars a week (weekly.ts).
 */
import {
  calculateRepayments,
  CalculationError,
  roundToCents,
  type CalculatorRates,
  type Frequency,
} from '../calculator/calculator.ts';
import { benchmarkWeekly, type BenchmarkRegion, type HouseholdBenchmark } from './benchmark.ts';
import type { AffordabilityPolicy, ExpenseCategory, NoStatementsReason } from './policy.ts';
import { suitabilityMissing, type Suitability } from './suitability.ts';
import { toWeekly, type Period } from './weekly.ts';

export interface Declared {
  amount: number;
  period: Period;
}

export interface IncomeLine {
  id: string;
  /** The income's source as the applicant named it ("Wages or salary"). */
  label: string;
  /** What the applicant declared on step 4, with its frequency. */
  declared: Declared | null;
  /** Dollars a week found in the bank statements (income-classifier.ts) or a document. */
  verifiedWeekly: number | null;
  /** What the verified figure rests on, in words ("Bank statements: 6 fortnightly credits ..."). */
  verifiedFrom: string;
  /** The officer's accepted figure, dollars a week. */
  acceptedWeekly: number | null;
  /** Why the accepted figure differs from the verified (or declared) one. */
  note: string;
}

export interface ExpenseLine {
  category: ExpenseCategory;
  declaredWeekly: number | null;
  /** Seen in the bank statements. */
  statementWeekly: number | null;
  /** The officer's figure when not the largest, with the reason (both or neither). */
  chosenWeekly: number | null;
  reason: string;
}

export interface Commitment {
  id: string;
  label: string;
  source: 'credit-report' | 'declared';
  weekly: number;
}

export interface LoanUnderAssessment {
  /** Whole dollars. */
  amount: number;
  /** The product's rate, percent a year. */
  interestPercent: number;
  termMonths: number;
  frequency: Frequency;
}

export interface Override {
  /** The approver's staff id. */
  approverId: string;
  reason: string;
  /**
   * The figures the approver saw (coveredFigures): the override stands only while they are the
   * record's (issue 30 finding 4). Absent on an override that predates this: it covers nothing.
   */
  covered?: string;
}

/** Why there are no bank statements (issue 30 finding 3), with what the officer learnt. */
export interface NoStatements {
  reason: NoStatementsReason;
  note: string;
}

export interface AffordabilityRecord {
  household: { size: number; region: BenchmarkRegion | null };
  income: readonly IncomeLine[];
  expenses: readonly ExpenseLine[];
  commitments: readonly Commitment[];
  /** The officer looked at the credit report's commitments (there may be none). */
  commitmentsReviewed: boolean;
  loan: LoanUnderAssessment;
  suitability: Suitability;
  override: Override | null;
  /** Recorded only when the applicant shared no bank statements (absent on older records). */
  noStatements?: NoStatements | null;
}

/**
 * The record as the officer's page sends it: the loan without its rate, which the server sets
 * from the product's configuration (issue 30 finding 1, decision 133).
 */
export type RecordAsSent = Omit<AffordabilityRecord, 'loan'> & {
  loan: Omit<LoanUnderAssessment, 'interestPercent'>;
};

/** The lender's configuration the record is judged by. */
export interface AffordabilityRules {
  policy: AffordabilityPolicy;
  benchmark: HouseholdBenchmark;
  /** The product's fees: the calculator's establishment fee bands and per-payment fee. */
  rates: CalculatorRates;
}

export type IncomeSource = 'accepted' | 'verified' | 'declared' | 'not counted';
/** Where an expense's used figure comes from; `none` when nothing was declared, seen or benchmarked. */
export type ExpenseSource = 'declared' | 'statements' | 'benchmark' | 'officer' | 'none';
export type Outcome = 'pass' | 'fail' | 'override';

export interface NewRepayment {
  frequency: Frequency;
  payment: number;
  periods: number;
  weekly: number;
  establishmentFee: number;
  totalRepayable: number;
}

export interface Assessment {
  income: { id: string; label: string; weekly: number; source: IncomeSource }[];
  incomeWeekly: number;
  expenses: {
    category: ExpenseCategory;
    declaredWeekly: number | null;
    statementWeekly: number | null;
    benchmarkWeekly: number | null;
    usedWeekly: number;
    source: ExpenseSource;
  }[];
  expensesWeekly: number;
  commitmentsWeekly: number;
  /** Null when the product has no fee band for the amount. */
  repayment: NewRepayment | null;
  surplusWeekly: number;
  bufferWeekly: number;
  outcome: Outcome;
  /** What the officer must still do before a decision, in words. */
  missing: string[];
  complete: boolean;
}

/** The record's gaps about its evidence (issue 30; CCCFA s 9C(3)(a), reasonable inquiries). */
export const EVIDENCE_GAPS = {
  recordWhyNoStatements:
    'There are no bank statements: record why, or ask the applicant to share them.',
  noteWhyNoStatements: 'Note what you learnt about why there are no bank statements.',
  policyNeedsStatements:
    'The lending policy needs bank statements for the reason recorded: ask for them, or for other evidence.',
};

const sum = (values: readonly number[]) => roundToCents(values.reduce((a, b) => a + b, 0));
const blank = (text: string) => text.trim() === '';

function incomeUsed(line: IncomeLine, policy: AffordabilityPolicy) {
  if (line.acceptedWeekly !== null)
    return { weekly: line.acceptedWeekly, source: 'accepted' as const };
  if (line.verifiedWeekly !== null)
    return { weekly: line.verifiedWeekly, source: 'verified' as const };
  if (line.declared && !policy.requireVerifiedIncome)
    return {
      weekly: toWeekly(line.declared.amount, line.declared.period),
      source: 'declared' as const,
    };
  return { weekly: 0, source: 'not counted' as const };
}

/**
 * Whether the officer's accepted income needs a note (issue 30 finding 3): it differs from the
 * verified figure, or nothing verified it (typing the declared figure as accepted verifies
 * nothing). The server refuses such a save; the assessment lists it as a gap.
 */
export function acceptedIncomeNeedsNote(line: IncomeLine, policy: AffordabilityPolicy): boolean {
  if (line.acceptedWeekly === null || !policy.requireNoteWhenAcceptedDiffers) return false;
  const differs =
    line.verifiedWeekly === null ||
    roundToCents(line.verifiedWeekly) !== roundToCents(line.acceptedWeekly);
  return differs && blank(line.note);
}

function incomeMissing(line: IncomeLine, policy: AffordabilityPolicy): string[] {
  const name = line.label || 'an income line';
  if (policy.requireVerifiedIncome && line.verifiedWeekly === null && line.acceptedWeekly === null)
    return [`Verify the income "${name}" or record the accepted figure.`];
  return acceptedIncomeNeedsNote(line, policy)
    ? [`Note why the accepted figure for "${name}" differs from the verified one.`]
    : [];
}

function assessExpense(line: ExpenseLine, record: AffordabilityRecord, rules: AffordabilityRules) {
  const { region, size } = record.household;
  const benchmark =
    rules.policy.useBenchmark && region !== null
      ? benchmarkWeekly(rules.benchmark, line.category, size, region)
      : null;
  const candidates: [ExpenseSource, number | null][] = [
    ['declared', line.declaredWeekly],
    ['statements', line.statementWeekly],
    ['benchmark', benchmark],
  ];
  // Nothing known is no declared $0 (issue 34 finding 5): the line says so.
  let largest: [ExpenseSource, number] = ['none', 0];
  for (const [source, value] of candidates)
    if (value !== null && (largest[0] === 'none' || value > largest[1])) largest = [source, value];
  const chosen = line.chosenWeekly !== null && !blank(line.reason);
  return {
    category: line.category,
    declaredWeekly: line.declaredWeekly,
    statementWeekly: line.statementWeekly,
    benchmarkWeekly: benchmark,
    usedWeekly: chosen ? line.chosenWeekly! : largest[1],
    source: chosen ? ('officer' as const) : largest[0],
  };
}

/**
 * A record with no statement figures at all (issue 30 finding 3): the officer records why there
 * are none, with a note, and the policy says whether that reason may proceed on declared expenses.
 */
function noStatementsGaps(record: AffordabilityRecord, policy: AffordabilityPolicy): string[] {
  const absent = record.noStatements ?? null;
  if (!absent) return [EVIDENCE_GAPS.recordWhyNoStatements];
  const gaps: string[] = [];
  if (blank(absent.note)) gaps.push(EVIDENCE_GAPS.noteWhyNoStatements);
  if (!policy.proceedWithoutStatements.includes(absent.reason))
    gaps.push(EVIDENCE_GAPS.policyNeedsStatements);
  return gaps;
}

function expensesMissing(record: AffordabilityRecord, policy: AffordabilityPolicy): string[] {
  const seen = record.expenses.some((line) => line.statementWeekly !== null);
  const missing: string[] =
    policy.requireStatementExpenses && !seen ? noStatementsGaps(record, policy) : [];
  for (const category of policy.requiredExpenseCategories) {
    const line = record.expenses.find((expense) => expense.category === category);
    if (!line || (line.declaredWeekly === null && line.statementWeekly === null))
      missing.push(`Record the expenses for ${category}.`);
    else if (policy.requireStatementExpenses && seen && line.statementWeekly === null)
      missing.push(`Record what the bank statements show for ${category}.`);
  }
  for (const line of record.expenses)
    if (line.chosenWeekly !== null && blank(line.reason))
      missing.push(`Give the reason for not using the largest figure for ${line.category}.`);
  return missing;
}

function newRepayment(loan: LoanUnderAssessment, rates: CalculatorRates): NewRepayment | null {
  try {
    const result = calculateRepayments(loan, rates);
    const chosen = result[loan.frequency];
    return {
      frequency: loan.frequency,
      payment: chosen.payment,
      periods: chosen.periods,
      weekly: toWeekly(chosen.payment, loan.frequency),
      establishmentFee: result.establishmentFee,
      totalRepayable: chosen.total,
    };
  } catch (error) {
    if (error instanceof CalculationError) return null;
    throw error;
  }
}

/** The record judged against the lender's rules: figures used, surplus, buffer, outcome, gaps. */
export function assessAffordability(
  record: AffordabilityRecord,
  rules: AffordabilityRules,
): Assessment {
  const { policy } = rules;
  const income = record.income.map((line) => ({
    id: line.id,
    label: line.label,
    ...incomeUsed(line, policy),
  }));
  const incomeWeekly = sum(income.map((line) => line.weekly));
  const expenses = record.expenses.map((line) => assessExpense(line, record, rules));
  const expensesWeekly = sum(expenses.map((line) => line.usedWeekly));
  const commitmentsWeekly = sum(record.commitments.map((commitment) => commitment.weekly));
  const repayment = newRepayment(record.loan, rules.rates);
  const surplusWeekly = roundToCents(
    incomeWeekly - expensesWeekly - commitmentsWeekly - (repayment?.weekly ?? 0),
  );
  const bufferWeekly = roundToCents(
    Math.max(policy.minimumWeeklyBuffer, policy.bufferShareOfIncome * incomeWeekly),
  );
  const missing = recordMissing(record, rules, incomeWeekly, repayment);
  const overridden =
    record.override !== null &&
    overrideProblem(record.override) === null &&
    overrideCovers(record.override, record);
  const outcome: Outcome =
    repayment !== null && surplusWeekly >= bufferWeekly ? 'pass' : overridden ? 'override' : 'fail';
  return {
    income,
    incomeWeekly,
    expenses,
    expensesWeekly,
    commitmentsWeekly,
    repayment,
    surplusWeekly,
    bufferWeekly,
    outcome,
    missing,
    complete: missing.length === 0,
  };
}

function recordMissing(
  record: AffordabilityRecord,
  rules: AffordabilityRules,
  incomeWeekly: number,
  repayment: NewRepayment | null,
): string[] {
  const { policy } = rules;
  const missing: string[] = [];
  if (!(record.household.size >= 1)) missing.push('Record the household size.');
  if (policy.useBenchmark && record.household.region === null)
    missing.push('Record the household region.');
  if (record.income.length === 0 || incomeWeekly <= 0) missing.push('Record the income.');
  for (const line of record.income) missing.push(...incomeMissing(line, policy));
  missing.push(...expensesMissing(record, policy));
  if (!record.commitmentsReviewed)
    missing.push('Review the existing commitments from the credit report.');
  if (repayment === null) missing.push('The product has no fee for this amount.');
  missing.push(...suitabilityMissing(record.suitability));
  return missing;
}

/** Why an override cannot stand (no approver, no reason), or null. */
export function overrideProblem(override: Override): string | null {
  if (blank(override.approverId)) return 'An override needs the approver.';
  if (blank(override.reason)) return 'An override needs a reason.';
  return null;
}

/**
 * The figures an override covers (issue 30 finding 4), as one comparable text: the household,
 * every income line's declared, verified and accepted figure, every expense figure, the
 * commitments and the loan. Notes, reasons and suitability ticks are not figures.
 */
export function coveredFigures(record: AffordabilityRecord): string {
  return JSON.stringify({
    household: [record.household.size, record.household.region],
    income: record.income.map((line) => [
      line.id,
      line.declared?.amount ?? null,
      line.declared?.period ?? null,
      line.verifiedWeekly,
      line.acceptedWeekly,
    ]),
    expenses: record.expenses.map((line) => [
      line.category,
      line.declaredWeekly,
      line.statementWeekly,
      line.chosenWeekly,
    ]),
    commitments: record.commitments.map((line) => [line.id, line.weekly]),
    loan: [
      record.loan.amount,
      record.loan.interestPercent,
      record.loan.termMonths,
      record.loan.frequency,
    ],
    noStatements: record.noStatements?.reason ?? null,
  });
}

/** Whether an override still covers the record: none of the figures it saw has changed. */
export function overrideCovers(override: Override, record: AffordabilityRecord): boolean {
  return override.covered === coveredFigures(record);
}

export type DecisionKind = 'approve' | 'decline';

/**
 * Why a decision cannot be recorded on this assessment, or null: every decision needs a complete
 * record; an approval also needs the buffer passed or overridden by an approver.
 */
export function decisionBlock(assessment: Assessment, kind: DecisionKind): string | null {
  if (!assessment.complete)
    return 'Complete the affordability and suitability record before recording a decision.';
  if (kind === 'approve' && assessment.outcome === 'fail')
    return 'The surplus does not keep the buffer: an approver must override it with a reason.';
  return null;
}

/**
 * Records an approver's override of a failed buffer: refused (with the reason) for someone without
 * the policy's override role, or without a reason. Returns the record with the override.
 */
export function withOverride(
  record: AffordabilityRecord,
  by: { id: string; roles: readonly string[] },
  reason: string,
  policy: AffordabilityPolicy,
): { ok: true; record: AffordabilityRecord } | { ok: false; error: string } {
  if (!by.roles.includes(policy.overrideRole))
    return { ok: false, error: 'Only an approver can override the buffer.' };
  const override = { approverId: by.id, reason: reason.trim(), covered: coveredFigures(record) };
  const problem = overrideProblem(override);
  return problem ? { ok: false, error: problem } : { ok: true, record: { ...record, override } };
}
