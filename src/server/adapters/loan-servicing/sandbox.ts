import { and, asc, eq } from 'drizzle-orm';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { loanSchedule, type LoanSchedule } from '#domain/calculator/schedule.ts';
import { varySchedule } from '#domain/hardship/vary-schedule.ts';
import type { Database } from '../../db/client.ts';
import {
  sandboxLoanTransactions,
  sandboxLoans,
  sandboxServicingClients,
} from '../../db/schema/index.ts';
import {
  allocateRepayment,
  instalmentStates,
  loanSummary,
  outstandingCents,
  type InstalmentPaid,
} from './loan-state.ts';
import {
  LoanServicingRefusedError,
  type ApprovedLoan,
  type LoanReschedule,
  type LoanServicingAdapter,
  type ServicingLoan,
  type ServicingLoanStatus,
} from './types.ts';

type LoanRow = typeof sandboxLoans.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * The loan-servicing sandbox (decision 139): a small loan book in our database with the servicing
 * interface. The schedule is the calculator's (`loanSchedule`, the disclosure's own); a repayment
 * pays the oldest instalment's fee, then its interest, then its principal; the days in arrears
 * are counted to the app clock's New Zealand date. Our reference (externalId) keys the client, the
 * loan and each repayment, so a retried write finds what the first one booked.
 */
export function createSandboxLoanServicing(db: Database, clock: () => Date): LoanServicingAdapter {
  return {
    provider: 'sandbox',
    async createClient(client) {
      await db
        .insert(sandboxServicingClients)
        .values(client)
        .onConflictDoNothing({ target: sandboxServicingClients.externalId });
      const [row] = await db
        .select({ id: sandboxServicingClients.id })
        .from(sandboxServicingClients)
        .where(eq(sandboxServicingClients.externalId, client.externalId));
      return { clientId: String(row!.id) };
    },
    async previewSchedule(loan) {
      return loanSchedule(loan.terms, loan.rates);
    },
    submitLoan: (clientId, loan) => submitLoan(db, clientId, loan),
    async approveLoan(loanId, on) {
      await advance(db, loanId, 'submitted', 'approved', { approvedOn: on });
    },
    async disburseLoan(loanId, on) {
      await db.transaction(async (tx) => {
        const moved = await advance(tx, loanId, 'approved', 'active', { disbursedOn: on });
        if (!moved) return;
        const row = await loanRow(tx, loanId);
        await tx.insert(sandboxLoanTransactions).values({
          loanId: row!.id,
          kind: 'disbursement',
          date: on,
          amountCents: (row!.schedule as unknown as LoanSchedule).principalCents,
          ...{ principalCents: 0, interestCents: 0, feeCents: 0 },
          externalId: row!.externalId,
        });
      });
    },
    readLoan: (loanId) => readLoan(db, loanId, newZealandDate(clock())),
    postRepayment: (loanId, payment) => db.transaction((tx) => postRepayment(tx, loanId, payment)),
    async rescheduleLoan(loanId, change) {
      await db.transaction((tx) => rescheduleLoan(tx, loanId, change));
      return (await readLoan(db, loanId, newZealandDate(clock())))!;
    },
  };
}

/**
 * Books a hardship arrangement (issue 32): the schedule as varySchedule makes it, the instalments
 * already paid in part or in full left as they are; the reference is booked once.
 */
async function rescheduleLoan(db: Executor, loanId: string, change: LoanReschedule): Promise<void> {
  const row = await loanRow(db, loanId, true);
  if (!row) throw new LoanServicingRefusedError('No such loan.', 'loan-unknown');
  if (row.reschedules.includes(change.externalId)) return;
  if (row.status !== 'active')
    throw new LoanServicingRefusedError('The loan is not active.', 'loan-not-active');
  const paid = row.paid as unknown as InstalmentPaid[];
  const schedule = row.schedule as unknown as LoanSchedule;
  const varied = varySchedule(schedule, change.arrangement, (instalment) => {
    const part = paid[instalment.number - 1]!;
    return part.principalCents + part.interestCents + part.feeCents === 0;
  });
  const none = { principalCents: 0, interestCents: 0, feeCents: 0 };
  await db
    .update(sandboxLoans)
    .set({
      schedule: varied as unknown as Record<string, unknown>,
      paid: varied.instalments.map((_, index) => ({ ...(paid[index] ?? none) })),
      reschedules: [...row.reschedules, change.externalId],
    })
    .where(eq(sandboxLoans.id, row.id));
}

/** The loan's id in the sandbox: its row id; anything else is no loan. */
const idOf = (loanId: string): number | null => (/^\d{1,15}$/.test(loanId) ? Number(loanId) : null);

async function loanRow(db: Executor, loanId: string, lock = false): Promise<LoanRow | undefined> {
  const id = idOf(loanId);
  if (id === null) return undefined;
  const query = db.select().from(sandboxLoans).where(eq(sandboxLoans.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function submitLoan(
  db: Database,
  clientId: string,
  loan: ApprovedLoan,
): Promise<{ loanId: string }> {
  const client = idOf(clientId);
  const schedule = loanSchedule(loan.terms, loan.rates);
  if (client === null) throw new LoanServicingRefusedError('No such client.', 'client-unknown');
  const [known] = await db
    .select({ id: sandboxServicingClients.id })
    .from(sandboxServicingClients)
    .where(eq(sandboxServicingClients.id, client));
  if (!known) throw new LoanServicingRefusedError('No such client.', 'client-unknown');
  await db
    .insert(sandboxLoans)
    .values({
      externalId: loan.externalId,
      clientId: client,
      status: 'submitted',
      terms: { terms: loan.terms, rates: loan.rates } as unknown as Record<string, unknown>,
      schedule: schedule as unknown as Record<string, unknown>,
      paid: schedule.instalments.map(() => ({ principalCents: 0, interestCents: 0, feeCents: 0 })),
      submittedOn: loan.submittedOn,
    })
    .onConflictDoNothing({ target: sandboxLoans.externalId });
  const [row] = await db
    .select({ id: sandboxLoans.id, clientId: sandboxLoans.clientId })
    .from(sandboxLoans)
    .where(eq(sandboxLoans.externalId, loan.externalId));
  if (row!.clientId !== client)
    throw new LoanServicingRefusedError(
      'The reference is booked for another client.',
      'external-id-taken',
    );
  return { loanId: String(row!.id) };
}

/**
 * Moves a loan from one status to the next; a loan already past it is left as it is (a retried
 * approval or disbursement changes nothing), one not there yet is refused (no payout before
 * approval). Answers whether it moved.
 */
async function advance(
  db: Executor,
  loanId: string,
  from: ServicingLoanStatus,
  to: ServicingLoanStatus,
  dates: Partial<Pick<LoanRow, 'approvedOn' | 'disbursedOn'>>,
): Promise<boolean> {
  const row = await loanRow(db, loanId);
  if (!row) throw new LoanServicingRefusedError('No such loan.', 'loan-unknown');
  const order: ServicingLoanStatus[] = ['submitted', 'approved', 'active', 'closed'];
  const at = order.indexOf(row.status as ServicingLoanStatus);
  if (at > order.indexOf(from)) return false;
  if (at < order.indexOf(from))
    throw new LoanServicingRefusedError(`The loan is not ${from} yet.`, `loan-not-${from}`);
  const moved = await db
    .update(sandboxLoans)
    .set({ status: to, ...dates })
    .where(and(eq(sandboxLoans.id, row.id), eq(sandboxLoans.status, from)))
    .returning({ id: sandboxLoans.id });
  return moved.length > 0;
}

async function postRepayment(
  db: Executor,
  loanId: string,
  payment: { amountCents: number; receivedOn: string; externalId: string },
): Promise<{ transactionId: string }> {
  const row = await loanRow(db, loanId, true);
  if (!row) throw new LoanServicingRefusedError('No such loan.', 'loan-unknown');
  const [posted] = await db
    .select({ id: sandboxLoanTransactions.id })
    .from(sandboxLoanTransactions)
    .where(
      and(
        eq(sandboxLoanTransactions.loanId, row.id),
        eq(sandboxLoanTransactions.kind, 'repayment'),
        eq(sandboxLoanTransactions.externalId, payment.externalId),
      ),
    );
  if (posted) return { transactionId: String(posted.id) };
  if (row.status !== 'active')
    throw new LoanServicingRefusedError('The loan is not active.', 'loan-not-active');
  if (!Number.isInteger(payment.amountCents) || payment.amountCents <= 0)
    throw new LoanServicingRefusedError('The amount must be above nil.', 'amount-invalid');
  const schedule = row.schedule as unknown as LoanSchedule;
  const paid = row.paid as unknown as InstalmentPaid[];
  if (payment.amountCents > outstandingCents(schedule, paid))
    throw new LoanServicingRefusedError('The payment is more than the balance.', 'overpayment');
  const allocation = allocateRepayment(schedule.instalments, paid, payment.amountCents);
  const closed = outstandingCents(schedule, allocation.paid) === 0;
  await db
    .update(sandboxLoans)
    .set({
      paid: allocation.paid as unknown as Array<Record<string, number>>,
      ...(closed ? { status: 'closed' } : {}),
    })
    .where(eq(sandboxLoans.id, row.id));
  const [inserted] = await db
    .insert(sandboxLoanTransactions)
    .values({
      loanId: row.id,
      kind: 'repayment',
      date: payment.receivedOn,
      amountCents: payment.amountCents,
      principalCents: allocation.principalCents,
      interestCents: allocation.interestCents,
      feeCents: allocation.feeCents,
      externalId: payment.externalId,
    })
    .returning({ id: sandboxLoanTransactions.id });
  return { transactionId: String(inserted!.id) };
}

async function readLoan(
  db: Database,
  loanId: string,
  today: string,
): Promise<ServicingLoan | null> {
  const row = await loanRow(db, loanId);
  if (!row) return null;
  const transactions = await db
    .select()
    .from(sandboxLoanTransactions)
    .where(eq(sandboxLoanTransactions.loanId, row.id))
    .orderBy(asc(sandboxLoanTransactions.id));
  const schedule = row.schedule as unknown as LoanSchedule;
  const paid = row.paid as unknown as InstalmentPaid[];
  const states = instalmentStates(schedule, paid);
  const principalPaid = paid.reduce((total, part) => total + part.principalCents, 0);
  const disbursed = row.status === 'active' || row.status === 'closed';
  return {
    loanId: String(row.id),
    accountNumber: row.accountNumber,
    externalId: row.externalId,
    status: row.status as ServicingLoanStatus,
    principalCents: schedule.principalCents,
    schedule,
    instalments: states,
    transactions: transactions.map((t) => ({
      id: String(t.id),
      kind: t.kind as 'disbursement' | 'repayment',
      date: t.date,
      amountCents: t.amountCents,
      principalCents: t.principalCents,
      interestCents: t.interestCents,
      feeCents: t.feeCents,
      externalId: t.externalId,
    })),
    summary: disbursed
      ? loanSummary(states, schedule.principalCents - principalPaid, today)
      : { balanceCents: 0, principalOutstandingCents: 0, nextPayment: null, arrearsDays: 0 },
  };
}
