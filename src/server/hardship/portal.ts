import { and, asc, eq, inArray } from 'drizzle-orm';
import { API } from '#domain/contracts/wire.ts';
import type { HardshipAnswerBody, HardshipLoan, HardshipView } from '#domain/contracts/hardship.ts';
import {
  HARDSHIP_ANSWER_RULES,
  hardshipContext,
  type HardshipArrangement,
  type HardshipChange,
  type HardshipState,
} from '#domain/hardship/hardship.ts';
import { decideByAfterInformation } from '#domain/hardship/hardship-clock.ts';
import { hardshipAnswers, hardshipApplications } from '../db/schema/index.ts';
import { checkForm, storing } from '../form-check.ts';
import { HttpError } from '../http-error.ts';
import { loansOfAccount } from '../loans/book-loan.ts';
import type { ServiceDeps } from '../services.ts';
import { servicing } from './servicing.ts';

export const NO_SUCH_HARDSHIP = 'There is no hardship application with that reference.';
export const HARDSHIP_NOT_WAITING = 'No request for information is open on this application.';

type HardshipRecord = typeof hardshipApplications.$inferSelect;

export function hardshipView(record: HardshipRecord, loanNumber: string): HardshipView {
  return {
    reference: record.reference,
    loanNumber,
    state: record.state as HardshipState,
    change: record.change as HardshipChange,
    receivedAt: record.receivedAt.toISOString(),
    decideBy: record.decideBy,
    informationRequest: record.state === 'information-requested' ? record.informationRequest : null,
    arrangement: (record.arrangement as HardshipArrangement | null) ?? null,
    reasons: record.reasons,
    disclosureHref: record.disclosureStorageReference
      ? API.accountHardshipDisclosure.path.replace(':reference', record.reference)
      : null,
  };
}

/**
 * The portal's hardship page (issue 32): each of the customer's loans with its payments as the
 * servicing system has them now (an agreed arrangement shows in them) and its hardship
 * applications with their outcome, newest first.
 */
export async function accountHardship(
  deps: Pick<ServiceDeps, 'db' | 'adapters'>,
  accountId: string,
): Promise<{ loans: HardshipLoan[] }> {
  const loans = await loansOfAccount(deps, accountId);
  if (loans.length === 0) return { loans: [] };
  const records = await deps.db
    .select()
    .from(hardshipApplications)
    .where(
      inArray(
        hardshipApplications.customerLoanId,
        loans.map((loan) => loan.id),
      ),
    )
    .orderBy(asc(hardshipApplications.id));
  const read = await servicing(() =>
    Promise.all(loans.map((loan) => deps.adapters.loanServicing.readLoan(loan.servicingLoanId))),
  );
  return {
    loans: loans.map((loan, index) => {
      const booked = read[index];
      return {
        loanNumber: loan.accountNumber,
        balanceCents: booked?.summary.balanceCents ?? 0,
        arrearsDays: booked?.summary.arrearsDays ?? 0,
        instalments: booked?.instalments ?? [],
        applications: records
          .filter((record) => record.customerLoanId === loan.id)
          .reverse()
          .map((record) => hardshipView(record, loan.accountNumber)),
      };
    }),
  };
}

/** One of the customer's own hardship applications: never found by its reference alone. */
const ownHardship = (accountId: string, reference: string) =>
  and(eq(hardshipApplications.reference, reference), eq(hardshipApplications.accountId, accountId));

/** The variation disclosure of one of the customer's own applications (never by reference alone). */
export async function hardshipDisclosureFile(
  deps: Pick<ServiceDeps, 'db' | 'adapters'>,
  accountId: string,
  reference: string,
): Promise<Buffer> {
  const [record] = await deps.db
    .select()
    .from(hardshipApplications)
    .where(ownHardship(accountId, reference));
  const bytes = record?.disclosureStorageReference
    ? await deps.adapters.storage.get(record.disclosureStorageReference)
    : null;
  if (!bytes) throw new HttpError(404, NO_SUCH_HARDSHIP);
  return bytes;
}

/**
 * The borrower's answer to the officer's request for information, in the portal (decision 156):
 * on one of the customer's own applications (404 otherwise, never by reference alone) with a
 * request open (409 otherwise). It is received the moment it is sent, so, as when the officer
 * records information received, the decision's 20 working days start again from today
 * (CCCFA s 57A(1)(b)); the answer is kept with the request it answers, for the officer.
 */
export async function answerInformationRequest(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log'>,
  accountId: string,
  reference: string,
  body: HardshipAnswerBody,
): Promise<{ reference: string; decideBy: string }> {
  const now = deps.clock();
  checkForm(HARDSHIP_ANSWER_RULES, hardshipContext(body, now));
  const decideBy = decideByAfterInformation(now);
  return storing(deps.log, () =>
    deps.db.transaction(async (tx) => {
      const [record] = await tx
        .select()
        .from(hardshipApplications)
        .where(ownHardship(accountId, reference))
        .for('update');
      if (!record) throw new HttpError(404, NO_SUCH_HARDSHIP);
      if (record.state !== 'information-requested') throw new HttpError(409, HARDSHIP_NOT_WAITING);
      await tx.insert(hardshipAnswers).values({
        hardshipId: record.id,
        request: record.informationRequest ?? '',
        answer: body.Answer.trim(),
        receivedAt: now,
      });
      await tx
        .update(hardshipApplications)
        .set({
          state: 'received',
          informationReceivedAt: now,
          decideBy,
          version: record.version + 1,
        })
        .where(eq(hardshipApplications.id, record.id));
      return { reference, decideBy };
    }),
  );
}
