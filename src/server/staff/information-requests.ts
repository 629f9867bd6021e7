import { and, eq, inArray } from 'drizzle-orm';
import {
  IDENTITY_DOCUMENT_REQUEST,
  informationRequestMessages as messages,
  requestableDocuments,
  staffMessages,
} from '#content/staff-workspace.ts';
import { informationRequestEmail } from '#content/applicant-status.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { addWorkingDays } from '#domain/calendar/working-days.ts';
import type { RequestInformationRequest } from '#domain/contracts/staff.ts';
import { DEFAULT_DUE_WORKING_DAYS } from '#domain/staff/information-requests.ts';
import type { ApplicationStatus } from '#domain/staff/status.ts';
import { judge } from '#domain/staff/workflow-policy.ts';
import { informationRequests } from '../db/schema/index.ts';
import { emailApplicant } from '../applicant/status-links.ts';
import { HttpError } from '../http-error.ts';
import { touchWorkflow, type Transaction } from '../workflow/transition.ts';
import { recordStaffAction } from './access.ts';
import {
  changeAsStaff,
  findForStaff,
  type StaffStep,
  workflowActor,
  type WorkspaceDeps,
  type WorkspaceRow,
} from './workflow.ts';

export type RequestDeps = WorkspaceDeps;
type Changed = { status: ApplicationStatus; version: number };

const documentLabel = (id: string) => requestableDocuments.find((d) => d.id === id)?.label ?? id;

/** The application at the version the page showed, or the 412. */
async function current(deps: WorkspaceDeps, reference: string, version: number) {
  const row = await findForStaff(deps.db, reference);
  if (row.workflowVersion !== version) throw new HttpError(412, staffMessages.changedMeanwhile);
  return row;
}

function emailRequest(
  deps: RequestDeps,
  tx: Parameters<typeof emailApplicant>[0],
  row: WorkspaceRow,
) {
  return emailApplicant(
    tx,
    row,
    { ...deps.links, now: deps.now },
    { kind: 'information-request', ...informationRequestEmail },
  );
}

/**
 * Asks the applicant for documents from the configured list and/or a question (issue 20 "An
 * application" 4, decision 092), due in New Zealand working days. The application becomes
 * "information requested" and the applicant is emailed (first name, reference, status link).
 */
export async function requestInformation(
  deps: RequestDeps,
  reference: string,
  body: RequestInformationRequest,
): Promise<Changed & { dueDate: string }> {
  const documents = [...new Set(body.documents ?? [])];
  const question = body.question?.trim() ?? '';
  if (documents.length === 0 && question === '')
    throw new HttpError(422, messages.nothingRequested, { documents: messages.nothingRequested });
  if (documents.some((id) => !requestableDocuments.some((d) => d.id === id)))
    throw new HttpError(422, messages.unknownDocument, { documents: messages.unknownDocument });
  const row = await current(deps, reference, body.version);
  const dueDate = addWorkingDays(newZealandDate(deps.now), body.dueInWorkingDays);
  const item = { applicationId: row.id, dueDate, requestedBy: deps.actor.id, createdAt: deps.now };
  const step = {
    version: body.version,
    action: 'information-requested',
    details: { documents, question: question !== '', dueDate },
  };
  const changed = await askApplicant(deps, row, step, (tx) =>
    tx
      .insert(informationRequests)
      .values([
        ...documents.map((document) => ({ ...item, kind: 'document', document })),
        ...(question ? [{ ...item, kind: 'question', question }] : []),
      ]),
  );
  return { status: changed.status, version: changed.version, dueDate };
}

/**
 * The application becomes "information requested" (the policy's `request-information`), what is
 * asked is written (`write`) and the applicant is emailed: in one transaction.
 */
function askApplicant(
  deps: RequestDeps,
  row: WorkspaceRow,
  step: Omit<StaffStep, 'event'>,
  write: (tx: Transaction) => Promise<unknown>,
): Promise<Changed> {
  return changeAsStaff(deps, row, { event: 'request-information', ...step }, async (tx) => {
    await write(tx);
    await emailRequest(deps, tx, row);
  });
}

async function itemOf(deps: WorkspaceDeps, row: WorkspaceRow, id: number) {
  const [item] = await deps.db
    .select()
    .from(informationRequests)
    .where(and(eq(informationRequests.id, id), eq(informationRequests.applicationId, row.id)));
  if (!item) throw new HttpError(404, messages.noSuchItem);
  if (item.state === 'accepted' || item.state === 'replaced')
    throw new HttpError(409, messages.alreadyClosed);
  if (item.state !== 'received') throw new HttpError(409, messages.notReceived);
  return item;
}

/** Accepts what the applicant sent for one item (decision 092). */
export async function acceptItem(
  deps: WorkspaceDeps,
  reference: string,
  id: number,
  version: number,
): Promise<Changed> {
  const row = await current(deps, reference, version);
  const item = await itemOf(deps, row, id);
  const changed = await deps.db.transaction(async (tx) => {
    const updated = await touchWorkflow(tx, row.id, version);
    if (!updated) return undefined;
    await tx
      .update(informationRequests)
      .set({ state: 'accepted', acceptedBy: deps.actor.id, acceptedAt: deps.now })
      .where(eq(informationRequests.id, item.id));
    await recordStaffAction(tx, deps, {
      applicationId: row.id,
      action: 'information-accepted',
      details: { item: item.id },
    });
    return updated;
  });
  if (!changed) throw new HttpError(412, staffMessages.changedMeanwhile);
  return changed;
}

/**
 * Asks again for one item with a reason the applicant sees (decision 092): the item closes
 * (`replaced`), a new one names it, and the application is "information requested" again.
 */
export async function askAgain(
  deps: RequestDeps,
  reference: string,
  id: number,
  body: { reason: string; version: number },
): Promise<Changed> {
  const row = await current(deps, reference, body.version);
  const item = await itemOf(deps, row, id);
  const dueDate = addWorkingDays(newZealandDate(deps.now), DEFAULT_DUE_WORKING_DAYS);
  const step = {
    version: body.version,
    action: 'information-asked-again',
    details: { item: item.id, what: item.document ?? 'question' },
  };
  const changed = await askApplicant(deps, row, step, async (tx) => {
    await tx
      .update(informationRequests)
      .set({ state: 'replaced', replacedAt: deps.now })
      .where(eq(informationRequests.id, item.id));
    await tx.insert(informationRequests).values({
      applicationId: row.id,
      kind: item.kind,
      document: item.document,
      question: item.question,
      dueDate,
      askAgainReason: body.reason,
      previousId: item.id,
      requestedBy: deps.actor.id,
      createdAt: deps.now,
    });
  });
  return { status: changed.status, version: changed.version };
}

/** What an item asks for, in words: the document's label or the question. */
export function itemLabel(item: { document: string | null; question: string | null }): string {
  return item.document ? documentLabel(item.document) : (item.question ?? '');
}

/**
 * Asks the applicant for an identity document automatically when the electronic check cannot
 * verify them (issue 30 finding 2; AML/CFT Act s 16 and the Amended Identity Verification Code of
 * Practice's documentary route), as the officer who ran the check, due in the default working
 * days. Nothing is asked when such a request is still open, or when the application's status
 * does not take an information request (the workflow policy): answers whether it asked.
 */
export async function requestIdentityDocuments(
  deps: RequestDeps,
  reference: string,
): Promise<boolean> {
  const row = await findForStaff(deps.db, reference);
  const open = await deps.db
    .select({ id: informationRequests.id })
    .from(informationRequests)
    .where(
      and(
        eq(informationRequests.applicationId, row.id),
        eq(informationRequests.document, IDENTITY_DOCUMENT_REQUEST),
        inArray(informationRequests.state, ['requested', 'received']),
      ),
    );
  if (open.length > 0) return false;
  const actor = await workflowActor(deps);
  if (
    !judge('request-information', actor, {
      status: row.status as ApplicationStatus,
      openProposal: null,
      approvalBlock: null,
      identityBlock: null,
    }).ok
  )
    return false;
  await requestInformation(deps, reference, {
    documents: [IDENTITY_DOCUMENT_REQUEST],
    dueInWorkingDays: DEFAULT_DUE_WORKING_DAYS,
    version: row.workflowVersion,
  });
  return true;
}
