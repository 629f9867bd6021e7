import { and, eq, isNull } from 'drizzle-orm';
import { arrearsReminder } from '#content/lending/hardship.ts';
import { newZealandDate, type IsoDate } from '#domain/calendar/new-zealand-date.ts';
import type { Database } from '../db/client.ts';
import { arrearsReminders, customerLoans, hardshipApplications } from '../db/schema/index.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { ServiceDeps } from '../services.ts';
import { borrowerOfLoan } from './borrower.ts';
import { openHardshipOfLoan } from './open-applications.ts';

const DAY_MS = 86_400_000;
const daysBefore = (day: IsoDate, days: number): IsoDate =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Missed payments (issue 32 "What to build" 4; the Responsible Lending Code's chapter 12,
 * missed payments and repayment difficulties: tell the borrower early, name free financial mentoring and
 * how to ask for a hardship change). Walks the active loans (`closed_at` null): a loan the
 * servicing system reports in arrears gets one reminder per missed instalment, naming MoneyTalks
 * and the hardship page, unless a hardship application is open on it (nothing is sent then); once
 * `taskDays` days behind, its officer gets a task in My work until the loan is up to date again.
 * A loan the servicing system cannot read now is left for the next run.
 */
export async function remindArrears(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'clock'> & { taskDays: number },
): Promise<{ reminded: number }> {
  const now = deps.clock();
  const today = newZealandDate(now);
  const loans = await deps.db
    .select({ id: customerLoans.id, servicingLoanId: customerLoans.servicingLoanId })
    .from(customerLoans)
    .where(isNull(customerLoans.closedAt));
  let reminded = 0;
  for (const loan of loans) {
    const booked = await deps.adapters.loanServicing
      .readLoan(loan.servicingLoanId)
      .catch(() => null);
    if (!booked) continue;
    const days = booked.summary.arrearsDays;
    if (days === 0) await resolveReminders(deps.db, loan.id, now);
    else if (!(await hasOpenHardship(deps.db, loan.id)))
      reminded += await remind(
        deps,
        loan.id,
        daysBefore(today, days),
        days >= deps.taskDays ? today : null,
      );
  }
  return { reminded };
}

async function hasOpenHardship(db: Database, customerLoanId: number): Promise<boolean> {
  const [open] = await db
    .select({ id: hardshipApplications.id })
    .from(hardshipApplications)
    .where(openHardshipOfLoan(customerLoanId))
    .limit(1);
  return open !== undefined;
}

async function resolveReminders(db: Database, customerLoanId: number, now: Date): Promise<void> {
  await db
    .update(arrearsReminders)
    .set({ resolvedAt: now })
    .where(
      and(eq(arrearsReminders.customerLoanId, customerLoanId), isNull(arrearsReminders.resolvedAt)),
    );
}

/** One reminder per missed instalment (the unique index), and the task from `taskFrom`. */
async function remind(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  customerLoanId: number,
  overdueSince: IsoDate,
  taskFrom: IsoDate | null,
): Promise<number> {
  const borrower = await borrowerOfLoan(deps.db, customerLoanId);
  if (!borrower) return 0;
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(arrearsReminders)
      .values({
        customerLoanId,
        overdueSince,
        ownerId: borrower.officerId,
        createdAt: deps.clock(),
      })
      .onConflictDoNothing()
      .returning({ id: arrearsReminders.id });
    if (taskFrom)
      await tx
        .update(arrearsReminders)
        .set({ taskFrom })
        .where(
          and(
            eq(arrearsReminders.customerLoanId, customerLoanId),
            eq(arrearsReminders.overdueSince, overdueSince),
            isNull(arrearsReminders.taskFrom),
          ),
        );
    if (!created || !borrower.email) return 0;
    const words = arrearsReminder(borrower.firstName, borrower.accountNumber);
    const emailId = await enqueueEmail(tx, {
      kind: 'arrears.reminder',
      to: borrower.email,
      subject: words.subject,
      text: words.text,
    });
    await tx
      .update(arrearsReminders)
      .set({ emailId, remindedAt: deps.clock() })
      .where(eq(arrearsReminders.id, created.id));
    return 1;
  });
}
