import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { identityGateMessages as messages } from '#content/staff-workspace.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import { may } from '#domain/staff/workflow-policy.ts';
import { accounts, enhancedDueDiligence, identityDocumentsSeen } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import { recordStaffAction } from '../staff/access.ts';
import { findForStaff, type WorkspaceDeps } from '../staff/workflow.ts';
import { FOUR_EYES, identityBlockOf, identityFacts, type FourEyesReview } from './identity-gate.ts';
import { idWithin } from './lending-documents.ts';

/** The lending deps (workspace-lending.ts's LendingDeps) these reviews use. */
interface ReviewDeps {
  services: Pick<ServiceDeps, 'db' | 'cipher'>;
  workspace: Pick<WorkspaceDeps, 'actor' | 'requestId' | 'now'>;
}

/** The encrypted column's field name (the cipher binds a value to it). */
export const SEEN_NUMBER_FIELD = 'identity_documents_seen.document_number';
export const IDENTITY_SEEN_ACTION = 'identity-documents-seen';

/**
 * The identity reviews behind the identity gate (issue 30 finding 2, decision 135): the documents
 * an officer saw, an approver's confirmation of them, enhanced due diligence on a politically
 * exposed person and an approver's sign-off of it. Each is audited as a staff action (without the
 * document's number); the confirming approver is never the officer who recorded it.
 */
export interface SeenDocuments {
  document: string;
  number: string;
  /** YYYY-MM-DD */
  expiresOn: string;
  note: string;
}

function audit(deps: ReviewDeps, applicationId: string, action: string, details: object) {
  return recordStaffAction(deps.services.db, deps.workspace, {
    applicationId,
    action,
    details: { ...details },
  });
}

/** Only an approver confirms or signs off (the workflow policy's `confirm-identity`). */
function mustConfirm(deps: ReviewDeps, refusal: string): void {
  const { actor } = deps.workspace;
  if (
    !may({ kind: 'staff', id: actor.id, roles: actor.roles, approvalLimit: 0 }, 'confirm-identity')
  )
    throw new HttpError(403, refusal);
}

/**
 * The officer records the identity documents seen (AML/CFT Act s 16; the code of practice's
 * documentary verification): what, its number (encrypted at rest) and its expiry, which must not
 * have passed on the New Zealand date.
 */
export async function recordDocumentsSeen(
  deps: ReviewDeps,
  reference: string,
  seen: SeenDocuments,
): Promise<{ id: string }> {
  const row = await findForStaff(deps.services.db, reference);
  if (seen.expiresOn < newZealandDate(deps.workspace.now))
    throw new HttpError(422, messages.expired, { expiresOn: messages.expired });
  const [stored] = await deps.services.db
    .insert(identityDocumentsSeen)
    .values({
      applicationId: row.id,
      document: seen.document,
      documentNumber: deps.services.cipher.encrypt(SEEN_NUMBER_FIELD, seen.number),
      expiresOn: seen.expiresOn,
      note: seen.note,
      recordedBy: deps.workspace.actor.id,
      recordedAt: deps.workspace.now,
    })
    .returning({ id: identityDocumentsSeen.id });
  await audit(deps, row.id, IDENTITY_SEEN_ACTION, {
    document: seen.document,
    expiresOn: seen.expiresOn,
  });
  return { id: stored!.id };
}

/**
 * An approver other than its recorder confirms a review (four eyes): who and when go in the
 * review's own columns; the refusals are in the review's words.
 */
async function confirmByAnother(
  deps: ReviewDeps,
  reference: string,
  id: string,
  kind: FourEyesReview,
): Promise<void> {
  const review = FOUR_EYES[kind];
  const refusals = messages[kind];
  const { table } = review;
  mustConfirm(deps, refusals.notApprover);
  const row = await findForStaff(deps.services.db, reference);
  const [found] = await deps.services.db
    .select({ recordedBy: table.recordedBy })
    .from(table)
    .where(idWithin(table, id, row.id));
  if (!found) throw new HttpError(404, refusals.missing);
  if (found.recordedBy === deps.workspace.actor.id) throw new HttpError(403, refusals.own);
  const done = await deps.services.db
    .update(table)
    .set(review.confirm(deps.workspace.actor.id, deps.workspace.now))
    .where(and(eq(table.id, id), isNull(review.confirmedBy)))
    .returning({ id: table.id });
  if (done.length === 0) throw new HttpError(409, refusals.done);
  await audit(deps, row.id, review.action, { id });
}

/** An approver, not the officer who recorded them, confirms the documents seen. */
export const confirmDocumentsSeen = (deps: ReviewDeps, reference: string, id: string) =>
  confirmByAnother(deps, reference, id, 'documentsSeen');

/** An approver (s 26(2)(a) senior management approval), not the recorder, signs it off. */
export const signOffDueDiligence = (deps: ReviewDeps, reference: string, id: string) =>
  confirmByAnother(deps, reference, id, 'dueDiligence');

/**
 * The officer records enhanced due diligence on a politically exposed person (AML/CFT Act s 22,
 * s 26(2)(b)): where the money for the loan comes from and how the person's wealth was made.
 */
export async function recordDueDiligence(
  deps: ReviewDeps,
  reference: string,
  diligence: { sourceOfFunds: string; sourceOfWealth: string },
): Promise<{ id: string }> {
  const row = await findForStaff(deps.services.db, reference);
  const facts = await identityFacts(deps.services.db, row.id);
  if (!facts.politicallyExposed) throw new HttpError(409, messages.noDueDiligenceNeeded);
  const [stored] = await deps.services.db
    .insert(enhancedDueDiligence)
    .values({
      applicationId: row.id,
      ...diligence,
      recordedBy: deps.workspace.actor.id,
      recordedAt: deps.workspace.now,
    })
    .returning({ id: enhancedDueDiligence.id });
  await audit(deps, row.id, 'due-diligence-recorded', { id: stored!.id });
  return { id: stored!.id };
}

/** Staff emails by account id, for who recorded and who confirmed (an unknown id shows as is). */
async function emailsOf(db: ServiceDeps['db'], ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: sql<string>`${accounts.id}::text`, email: accounts.email })
    .from(accounts)
    .where(inArray(sql`${accounts.id}::text`, wanted));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * The panel's identity reviews: the documents seen (the number's last three characters only), the
 * due diligence, whether this person may confirm them and why the gate still holds an approval.
 */
export async function identityReviews(
  deps: ReviewDeps,
  applicationId: string,
): Promise<Omit<LendingPanel['identity'], 'checks'>> {
  const { db, cipher } = deps.services;
  const [seen, diligence, facts] = await Promise.all([
    db
      .select()
      .from(identityDocumentsSeen)
      .where(eq(identityDocumentsSeen.applicationId, applicationId))
      .orderBy(desc(identityDocumentsSeen.recordedAt)),
    db
      .select()
      .from(enhancedDueDiligence)
      .where(eq(enhancedDueDiligence.applicationId, applicationId))
      .orderBy(desc(enhancedDueDiligence.recordedAt)),
    identityFacts(db, applicationId),
  ]);
  const emails = await emailsOf(db, [
    ...seen.flatMap((entry) => [entry.recordedBy, entry.confirmedBy]),
    ...diligence.flatMap((entry) => [entry.recordedBy, entry.signedOffBy]),
  ]);
  const who = (id: string | null) => (id === null ? null : (emails.get(id) ?? id));
  const { actor } = deps.workspace;
  // Who recorded a review and when, and whether it is this staff member's own (four eyes).
  const recorded = (entry: { recordedBy: string; recordedAt: Date }) => ({
    by: who(entry.recordedBy)!,
    at: entry.recordedAt.toISOString(),
    own: entry.recordedBy === actor.id,
  });
  return {
    block: identityBlockOf(facts),
    politicallyExposed: facts.politicallyExposed,
    sanctioned: facts.sanctioned,
    canConfirm: may(
      { kind: 'staff', id: actor.id, roles: actor.roles, approvalLimit: 0 },
      'confirm-identity',
    ),
    seen: seen.map((entry) => ({
      id: entry.id,
      document: entry.document,
      numberEnding: cipher.decrypt(SEEN_NUMBER_FIELD, entry.documentNumber).slice(-3),
      expiresOn: entry.expiresOn,
      note: entry.note,
      ...recorded(entry),
      confirmedBy: who(entry.confirmedBy),
      confirmedAt: entry.confirmedAt?.toISOString() ?? null,
    })),
    dueDiligence: diligence.map((entry) => ({
      id: entry.id,
      sourceOfFunds: entry.sourceOfFunds,
      sourceOfWealth: entry.sourceOfWealth,
      ...recorded(entry),
      signedOffBy: who(entry.signedOffBy),
      signedOffAt: entry.signedOffAt?.toISOString() ?? null,
    })),
  };
}
