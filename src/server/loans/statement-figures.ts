import type { StatementPeriod } from '#domain/loans/statement-periods.ts';
import type { ServicingLoan } from '../adapters/loan-servicing/index.ts';

interface Line {
  date: string;
  amountCents: number;
  description: string;
}

/**
 * What a continuing disclosure statement holds (CCCFA s 19, as applies to a fixed loan): the
 * period's opening and closing dates and unpaid balances, each advance, interest charge, payment
 * and fee in it with its date and amount, the next payment and when it is due, and the annual
 * interest rate. From the servicing system's loan: interest and the payment fee are charged on
 * each instalment's due date, the establishment fee with the advance.
 */
export interface StatementFigures {
  period: StatementPeriod;
  openingBalanceCents: number;
  closingBalanceCents: number;
  advances: Line[];
  interest: Line[];
  fees: Line[];
  payments: Line[];
  nextPayment: { date: string; amountCents: number } | null;
  /** The annual interest rate the loan was disclosed with; null when no record of it is kept. */
  annualRatePercent: number | null;
}

/** Every debit and credit of the loan up to the servicing system's schedule, dated. */
function movements(loan: ServicingLoan): { debits: Line[]; credits: Line[] } {
  const fee = loan.schedule.establishmentFeeCents;
  const debits: Line[] = [];
  for (const t of loan.transactions.filter((t) => t.kind === 'disbursement')) {
    debits.push({ date: t.date, amountCents: t.amountCents - fee, description: 'Loan advanced' });
    if (fee > 0) debits.push({ date: t.date, amountCents: fee, description: 'Establishment fee' });
  }
  for (const i of loan.schedule.instalments) {
    debits.push({ date: i.dueDate, amountCents: i.interestCents, description: 'Interest' });
    if (i.feeCents > 0)
      debits.push({ date: i.dueDate, amountCents: i.feeCents, description: 'Payment fee' });
  }
  const credits = loan.transactions
    .filter((t) => t.kind === 'repayment')
    .map((t) => ({ date: t.date, amountCents: t.amountCents, description: 'Payment received' }));
  return { debits, credits };
}

const sum = (lines: readonly Line[]) => lines.reduce((total, l) => total + l.amountCents, 0);

/** The statement's figures for one period of the loan (s 19; opening = last closing, s 20). */
export function statementFigures(
  loan: ServicingLoan,
  period: StatementPeriod,
  annualRatePercent: number | null,
): StatementFigures {
  const { debits, credits } = movements(loan);
  const upTo = (day: string) => (line: Line) => line.date <= day;
  const within = (line: Line) => line.date >= period.from && line.date <= period.to;
  const balanceAfter = (day: string) =>
    sum(debits.filter(upTo(day))) - sum(credits.filter(upTo(day)));
  const before = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const inPeriod = debits.filter(within);
  const next = loan.instalments.find((i) => i.dueDate > period.to && i.paidCents < i.totalCents);
  return {
    period,
    openingBalanceCents: balanceAfter(before(period.from)),
    closingBalanceCents: balanceAfter(period.to),
    advances: inPeriod.filter((l) => l.description === 'Loan advanced'),
    interest: inPeriod.filter((l) => l.description === 'Interest' && l.amountCents > 0),
    fees: inPeriod.filter((l) => l.description.endsWith('fee')),
    payments: credits.filter(within),
    nextPayment: next
      ? { date: next.dueDate, amountCents: next.totalCents - next.paidCents }
      : null,
    annualRatePercent,
  };
}
