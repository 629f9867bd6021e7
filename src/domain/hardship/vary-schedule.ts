import { addWorkingDays } from '../calendar/working-days.ts';
import { dueDate, type LoanSchedule, type ScheduledInstalment } from '../calculator/schedule.ts';
import type { HardshipArrangement } from './hardship.ts';

/**
 * A loan's schedule with an agreed hardship arrangement (CCCFA s 55, issue 32): each instalment
 * falling due from `startsOn` until `months` months later, and not yet paid at all, becomes the
 * arrangement's payment (its fee first, then its interest, then principal, as a repayment is
 * applied); what it leaves unpaid is added at the end as further instalments of the loan's usual
 * payment, one frequency apart, moved off a non-working day (s 5). Nothing more is charged: the
 * total repayable stays the same, only later. The sandbox loan book books this schedule and the
 * variation disclosure (s 22) states it.
 */
export function varySchedule(
  schedule: LoanSchedule,
  arrangement: HardshipArrangement,
  untouched: (instalment: ScheduledInstalment) => boolean,
): LoanSchedule {
  const endsBefore = dueDate(arrangement.startsOn, 'Monthly', arrangement.months);
  const deferred = { feeCents: 0, interestCents: 0, principalCents: 0 };
  const usual = schedule.instalments[0]?.totalCents ?? 0;
  const varied = schedule.instalments.map((instalment) => {
    const inWindow = instalment.dueDate >= arrangement.startsOn && instalment.dueDate < endsBefore;
    if (!inWindow || !untouched(instalment) || instalment.totalCents <= arrangement.paymentCents)
      return { ...instalment };
    let left = arrangement.paymentCents;
    const take = (due: number) => {
      const part = Math.min(due, left);
      left -= part;
      return part;
    };
    const feeCents = take(instalment.feeCents);
    const interestCents = take(instalment.interestCents);
    const principalCents = take(instalment.principalCents);
    deferred.feeCents += instalment.feeCents - feeCents;
    deferred.interestCents += instalment.interestCents - interestCents;
    deferred.principalCents += instalment.principalCents - principalCents;
    return { ...instalment, feeCents, interestCents, principalCents };
  });
  return withTotals(schedule, [...varied, ...extraInstalments(schedule, deferred, usual)]);
}

function extraInstalments(
  schedule: LoanSchedule,
  deferred: { feeCents: number; interestCents: number; principalCents: number },
  usual: number,
): Omit<ScheduledInstalment, 'number' | 'totalCents' | 'balanceAfterCents'>[] {
  const last = schedule.instalments.at(-1);
  if (!last || usual <= 0) return [];
  const extra = [];
  for (
    let k = 1;
    deferred.feeCents + deferred.interestCents + deferred.principalCents > 0;
    k += 1
  ) {
    let left = usual;
    const take = (key: keyof typeof deferred) => {
      const part = Math.min(deferred[key], left);
      deferred[key] -= part;
      left -= part;
      return part;
    };
    const feeCents = take('feeCents');
    const interestCents = take('interestCents');
    const principalCents = take('principalCents');
    const day = addWorkingDays(dueDate(last.dueDate, schedule.frequency, k), 0);
    extra.push({ dueDate: day, feeCents, interestCents, principalCents });
  }
  return extra;
}

function withTotals(
  schedule: LoanSchedule,
  parts: Omit<ScheduledInstalment, 'number' | 'totalCents' | 'balanceAfterCents'>[],
): LoanSchedule {
  let balance = schedule.principalCents;
  const instalments = parts.map((part, index) => {
    balance -= part.principalCents;
    return {
      number: index + 1,
      dueDate: part.dueDate,
      principalCents: part.principalCents,
      interestCents: part.interestCents,
      feeCents: part.feeCents,
      totalCents: part.principalCents + part.interestCents + part.feeCents,
      balanceAfterCents: balance,
    };
  });
  const sum = (pick: (i: ScheduledInstalment) => number) =>
    instalments.reduce((total, i) => total + pick(i), 0);
  return {
    ...schedule,
    instalments,
    totalInterestCents: sum((i) => i.interestCents),
    totalFeesCents: schedule.establishmentFeeCents + sum((i) => i.feeCents),
    totalRepayableCents: sum((i) => i.totalCents),
  };
}
