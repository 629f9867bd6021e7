import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  hardshipContext,
  hardshipReference,
  hardshipRules,
  type HardshipChange,
} from '#domain/hardship/hardship.ts';
import { hardshipDueDates } from '#domain/hardship/hardship-clock.ts';
import type { HardshipApplyBody } from '#domain/contracts/hardship.ts';
import { hardshipApplications } from '../db/schema/index.ts';
import { checkForm, storing } from '../form-check.ts';
import { HttpError } from '../http-error.ts';
import { loansOfAccount } from '../loans/book-loan.ts';
import type { ServiceDeps } from '../services.ts';
import { borrowerOfLoan } from './borrower.ts';
import { sendHardshipLetter } from './letters.ts';

export const HARDSHIP_ALREADY_OPEN =
  'You already have a hardship application open on this loan. We will decide it soon.';
export const HARDSHIP_NO_EMAIL = 'We have no email address for this loan. Please call us.';

/**
 * A borrower's hardship application from the portal (CCCFA ss 55-56, issue 32): the rule table
 * again (never trust the browser) over the customer's own open loans, one open application per
 * loan; then in one transaction the application with its two dates (s 57A: acknowledge within 5
 * working days, decide within 20) and the written acknowledgement naming the dispute resolution
 * scheme and free financial mentoring, sent at once through the outbox.
 */
export async function applyForHardship(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log'>,
  accountId: string,
  body: HardshipApplyBody,
): Promise<{ reference: string; decideBy: string }> {
  const now = deps.clock();
  const loans = (await loansOfAccount(deps, accountId)).filter((loan) => !loan.closedAt);
  checkForm(hardshipRules(loans.map((loan) => loan.accountNumber)), hardshipContext(body, now));
  const loan = loans.find((candidate) => candidate.accountNumber === body.LoanNumber)!;
  const borrower = await borrowerOfLoan(deps.db, loan.id);
  if (!borrower?.email) throw new HttpError(422, HARDSHIP_NO_EMAIL);
  const email = borrower.email;
  const due = hardshipDueDates(now);
  return storing(deps.log, () =>
    deps.db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: hardshipApplications.id })
        .from(hardshipApplications)
        .where(
          and(
            eq(hardshipApplications.customerLoanId, loan.id),
            inArray(hardshipApplications.state, ['received', 'information-requested']),
          ),
        )
        .for('update');
      if (open) throw new HttpError(409, HARDSHIP_ALREADY_OPEN);
      const [row] = await tx
        .insert(hardshipApplications)
        .values({
          reference: `new-${randomUUID()}`,
          customerLoanId: loan.id,
          accountId,
          email,
          firstName: borrower.firstName,
          whatHappened: body.WhatHappened.trim(),
          canPayCents: Number(body.CanPay.trim()) * 100,
          months: Number(body.Months.trim()),
          change: body.Change as HardshipChange,
          ownerId: borrower.officerId,
          receivedAt: now,
          acknowledgedAt: now,
          ...due,
        })
        .returning({ id: hardshipApplications.id });
      const reference = hardshipReference(row!.id);
      await tx
        .update(hardshipApplications)
        .set({ reference })
        .where(eq(hardshipApplications.id, row!.id));
      const letter = { id: row!.id, reference, firstName: borrower.firstName, email };
      await sendHardshipLetter(tx, { ...letter, decideBy: due.decideBy }, 'acknowledgement', now);
      return { reference, decideBy: due.decideBy };
    }),
  );
}
