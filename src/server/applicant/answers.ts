import { and, eq } from 'drizzle-orm';
import { applicantStatusMessages as messages } from '#content/applicant-status.ts';
import type { Database } from '../db/client.ts';
import { applications, informationRequests, staffActions, uploads } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import { NOT_ALLOWED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../session/guards.ts';
import { storeUploadedFile } from '../uploads/store-upload.ts';
import type { WorkflowEvent } from '#domain/staff/workflow-policy.ts';
import {
  touchWorkflow,
  writeTransition,
  type Transaction,
  type TransitionRequest,
  type TransitionResult,
} from '../workflow/transition.ts';

/** Who answers: the signed-in owner, or a session that opened the status link (decision 093). */
export type ApplicantDeps = Pick<
  ServiceDeps,
  'db' | 'adapters' | 'clock' | 'log' | 'actor' | 'requestId'
> & { statusApplicationId: string | null };
export type ApplicantRow = typeof applications.$inferSelect;

/** The staff history's actor of what the applicant does. */
export const APPLICANT_ACTOR = 'applicant';

/**
 * A submitted application its applicant may see: 401 for a visitor with neither a session nor an
 * opened status link, 403 for a broker or staff, and one 404 for an unknown reference and
 * someone else's application.
 */
export async function applicantApplication(
  deps: Pick<ApplicantDeps, 'db' | 'actor' | 'statusApplicationId'>,
  reference: string,
): Promise<ApplicantRow> {
  const { actor } = deps;
  if (actor.kind === 'anonymous' && !deps.statusApplicationId)
    throw new HttpError(401, SIGN_IN_REQUIRED_MESSAGE);
  if (actor.kind === 'broker' || actor.kind === 'staff')
    throw new HttpError(403, NOT_ALLOWED_MESSAGE);
  const [row] = await deps.db
    .select()
    .from(applications)
    .where(
      and(eq(applications.referenceNumber, Number(reference)), eq(applications.complete, true)),
    )
    .limit(1);
  const theirs =
    row &&
    ((actor.kind === 'customer' && row.ownerAccountId === actor.id) ||
      row.id === deps.statusApplicationId);
  if (!row || !theirs) throw new HttpError(404, messages.notFound);
  return row;
}

/** The item the applicant answers: requested now, of this application, or 409. */
async function openItem(
  db: Database,
  row: ApplicantRow,
  id: number,
  kind: 'document' | 'question',
) {
  const [item] = await db
    .select()
    .from(informationRequests)
    .where(and(eq(informationRequests.id, id), eq(informationRequests.applicationId, row.id)));
  if (!item || item.state !== 'requested') throw new HttpError(409, messages.noSuchRequest);
  if (item.kind !== kind)
    throw new HttpError(
      422,
      kind === 'question' ? messages.documentExpected : messages.answerExpected,
    );
  return item;
}

type Tx = Transaction;

/**
 * Marks an item received in the transaction that stores what was sent; when nothing requested is
 * left, the application returns to review (the machine's `information-received`). Every send moves
 * the workflow version on, so a staff page showing the item still requested is stale (412).
 */
async function markReceived(
  tx: Tx,
  deps: ApplicantDeps,
  row: ApplicantRow,
  itemId: number,
  sent: { answer: string } | { uploadReference: string },
): Promise<void> {
  const now = deps.clock();
  const [marked] = await tx
    .update(informationRequests)
    .set({ ...sent, state: 'received', receivedAt: now })
    .where(and(eq(informationRequests.id, itemId), eq(informationRequests.state, 'requested')))
    .returning({ id: informationRequests.id });
  if (!marked) throw new HttpError(409, messages.noSuchRequest);
  await tx.insert(staffActions).values({
    actorId: APPLICANT_ACTOR,
    requestId: deps.requestId,
    applicationId: row.id,
    createdAt: now,
    action: 'information-sent',
    details: { item: itemId },
  });
  const [left] = await tx
    .select({ id: informationRequests.id })
    .from(informationRequests)
    .where(
      and(
        eq(informationRequests.applicationId, row.id),
        eq(informationRequests.state, 'requested'),
      ),
    )
    .limit(1);
  // Everything asked for is in: the policy's `information-complete`, through the one writer. If
  // staff moved the application meanwhile, what was sent still moves the version on.
  const back = left
    ? null
    : await writeApplicantTransition(tx, {
        applicationId: row.id,
        event: 'information-complete',
        action: 'returned-to-review',
        requestId: deps.requestId,
        now,
      });
  if (!back?.ok) await touchWorkflow(tx, row.id, null);
}

/** The applicant's answer to a question (decision 092). */
export async function answerQuestion(
  deps: ApplicantDeps,
  row: ApplicantRow,
  itemId: number,
  answer: string,
): Promise<void> {
  await openItem(deps.db, row, itemId, 'question');
  await deps.db.transaction((tx) => markReceived(tx, deps, row, itemId, { answer }));
}

/**
 * The applicant's document for an item, through the ID uploads' checks (5 MB; jpg, jpeg, png,
 * gif, pdf judged by content; no active content) and storage; staff open it through the server.
 */
export async function sendDocument(
  deps: ApplicantDeps,
  row: ApplicantRow,
  itemId: number,
  file: { name: string; bytes: Buffer },
): Promise<void> {
  const item = await openItem(deps.db, row, itemId, 'document');
  await storeUploadedFile(deps, file, (stored) =>
    deps.db.transaction(async (tx) => {
      await tx.insert(uploads).values({
        ...stored,
        applicationId: row.id,
        kind: `requested-${item.document ?? 'document'}`,
        uploadedByKind: deps.actor.kind,
        uploadedById: deps.actor.kind === 'anonymous' ? null : deps.actor.id,
        createdAt: deps.clock(),
      });
      await markReceived(tx, deps, row, itemId, { uploadReference: stored.reference });
    }),
  );
}

/**
 * The applicant withdraws their application while it is undecided (issue 29 "What to build" 2),
 * from the portal or the status link, through the one writer: the policy refuses a decided one
 * (409). Staff see it withdrawn in the queue; the history records the applicant as its actor.
 */
export async function withdrawApplication(
  deps: Pick<ApplicantDeps, 'db' | 'clock' | 'requestId'>,
  row: ApplicantRow,
): Promise<{ status: string }> {
  const result = await deps.db.transaction((tx) =>
    writeApplicantTransition(tx, {
      applicationId: row.id,
      event: 'withdraw',
      action: 'withdrawn',
      requestId: deps.requestId,
      now: deps.clock(),
    }),
  );
  if (!result.ok) throw new HttpError(409, messages.cannotWithdraw);
  return { status: result.status };
}

/**
 * A step the applicant takes on their own application (withdraw, sign the offer, cancel the loan)
 * through the one writer: the applicant acts on it as it is now (no version), and the history
 * names them as its actor.
 */
export function writeApplicantTransition(
  tx: Transaction,
  step: {
    applicationId: string;
    event: WorkflowEvent;
    action: string;
    requestId: string | null;
    now: Date;
    facts?: TransitionRequest['facts'];
  },
): Promise<TransitionResult> {
  const { action, requestId, ...request } = step;
  return writeTransition(tx, {
    ...request,
    actor: { kind: 'applicant' },
    version: null,
    audit: { actorId: APPLICANT_ACTOR, requestId, action },
  });
}
