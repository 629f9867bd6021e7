import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hardshipPublicWords } from '#content/lending/hardship.ts';
import {
  hardshipContext,
  hardshipReference,
  hardshipRules,
  publicHardshipRules,
  type HardshipChange,
} from '#domain/hardship/hardship.ts';
import { hardshipDueDates } from '#domain/hardship/hardship-clock.ts';
import type { HardshipApplyBody, PublicHardshipApplyBody } from '#domain/contracts/hardship.ts';
import { compareCalendarDates, tryParseDate } from '#domain/loan-application/dates.ts';
import { applications, customerLoans, hardshipApplications } from '../db/schema/index.ts';
import { checkForm, storing } from '../form-check.ts';
import { HttpError } from '../http-error.ts';
import { loansOfAccount } from '../loans/book-loan.ts';
import type { ServiceDeps } from '../services.ts';
import { borrowerOfLoan } from './borrower.ts';
import { sendHardshipLetter } from './letters.ts';
import { openHardshipOfLoan } from './open-applications.ts';

export const HARDSHIP_ALREADY_OPEN =
  'You already have a hardship application open on this loan. We will decide it soon.';
export const HARDSHIP_NO_EMAIL = 'We have no email address for this loan. Please call us.';
/** The public form's one answer for a loan number and date of birth that do not match (decision 156). */
export const HARDSHIP_NOT_MATCHED = hardshipPublicWords.notMatched;
const NOT_MATCHED_FIELDS = { LoanNumber: HARDSHIP_NOT_MATCHED, DateOfBirth: HARDSHIP_NOT_MATCHED };

/**
 * A borrower's hardship application from the portal (CCCFA ss 55-56, issue 32): the rule table
 * again (never trust the browser) over the customer's own open loans, then `recordApplication`.
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
  return recordApplication(deps, loan.id, accountId, body);
}

/**
 * The public form's application (decision 156), from a borrower who is not signed in: the rule
 * table again, then the loan number and date of birth matched against the loan's borrower (the
 * date of birth their application gave). An unknown number, a closed loan and a wrong date get
 * the same answer, so the form tells nobody which loan numbers exist. The acknowledgement goes
 * to the borrower's email on the loan, never to an address the form gives.
 */
export async function applyForHardshipPublic(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log'>,
  body: PublicHardshipApplyBody,
): Promise<{ reference: string; decideBy: string }> {
  const now = deps.clock();
  checkForm(publicHardshipRules(), hardshipContext(body, now));
  const [found] = await deps.db
    .select({ loan: customerLoans, formData: applications.formData })
    .from(customerLoans)
    .innerJoin(applications, eq(applications.id, customerLoans.applicationId))
    .where(eq(customerLoans.accountNumber, body.LoanNumber.trim()));
  const given = tryParseDate(body.DateOfBirth);
  const saved = found ? tryParseDate(found.formData.DateOfBirth) : null;
  const matches =
    found && !found.loan.closedAt && given && saved && compareCalendarDates(given, saved) === 0;
  if (!matches) throw new HttpError(422, HARDSHIP_NOT_MATCHED, NOT_MATCHED_FIELDS);
  try {
    // The loan's own account, if the borrower has one: the application shows in their portal.
    return await recordApplication(deps, found.loan.id, undefined, body);
  } catch (error) {
    // The form runtime reads a 409 as the captcha's fallback: the public form's conflict is 422.
    if (error instanceof HttpError && error.statusCode === 409)
      throw new HttpError(422, error.message, { LoanNumber: error.message });
    throw error;
  }
}

/**
 * One open application per loan; then in one transaction the application with its two dates
 * (s 57A: acknowledge within 5 working days, decide within 20) and the written acknowledgement
 * naming the dispute resolution scheme and free financial mentoring, sent at once through the
 * outbox.
 */
async function recordApplication(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log'>,
  customerLoanId: number,
  /** The customer applying from the portal; undefined: the account that holds the loan, if any. */
  accountId: string | undefined,
  body: Omit<HardshipApplyBody, 'LoanNumber'>,
): Promise<{ reference: string; decideBy: string }> {
  const now = deps.clock();
  const borrower = await borrowerOfLoan(deps.db, customerLoanId);
  if (!borrower?.email) throw new HttpError(422, HARDSHIP_NO_EMAIL);
  const email = borrower.email;
  const due = hardshipDueDates(now);
  return storing(deps.log, () =>
    deps.db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: hardshipApplications.id })
        .from(hardshipApplications)
        .where(openHardshipOfLoan(customerLoanId))
        .for('update');
      if (open) throw new HttpError(409, HARDSHIP_ALREADY_OPEN);
      const [row] = await tx
        .insert(hardshipApplications)
        .values({
          reference: `new-${randomUUID()}`,
          customerLoanId,
          accountId: accountId ?? borrower.accountId,
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
