import { and, asc, desc, eq, inArray, lte, notExists, or, sql } from 'drizzle-orm';
import { staffMessages } from '#content/staff-workspace.ts';
import {
  CLOSED_STATES,
  isOpen,
  mayMove,
  type ComplaintCategory,
  type ComplaintLetterKind,
  type ComplaintOutcome,
  type ComplaintState,
} from '#domain/complaints/register.ts';
import type { ComplaintDetail, ComplaintRow } from '#domain/contracts/complaints.ts';
import { COMPLAINT_NEEDS_OUTCOME } from '#domain/staff/form-rules.ts';
import type { Database } from '../db/client.ts';
import { accounts, complaintLetters, complaintNotes, complaints } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { recordStaffAction, type StaffMember } from '../staff/access.ts';
import { sendComplaintLetter } from './letters.ts';

/** What the register's services need: the database, who acts, the request's id, and when. */
export interface ComplaintDeps {
  db: Database;
  actor: StaffMember;
  requestId: string | null;
  now: Date;
}

export const COMPLAINT_NOT_FOUND = 'There is no complaint with that reference.';
export const COMPLAINT_MOVE_REFUSED = 'A complaint in this state cannot move there.';
export const COMPLAINT_NOT_STAFF = 'Choose an officer or approver.';

type ComplaintRecord = typeof complaints.$inferSelect;

const row = (
  record: ComplaintRecord,
  owner: { id: string; email: string } | null,
): ComplaintRow => {
  const state = record.state as ComplaintState;
  return {
    reference: record.reference,
    category: record.category as ComplaintCategory,
    name: record.name,
    state,
    outcome: (record.outcome as ComplaintOutcome | null) ?? null,
    owner,
    receivedAt: record.receivedAt.toISOString(),
    acknowledgeBy: record.acknowledgeBy,
    resolveBy: record.resolveBy,
    schemeFrom: record.schemeFrom,
    dueOn: !isOpen(state) ? null : state === 'received' ? record.acknowledgeBy : record.resolveBy,
    version: record.version,
  };
};

/** The register: open complaints by their due date, then the closed ones, newest first. */
export async function listComplaints(db: Database): Promise<{ rows: ComplaintRow[] }> {
  const found = await db
    .select({ complaint: complaints, ownerEmail: accounts.email })
    .from(complaints)
    .leftJoin(accounts, eq(accounts.id, complaints.ownerId))
    .orderBy(
      sql`case when ${complaints.state} in ('resolved', 'deadlocked') then 1 else 0 end`,
      asc(complaints.resolveBy),
      desc(complaints.id),
    )
    .limit(500);
  return {
    rows: found.map(({ complaint, ownerEmail }) =>
      row(complaint, complaint.ownerId ? { id: complaint.ownerId, email: ownerEmail ?? '' } : null),
    ),
  };
}

async function findComplaint(db: Database, reference: string): Promise<ComplaintRecord> {
  const [found] = await db
    .select()
    .from(complaints)
    .where(eq(complaints.reference, reference))
    .limit(1);
  if (!found) throw new HttpError(404, COMPLAINT_NOT_FOUND);
  return found;
}

/** One complaint with its notes, its letters and the staff it may be assigned to. */
export async function complaintDetail(db: Database, reference: string): Promise<ComplaintDetail> {
  const record = await findComplaint(db, reference);
  const [notes, letters, staff] = await Promise.all([
    db
      .select({ note: complaintNotes, author: accounts.email })
      .from(complaintNotes)
      .leftJoin(accounts, eq(accounts.id, complaintNotes.authorId))
      .where(eq(complaintNotes.complaintId, record.id))
      .orderBy(asc(complaintNotes.id)),
    db
      .select()
      .from(complaintLetters)
      .where(eq(complaintLetters.complaintId, record.id))
      .orderBy(asc(complaintLetters.id)),
    db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.kind, 'staff'))
      .orderBy(asc(accounts.email)),
  ]);
  const owner = staff.find((member) => member.id === record.ownerId) ?? null;
  return {
    ...row(record, record.ownerId ? (owner ?? { id: record.ownerId, email: '' }) : null),
    whatWentWrong: record.whatWentWrong,
    putRight: record.putRight,
    email: record.email,
    phone: record.phone,
    notes: notes.map(({ note, author }) => ({
      id: note.id,
      author: author ?? '',
      text: note.text,
      at: note.createdAt.toISOString(),
    })),
    letters: letters.map((letter) => ({
      kind: letter.kind as ComplaintLetterKind,
      subject: letter.subject,
      text: letter.text,
      at: letter.createdAt.toISOString(),
    })),
    staff,
  };
}

/** Bumps the version the page showed, or 412 when someone changed the complaint meanwhile. */
async function bump(
  tx: Pick<Database, 'update'>,
  record: ComplaintRecord,
  version: number,
  set: Partial<ComplaintRecord>,
): Promise<void> {
  const changed = await tx
    .update(complaints)
    .set({ ...set, version: version + 1 })
    .where(and(eq(complaints.id, record.id), eq(complaints.version, version)))
    .returning({ id: complaints.id });
  if (changed.length === 0) throw new HttpError(412, staffMessages.changedMeanwhile);
}

/** Gives a complaint its owner: the caller (`me`) or another officer or approver. */
export async function assignComplaint(
  deps: ComplaintDeps,
  reference: string,
  to: string,
  version: number,
): Promise<ComplaintDetail> {
  const record = await findComplaint(deps.db, reference);
  const ownerId = to === 'me' ? deps.actor.id : to;
  const [member] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, ownerId), eq(accounts.kind, 'staff')));
  if (!member) throw new HttpError(422, COMPLAINT_NOT_STAFF, { to: COMPLAINT_NOT_STAFF });
  await deps.db.transaction(async (tx) => {
    await bump(tx, record, version, { ownerId });
    await recordStaffAction(tx, deps, {
      applicationId: null,
      action: 'complaint-assigned',
      details: { complaint: reference, from: record.ownerId, to: ownerId },
    });
  });
  return complaintDetail(deps.db, reference);
}

/** The letter a move sends: the resolution, or the deadlock letter naming the scheme. */
const LETTER_OF: Partial<Record<ComplaintState, ComplaintLetterKind>> = {
  resolved: 'resolution',
  deadlocked: 'deadlock',
};

/**
 * The register's one state writer (decision 141): received → acknowledged → investigating →
 * resolved (with its outcome) or deadlocked. Closing sends the letter of the close in the same
 * transaction: a resolution, or a deadlock letter that tells the complainant they may go to the
 * scheme, naming it (FSCL: a deadlock ends the provider's internal process).
 */
export async function moveComplaint(
  deps: ComplaintDeps,
  reference: string,
  move: { to: ComplaintState; outcome?: ComplaintOutcome; version: number },
): Promise<ComplaintDetail> {
  const record = await findComplaint(deps.db, reference);
  if (!mayMove(record.state as ComplaintState, move.to))
    throw new HttpError(409, COMPLAINT_MOVE_REFUSED);
  if (move.to === 'resolved' && !move.outcome)
    throw new HttpError(422, COMPLAINT_NEEDS_OUTCOME, { outcome: COMPLAINT_NEEDS_OUTCOME });
  const closes = CLOSED_STATES.includes(move.to);
  await deps.db.transaction(async (tx) => {
    await bump(tx, record, move.version, {
      state: move.to,
      outcome: move.to === 'resolved' ? move.outcome! : null,
      closedAt: closes ? deps.now : null,
      ownerId: record.ownerId ?? deps.actor.id,
    });
    const letter = LETTER_OF[move.to];
    if (letter) await sendComplaintLetter(tx, record, letter, deps.actor.id, deps.now);
    await recordStaffAction(tx, deps, {
      applicationId: null,
      action: 'complaint-moved',
      details: { complaint: reference, from: record.state, to: move.to, outcome: move.outcome },
    });
  });
  return complaintDetail(deps.db, reference);
}

export async function addComplaintNote(
  deps: ComplaintDeps,
  reference: string,
  text: string,
): Promise<ComplaintDetail> {
  const record = await findComplaint(deps.db, reference);
  await deps.db
    .insert(complaintNotes)
    .values({ complaintId: record.id, authorId: deps.actor.id, text, createdAt: deps.now });
  return complaintDetail(deps.db, reference);
}

/**
 * The complaints past the scheme's waiting time (the lender's configured working days, FSCL's 40)
 * still open and not yet told: each gets the letter naming the scheme, once (issue 32). Run by the
 * queue's job each hour; `today` is the NZ date of the app's clock.
 */
export async function sendSchemeLetters(
  deps: { db: Database; now: Date },
  today: string,
): Promise<number> {
  const due = await deps.db
    .select()
    .from(complaints)
    .where(
      and(
        inArray(complaints.state, ['received', 'acknowledged', 'investigating']),
        lte(complaints.schemeFrom, today),
        notExists(
          deps.db
            .select({ id: complaintLetters.id })
            .from(complaintLetters)
            .where(
              and(
                eq(complaintLetters.complaintId, complaints.id),
                or(eq(complaintLetters.kind, 'scheme-open'), eq(complaintLetters.kind, 'deadlock')),
              ),
            ),
        ),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const record of due)
    if (
      await deps.db.transaction((tx) =>
        sendComplaintLetter(tx, record, 'scheme-open', null, deps.now),
      )
    )
      sent += 1;
  return sent;
}
