import { letterEmails } from '#content/lending/letter-emails.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { decisionBlock } from '#domain/lending/affordability.ts';
import { emailApplicant } from '../applicant/status-links.ts';
import { HttpError } from '../http-error.ts';
import { servicesFor, type ServiceDeps } from '../services.ts';
import {
  decisionFollowUps,
  decisionPreChecks,
  type DecisionFollowUp,
  type DecisionPreCheck,
} from '../staff/decisions.ts';
import type { WorkspaceDeps, WorkspaceRow } from '../staff/workflow.ts';
import { recordVersion } from './affordability-records.ts';
import { declineNoticePdf } from './documents/decline-notice.ts';
import { disclosureStatementPdf } from './documents/disclosure.ts';
import { recordDelivery, storeDocument, type LendingDocumentKind } from './lending-documents.ts';

export const NO_RECORD_MESSAGE =
  'Complete the affordability and suitability record before recording a decision.';

const services = (deps: WorkspaceDeps): ServiceDeps => ({
  ...servicesFor(deps.request.server, deps.request),
  clock: () => deps.now,
});

/**
 * No decision without a complete affordability record, and no approval on a failed buffer unless
 * an approver overrode it (issue 21, decision 096): 409 with what is missing. The decision keeps
 * the version it was made on.
 */
export const affordabilityPreCheck: DecisionPreCheck = async (deps, row, decision) => {
  const latest = await recordVersion(services(deps), row.id);
  if (!latest) throw new HttpError(409, NO_RECORD_MESSAGE);
  const block = decisionBlock(
    latest.assessment,
    decision.outcome === 'declined' ? 'decline' : 'approve',
  );
  if (block) {
    const missing = latest.assessment.missing;
    throw new HttpError(409, missing.length ? `${block} ${missing.join(' ')}` : block);
  }
  return { affordabilityVersion: latest.version };
};

/** The first payment one period after the statement is given (NZ date). */
function firstPaymentDate(issuedAt: Date, frequency: 'Weekly' | 'Fortnightly' | 'Monthly') {
  const date = new Date(`${newZealandDate(issuedAt)}T00:00:00Z`);
  if (frequency === 'Monthly') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + (frequency === 'Weekly' ? 7 : 14));
  return date.toISOString().slice(0, 10);
}

/**
 * The decision's letter (issue 21 "Disclosure and the decision's letters"): on approval the
 * disclosure statement on the record's loan at the approved amount, on decline the notice with
 * the reason category and the dispute resolution scheme. Stored, emailed through the outbox as a
 * link to the portal, and its delivery recorded.
 */
export const lettersFollowUp: DecisionFollowUp = async (deps, row, decision) => {
  const service = services(deps);
  const issuedAt = deps.now;
  const reference = String(row.referenceNumber);
  const version = decision.affordabilityVersion;
  let kind: LendingDocumentKind;
  let bytes: Buffer;
  if (decision.outcome === 'declined') {
    kind = 'decline-notice';
    bytes = await declineNoticePdf({
      reference,
      borrowerName: row.applicantName,
      issuedAt,
      reasonCategory: decision.reason,
    });
  } else {
    const latest = await recordVersion(service, row.id, version);
    if (!latest) return;
    const loan = { ...latest.record.loan, amount: decision.amount ?? latest.record.loan.amount };
    kind = 'disclosure';
    bytes = await disclosureStatementPdf({
      reference,
      borrowerName: row.applicantName,
      issuedAt,
      firstPaymentDate: firstPaymentDate(issuedAt, loan.frequency),
      loan,
      rates: service.config.site.calculator,
    });
  }
  const stored = await storeDocument(service, {
    applicationId: row.id,
    kind,
    bytes,
    contentType: 'application/pdf',
    ...(version === undefined ? {} : { recordVersion: version }),
  });
  await emailLetter(service, row, kind as 'disclosure' | 'decline-notice', stored.id);
};

async function emailLetter(
  service: ServiceDeps,
  row: WorkspaceRow,
  kind: 'disclosure' | 'decline-notice',
  documentId: string,
): Promise<void> {
  if (!row.applicantEmail) return;
  // To the address the decision's own email goes to (the application's row), with a status link.
  await emailApplicant(
    service.db,
    { ...row, formData: { ...row.formData, Email: row.applicantEmail } },
    {
      baseUrl: service.config.publicBaseUrl,
      days: service.config.env.STATUS_LINK_DAYS,
      now: service.clock(),
    },
    {
      kind: `letter-${kind}`,
      subject: letterEmails.subject,
      text: (firstName, reference, link, days) =>
        letterEmails.text(firstName, reference, kind, link, days),
    },
  );
  await recordDelivery(service, documentId, 'email');
}

/** Puts responsible lending's checks on the workspace's decisions, once per process. */
export function installDecisionHooks(): void {
  if (!decisionPreChecks.includes(affordabilityPreCheck))
    decisionPreChecks.push(affordabilityPreCheck);
  if (!decisionFollowUps.includes(lettersFollowUp)) decisionFollowUps.push(lettersFollowUp);
}
