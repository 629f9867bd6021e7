import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { documentsFromUsWords } from '#content/applicant-status.ts';
import {
  DOCUMENT_FROM_US_KINDS,
  type AffordabilityCopyState,
  type DocumentFromUs,
  type DocumentFromUsKind,
} from '#domain/account/application-status.ts';
import { addWorkingDays } from '#domain/calendar/working-days.ts';
import { API } from '#domain/contracts/wire.ts';
import type { Database } from '../db/client.ts';
import {
  affordabilityCopyRequests,
  affordabilityRecords,
  lendingDocuments,
} from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import { coolingOffEnds } from './documents/disclosure.ts';
import { documentOfApplication, recordDelivery } from './lending-documents.ts';

/** CCCFA s 9CA(2): a copy of the record within 20 working days of the request. */
export const COPY_DUE_WORKING_DAYS = 20;

export const NO_SUCH_DOCUMENT_MESSAGE = 'There is no such document.';
export const NO_RECORD_TO_COPY_MESSAGE =
  'We have no affordability record for this application yet.';

/** The application the applicant may see (applicantApplication checked it: owner or status link). */
interface ApplicantsApplication {
  id: string;
  referenceNumber: number;
}

const hrefOf = (reference: number, id: string) =>
  API.applicantDocumentFromUs.path.replace(':reference', String(reference)).replace(':id', id);

/**
 * The application's documents from us for its status view (issue 21): the disclosure statement
 * with its cooling-off end, the decline notice and copies of the affordability record, oldest first;
 * and whether a copy of the record can be asked for or is due.
 */
export async function documentsFromUs(
  db: Database,
  application: ApplicantsApplication,
): Promise<{ documents: DocumentFromUs[]; affordabilityCopy: AffordabilityCopyState }> {
  const [documents, [open], [record]] = await Promise.all([
    db
      .select()
      .from(lendingDocuments)
      .where(
        and(
          eq(lendingDocuments.applicationId, application.id),
          inArray(lendingDocuments.kind, [...DOCUMENT_FROM_US_KINDS]),
        ),
      )
      .orderBy(asc(lendingDocuments.createdAt)),
    db
      .select({ dueOn: affordabilityCopyRequests.dueOn })
      .from(affordabilityCopyRequests)
      .where(
        and(
          eq(affordabilityCopyRequests.applicationId, application.id),
          isNull(affordabilityCopyRequests.producedAt),
        ),
      )
      .limit(1),
    db
      .select({ version: affordabilityRecords.version })
      .from(affordabilityRecords)
      .where(eq(affordabilityRecords.applicationId, application.id))
      .limit(1),
  ]);
  return {
    documents: documents.map((document) => {
      const kind = document.kind as DocumentFromUsKind;
      return {
        id: document.id,
        kind,
        title: documentsFromUsWords.titles[kind],
        href: hrefOf(application.referenceNumber, document.id),
        at: document.createdAt.toISOString(),
        coolingOffEnds: coolingOffOf(kind, document),
      };
    }),
    affordabilityCopy: { canAsk: !open && record !== undefined, dueOn: open?.dueOn ?? null },
  };
}

/**
 * The disclosure's cooling-off end (CCCFA s 27 with s 35(3)): counted from when its email was
 * sent, or, with no email (no address), from when the applicant first opened it; none before.
 */
function coolingOffOf(
  kind: DocumentFromUsKind,
  document: { sentAt: Date | null; openedAt: Date | null },
): string | null {
  const sent = document.sentAt ?? document.openedAt;
  return kind === 'disclosure' && sent ? coolingOffEnds(sent) : null;
}

/**
 * One of the application's documents from us, for its applicant (the signed-in owner, or the
 * session that opened the status link); never by its id alone. Opening it records its delivery
 * when none was recorded yet.
 */
export async function documentFromUsFile(
  deps: Pick<ServiceDeps, 'db' | 'adapters' | 'clock' | 'actor'>,
  application: ApplicantsApplication,
  documentId: string,
): Promise<{ bytes: Buffer; kind: DocumentFromUsKind }> {
  const { document, bytes } = await documentOfApplication(
    deps,
    application.id,
    documentId,
    NO_SUCH_DOCUMENT_MESSAGE,
    DOCUMENT_FROM_US_KINDS,
  );
  await recordDelivery(
    deps,
    document.id,
    deps.actor.kind === 'customer' ? 'portal' : 'status-link',
  );
  return { bytes, kind: document.kind as DocumentFromUsKind };
}

/**
 * The borrower asks for a copy of their affordability record (CCCFA s 9CA): a workspace task due
 * in 20 NZ working days. An open request is answered again rather than doubled; with no record
 * kept yet there is nothing to copy (409).
 */
export async function requestAffordabilityCopy(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  application: ApplicantsApplication,
): Promise<{ dueOn: string }> {
  const { affordabilityCopy } = await documentsFromUs(deps.db, application);
  if (affordabilityCopy.dueOn) return { dueOn: affordabilityCopy.dueOn };
  if (!affordabilityCopy.canAsk) throw new HttpError(409, NO_RECORD_TO_COPY_MESSAGE);
  const now = deps.clock();
  const dueOn = addWorkingDays(now, COPY_DUE_WORKING_DAYS);
  await deps.db
    .insert(affordabilityCopyRequests)
    .values({ applicationId: application.id, requestedAt: now, dueOn });
  return { dueOn };
}
