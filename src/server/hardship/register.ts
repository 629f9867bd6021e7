import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { staffMessages } from '#content/staff-workspace.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import type {
  HardshipActionBody,
  HardshipDetail,
  HardshipRow,
} from '#domain/contracts/hardship.ts';
import {
  isOpenHardship,
  type HardshipArrangement,
  type HardshipChange,
  type HardshipLetterKind,
  type HardshipState,
} from '#domain/hardship/hardship.ts';
import { decideByAfterInformation } from '#domain/hardship/hardship-clock.ts';
import type { Database } from '../db/client.ts';
import {
  customerLoans,
  hardshipAnswers,
  hardshipApplications,
  hardshipLetters,
} from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import { recordStaffAction, type StaffMember } from '../staff/access.ts';
import { sendHardshipLetter } from './letters.ts';
import { HARDSHIP_NOT_WAITING, NO_SUCH_HARDSHIP } from './portal.ts';
import { servicing } from './servicing.ts';
import { variationDisclosurePdf } from './variation-disclosure.ts';

/** What the workspace's hardship services need: the app's, who acts, the request's id. */
export type HardshipDeps = Pick<ServiceDeps, 'db' | 'adapters' | 'clock'> & {
  actor: StaffMember;
  requestId: string | null;
};

export const HARDSHIP_DECIDED = 'This application is already decided.';
export const HARDSHIP_STARTS_PAST = 'The arrangement cannot start before today.';

type Found = {
  record: typeof hardshipApplications.$inferSelect;
  loan: typeof customerLoans.$inferSelect;
};

const rowOf = ({ record, loan }: Found): HardshipRow => ({
  reference: record.reference,
  loanNumber: loan.accountNumber,
  state: record.state as HardshipState,
  acknowledgeBy: record.acknowledgeBy,
  decideBy: record.decideBy,
  version: record.version,
});

/** The workspace's list: open applications by their decision date, then the decided, newest first. */
export async function listHardship(db: Database): Promise<{ rows: HardshipRow[] }> {
  const found = await db
    .select({ record: hardshipApplications, loan: customerLoans })
    .from(hardshipApplications)
    .innerJoin(customerLoans, eq(customerLoans.id, hardshipApplications.customerLoanId))
    .orderBy(
      sql`case when ${hardshipApplications.state} in ('agreed', 'refused') then 1 else 0 end`,
      asc(hardshipApplications.decideBy),
      desc(hardshipApplications.id),
    )
    .limit(500);
  return { rows: found.map(rowOf) };
}

async function findHardship(db: Pick<Database, 'select'>, reference: string): Promise<Found> {
  const [found] = await db
    .select({ record: hardshipApplications, loan: customerLoans })
    .from(hardshipApplications)
    .innerJoin(customerLoans, eq(customerLoans.id, hardshipApplications.customerLoanId))
    .where(eq(hardshipApplications.reference, reference));
  if (!found) throw new HttpError(404, NO_SUCH_HARDSHIP);
  return found;
}

/** One application with the loan's payments now and its letters. */
export async function hardshipDetail(
  deps: Pick<ServiceDeps, 'db' | 'adapters'>,
  reference: string,
): Promise<HardshipDetail> {
  const found = await findHardship(deps.db, reference);
  const { record } = found;
  const [letters, answers, loan] = await Promise.all([
    deps.db
      .select()
      .from(hardshipLetters)
      .where(eq(hardshipLetters.hardshipId, record.id))
      .orderBy(asc(hardshipLetters.id)),
    deps.db
      .select()
      .from(hardshipAnswers)
      .where(eq(hardshipAnswers.hardshipId, record.id))
      .orderBy(asc(hardshipAnswers.id)),
    servicing(() => deps.adapters.loanServicing.readLoan(found.loan.servicingLoanId)),
  ]);
  return {
    ...rowOf(found),
    firstName: record.firstName,
    whatHappened: record.whatHappened,
    canPayCents: record.canPayCents,
    months: record.months,
    change: record.change as HardshipChange,
    receivedAt: record.receivedAt.toISOString(),
    informationRequest: record.informationRequest,
    arrangement: (record.arrangement as HardshipArrangement | null) ?? null,
    reasons: record.reasons,
    answers: answers.map((answer) => ({
      request: answer.request,
      answer: answer.answer,
      at: answer.receivedAt.toISOString(),
    })),
    instalments: loan?.instalments ?? [],
    letters: letters.map((letter) => ({
      kind: letter.kind as HardshipLetterKind,
      subject: letter.subject,
      at: letter.createdAt.toISOString(),
    })),
  };
}

/**
 * Moves the application (s 57A) with the version the page showed (412 when someone changed it
 * meanwhile), the staff audit row and, when there is one, the letter, in one transaction.
 */
async function move(
  deps: HardshipDeps,
  found: Found,
  version: number,
  set: Partial<typeof hardshipApplications.$inferInsert>,
  letter: HardshipLetterKind | null,
): Promise<void> {
  const { record } = found;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(hardshipApplications)
      .set({ ...set, version: version + 1 })
      .where(and(eq(hardshipApplications.id, record.id), eq(hardshipApplications.version, version)))
      .returning({ decideBy: hardshipApplications.decideBy });
    if (changed.length === 0) throw new HttpError(412, staffMessages.changedMeanwhile);
    const action = `hardship-${set.state ?? record.state}`;
    const entry = { applicationId: null, action, details: { hardship: record.reference } };
    await recordStaffAction(tx, { actor: deps.actor, requestId: deps.requestId, now }, entry);
    if (letter)
      await sendHardshipLetter(tx, { ...record, decideBy: changed[0]!.decideBy }, letter, now);
  });
}

/** The officer's action on an application (issue 32): ask, record the answer, agree or refuse. */
export async function actOnHardship(
  deps: HardshipDeps,
  reference: string,
  body: HardshipActionBody,
): Promise<HardshipDetail> {
  const found = await findHardship(deps.db, reference);
  const state = found.record.state as HardshipState;
  if (!isOpenHardship(state)) throw new HttpError(409, HARDSHIP_DECIDED);
  if (found.record.version !== body.version)
    throw new HttpError(412, staffMessages.changedMeanwhile);
  const now = deps.clock();
  if (body.action === 'request-information')
    // s 57A: the decision's clock stands still until the information is received.
    await move(
      deps,
      found,
      body.version,
      {
        state: 'information-requested',
        informationRequest: body.request,
        informationRequestedAt: now,
        decideBy: null,
      },
      'information-request',
    );
  else if (body.action === 'information-received') {
    if (state !== 'information-requested') throw new HttpError(409, HARDSHIP_NOT_WAITING);
    // s 57A: 20 working days again, from the day the information is received.
    await move(
      deps,
      found,
      body.version,
      { state: 'received', informationReceivedAt: now, decideBy: decideByAfterInformation(now) },
      null,
    );
  } else if (body.action === 'refuse')
    await move(
      deps,
      found,
      body.version,
      { state: 'refused', reasons: body.reasons, decidedAt: now, decidedBy: deps.actor.id },
      'refused',
    );
  else await agree(deps, found, body);
  return hardshipDetail(deps, reference);
}

/**
 * Agrees an arrangement: posted to the servicing system (keyed by our reference, so a retry books
 * it once), the variation disclosure (s 22) made from the loan as booked and kept, then the
 * application agreed with its letter.
 */
async function agree(
  deps: HardshipDeps,
  found: Found,
  body: { version: number; startsOn: string; months: number; paymentCents: number },
): Promise<void> {
  const now = deps.clock();
  const today = newZealandDate(now);
  if (body.startsOn < today)
    throw new HttpError(422, HARDSHIP_STARTS_PAST, { startsOn: HARDSHIP_STARTS_PAST });
  const arrangement: HardshipArrangement = {
    startsOn: body.startsOn,
    months: body.months,
    paymentCents: body.paymentCents,
  };
  const loan = await servicing(() =>
    deps.adapters.loanServicing.rescheduleLoan(found.loan.servicingLoanId, {
      externalId: found.record.reference,
      arrangement,
      agreedOn: today,
    }),
  );
  const pdf = await variationDisclosurePdf({
    reference: found.record.reference,
    loan,
    arrangement,
    issuedAt: now,
  });
  const storageReference = await deps.adapters.storage.put(pdf, { contentType: 'application/pdf' });
  await move(
    deps,
    found,
    body.version,
    {
      state: 'agreed',
      arrangement: arrangement as unknown as Record<string, unknown>,
      decidedAt: now,
      decidedBy: deps.actor.id,
      disclosureStorageReference: storageReference,
      disclosureSha256: createHash('sha256').update(pdf).digest('hex'),
    },
    'agreed',
  );
}
