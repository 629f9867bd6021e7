import type { LoanSchedule, ScheduledInstalment } from '#domain/calculator/schedule.ts';
import type { ServicingInstalmentState, ServicingSummary } from './types.ts';

/**
 * How much of each instalment's parts is paid: what the sandbox loan book keeps per instalment.
 */
export interface InstalmentPaid {
  principalCents: number;
  interestCents: number;
  feeCents: number;
}

export interface Allocation extends InstalmentPaid {
  /** What each instalment received, in the schedule's order. */
  paid: InstalmentPaid[];
}

/**
 * Applies a repayment to the schedule (issue 31 "repayments applied to interest then
 * principal"): the oldest instalment first, and within it the per-payment fee it carries, then its
 * interest, then its principal; then the next instalment. A repayment beyond everything owed is
 * refused by the caller before it gets here (`outstandingCents`).
 */
export function allocateRepayment(
  instalments: readonly ScheduledInstalment[],
  paid: readonly InstalmentPaid[],
  amountCents: number,
): Allocation {
  let left = amountCents;
  const next = paid.map((part) => ({ ...part }));
  const total: InstalmentPaid = { principalCents: 0, interestCents: 0, feeCents: 0 };
  instalments.forEach((instalment, index) => {
    const part = next[index]!;
    for (const [key, due] of [
      ['feeCents', instalment.feeCents],
      ['interestCents', instalment.interestCents],
      ['principalCents', instalment.principalCents],
    ] as const) {
      const take = Math.min(left, due - part[key]);
      part[key] += take;
      total[key] += take;
      left -= take;
    }
  });
  return { ...total, paid: next };
}

const paidTotal = (part: InstalmentPaid) =>
  part.principalCents + part.interestCents + part.feeCents;

/** Everything still owed on the schedule. */
export function outstandingCents(schedule: LoanSchedule, paid: readonly InstalmentPaid[]): number {
  return schedule.instalments.reduce(
    (total, instalment, index) => total + instalment.totalCents - paidTotal(paid[index]!),
    0,
  );
}

/** Each instalment with what is paid of it. */
export function instalmentStates(
  schedule: LoanSchedule,
  paid: readonly InstalmentPaid[],
): ServicingInstalmentState[] {
  return schedule.instalments.map((instalment, index) => ({
    number: instalment.number,
    dueDate: instalment.dueDate,
    totalCents: instalment.totalCents,
    paidCents: paidTotal(paid[index]!),
  }));
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * The loan's summary on `today` (YYYY-MM-DD, the app clock's New Zealand date): the balance, the
 * next payment (the earliest instalment not paid in full, with what is left of it) and the days in
 * arrears (since the earliest instalment whose day has passed unpaid; 0 when none).
 */
export function loanSummary(
  states: readonly ServicingInstalmentState[],
  principalOutstandingCents: number,
  today: string,
): ServicingSummary {
  const unpaid = states.filter((state) => state.paidCents < state.totalCents);
  const first = unpaid[0];
  const overdue = first && first.dueDate < today ? first : undefined;
  return {
    balanceCents: unpaid.reduce((total, state) => total + state.totalCents - state.paidCents, 0),
    principalOutstandingCents,
    nextPayment: first
      ? { dueDate: first.dueDate, amountCents: first.totalCents - first.paidCents }
      : null,
    arrearsDays: overdue ? dayNumber(today) - dayNumber(overdue.dueDate) : 0,
  };
}

/**
 * Where a servicing system's schedule differs from the disclosed one, instalment by instalment:
 * the day, the payment, and the principal and interest in total, each to the cent. Empty when
 * they agree.
 */
export function scheduleDifferences(disclosed: LoanSchedule, servicing: LoanSchedule): string[] {
  const differences: string[] = [];
  if (disclosed.instalments.length !== servicing.instalments.length)
    differences.push(
      `${servicing.instalments.length} instalments, not ${disclosed.instalments.length}`,
    );
  disclosed.instalments.forEach((expected, index) => {
    const actual = servicing.instalments[index];
    if (!actual) return;
    if (actual.dueDate !== expected.dueDate)
      differences.push(
        `instalment ${expected.number} due ${actual.dueDate}, not ${expected.dueDate}`,
      );
    if (actual.totalCents !== expected.totalCents)
      differences.push(
        `instalment ${expected.number} is ${actual.totalCents} cents, not ${expected.totalCents}`,
      );
  });
  for (const key of ['principalCents', 'totalInterestCents', 'totalRepayableCents'] as const)
    if (disclosed[key] !== servicing[key])
      differences.push(`${key} ${servicing[key]}, not ${disclosed[key]}`);
  return differences;
}
