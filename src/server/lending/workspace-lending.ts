import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { affordabilityPolicy } from '#content/lending/affordability-policy.ts';
import { householdBenchmark } from '#content/lending/household-benchmark.ts';
import {
  assessAffordability,
  overrideCovers,
  withOverride,
} from '#domain/lending/affordability.ts';
import type { AffordabilityRecord, RecordAsSent } from '#domain/lending/affordability.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import { affordabilityCopyRequests, lendingDocuments } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { servicesFor, type ServiceDeps } from '../services.ts';
import { recordStaffAction } from '../staff/access.ts';
import { findForStaff, workspaceDeps, type WorkspaceDeps } from '../staff/workflow.ts';
import { lendingRules, recordVersion, saveRecordVersion } from './affordability-records.ts';
import { bankStatementFindings, type BankStatementFindings } from './bank-income.ts';
import { lettersOf } from './decision-letters.ts';
import { draftRecord } from './draft-record.ts';
import { evidenceRefusal, serverEvidence, withServerEvidence } from './record-evidence.ts';
import { identityChecksFor } from './identity.ts';
import { identityReviews } from './identity-review.ts';

/** The lending services' parts and the workspace's (actor, request, audit) for one staff call. */
export interface LendingDeps {
  services: ServiceDeps;
  workspace: WorkspaceDeps;
}

/** The one builder of the lending services' deps for a staff route (issue 29 finding 4). */
export function lendingDeps(app: FastifyInstance, request: FastifyRequest): LendingDeps {
  return {
    services: { ...servicesFor(app, request), clock: app.clock },
    workspace: workspaceDeps(app, request),
  };
}

async function findings(deps: ServiceDeps, reference: string): Promise<BankStatementFindings> {
  try {
    return await bankStatementFindings(deps, reference);
  } catch (error) {
    // The provider being down leaves the draft without statements; the officer can reload later.
    deps.log.warn({ err: error }, 'bank statements unavailable for the affordability draft');
    return { accounts: [], income: [], expenses: null };
  }
}

/** The panel's identity part: each electronic check, and the reviews behind the gate. */
function identityPart(
  checks: Awaited<ReturnType<typeof identityChecksFor>>,
  reviews: Awaited<ReturnType<typeof identityReviews>>,
): LendingPanel['identity'] {
  return {
    checks: checks.map((check) => ({
      id: check.id,
      outcome: check.outcome,
      documentKind: check.documentKind,
      documentNumberEnding: check.documentNumberEnding,
      documentSource: check.documentSource,
      nameSource: check.nameSource,
      politicallyExposed: check.politicallyExposed,
      sanctioned: check.sanctioned,
      standard: check.standard
        ? { met: check.standard.met, explanation: check.standard.explanation }
        : null,
      checkedAt: check.checkedAt.toISOString(),
    })),
    ...reviews,
  };
}

/** The lending panel of an application page (issue 21): the record, identity, letters, requests. */
export async function lendingPanel(deps: LendingDeps, reference: string): Promise<LendingPanel> {
  const { services, workspace } = deps;
  const row = await findForStaff(services.db, reference);
  // Opening the panel is a look at personal data (Privacy Act 2020 IPP 5, issue 30 finding 8).
  await recordStaffAction(services.db, workspace, {
    applicationId: row.id,
    action: 'viewed-lending',
  });
  const [latest, found, checks, reviews, documents, requests, letters] = await Promise.all([
    recordVersion(services, row.id),
    // The bank link is keyed by the application's token (decide.ts, site-and-tools §7).
    findings(services, row.token),
    identityChecksFor(services, row.id),
    identityReviews(deps, row.id),
    services.db
      .select()
      .from(lendingDocuments)
      .where(eq(lendingDocuments.applicationId, row.id))
      .orderBy(asc(lendingDocuments.createdAt)),
    services.db
      .select()
      .from(affordabilityCopyRequests)
      .where(eq(affordabilityCopyRequests.applicationId, row.id))
      .orderBy(asc(affordabilityCopyRequests.requestedAt)),
    lettersOf(services.db, row.id),
  ]);
  const record = latest?.record ?? draftRecord(row, found, services.config.site);
  return {
    version: latest?.version ?? 0,
    draft: latest === null,
    record,
    assessment: latest?.assessment ?? assessAffordability(record, lendingRules(services)),
    policyName: affordabilityPolicy.name,
    benchmarkSource: householdBenchmark.source,
    bankStatements: found.accounts.length
      ? {
          accounts: found.accounts.map(({ bank, account, transactions }) => ({
            bank,
            account,
            transactions,
          })),
        }
      : null,
    identity: identityPart(checks, reviews),
    letters,
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      createdAt: document.createdAt.toISOString(),
      recordVersion: document.recordVersion,
      sentAt: document.sentAt?.toISOString() ?? null,
      openedAt: document.openedAt?.toISOString() ?? null,
      openedBy: document.openedBy,
    })),
    copyRequests: requests.map((request) => ({
      id: request.id,
      requestedAt: request.requestedAt.toISOString(),
      dueOn: request.dueOn,
      producedAt: request.producedAt?.toISOString() ?? null,
    })),
    canOverride: workspace.actor.roles.includes(affordabilityPolicy.overrideRole),
  };
}

/**
 * Saves the officer's change as the record's next version and audits it (issue 21 "versioned:
 * each change audited"). The evidence is the server's (issue 30 finding 4, CCCFA s 9C(3)(a)):
 * verified income, statement expenses and the credit report's commitments are read again here,
 * whatever the browser sent; an accepted income that differs from the verified one needs its
 * note. An override cannot be written through a save: the approver's own call records it, and it
 * stands only while every figure it covered is unchanged. The loan's rate is the product's, set
 * here, never the browser's (issue 30 finding 1).
 */
export async function saveAffordability(
  deps: LendingDeps,
  reference: string,
  sent: RecordAsSent,
  version: number,
): Promise<{ version: number }> {
  const asSent: AffordabilityRecord = {
    ...sent,
    loan: {
      amount: sent.loan.amount,
      termMonths: sent.loan.termMonths,
      frequency: sent.loan.frequency,
      interestPercent: deps.services.config.site.product.interestPercent,
    },
  };
  const row = await findForStaff(deps.services.db, reference);
  const previous = await recordVersion(deps.services, row.id);
  if ((previous?.version ?? 0) !== version)
    throw new HttpError(
      412,
      'Someone else changed this record. Reload it to see their changes, then make yours again.',
    );
  const evidence = await serverEvidence(deps.services, row);
  const record = withServerEvidence(asSent, evidence.draft);
  const refusal = evidenceRefusal(record, evidence.statements, affordabilityPolicy);
  if (refusal) throw new HttpError(422, refusal);
  const kept = previous?.record.override ?? null;
  const override = kept && overrideCovers(kept, record) ? kept : null;
  return saveAudited(deps, row.id, { ...record, override }, version, 'affordability-saved', {
    overrideVoided: kept !== null && override === null,
  });
}

/** An approver's override of a failed buffer, with the reason, as the next version. */
export async function overrideAffordability(
  deps: LendingDeps,
  reference: string,
  reason: string,
  version: number,
): Promise<{ version: number }> {
  const row = await findForStaff(deps.services.db, reference);
  const latest = await recordVersion(deps.services, row.id);
  if (!latest) throw new HttpError(409, 'Save the affordability record before overriding it.');
  if (latest.version !== version)
    throw new HttpError(
      412,
      'Someone else changed this record. Reload it to see their changes, then make yours again.',
    );
  const result = withOverride(latest.record, deps.workspace.actor, reason, affordabilityPolicy);
  if (!result.ok)
    throw new HttpError(deps.workspace.actor.roles.includes('approver') ? 422 : 403, result.error);
  return saveAudited(deps, row.id, result.record, version, 'affordability-overridden');
}

async function saveAudited(
  deps: LendingDeps,
  applicationId: string,
  record: AffordabilityRecord,
  version: number,
  action: string,
  extra: Record<string, unknown> = {},
): Promise<{ version: number }> {
  const saved = await saveRecordVersion(deps.services, applicationId, record, version);
  await recordStaffAction(deps.services.db, deps.workspace, {
    applicationId,
    action,
    details: {
      version: saved.version,
      outcome: saved.assessment.outcome,
      complete: saved.assessment.complete,
      ...(action === 'affordability-overridden' ? { reason: record.override?.reason } : {}),
      ...extra,
    },
  });
  return { version: saved.version };
}
