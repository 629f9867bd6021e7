import { asc, desc, eq, or } from 'drizzle-orm';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { decisionReasons } from '#content/staff-workspace.ts';
import { STEP_RULES, STEPS } from '#domain/loan-application/index.ts';
import type { AnswerView, StaffApplicationView } from '#domain/staff/application-view.ts';
import type { ApplicationStatus, DecisionOutcome } from '#domain/staff/status.ts';
import {
  accounts,
  applicationAudits,
  applicationDecisions,
  applications,
  branches,
  staffActions,
  uploads,
} from '../db/schema/index.ts';
import { recordStaffAction } from './access.ts';
import { findForStaff, type WorkspaceDeps, type WorkspaceRow } from './workflow.ts';

const labels = applicationCopy.fields as Record<string, { label?: string } | undefined>;

/** An answer in plain words: lists joined, an address on one line, an encrypted number hidden. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(plain).filter(Boolean).join(', ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .filter((part) => typeof part === 'string' && part !== '')
      .join(' ');
  return String(value);
}

/** Every answer by step, labelled as the applicant saw it (the one field definition and its copy). */
function answersBySteps(row: WorkspaceRow): StaffApplicationView['steps'] {
  return STEPS.map((step) => {
    const answers: AnswerView[] = [];
    for (const rule of STEP_RULES[step]) {
      if (rule.type === 'hidden') continue;
      const raw = row.formData[rule.name];
      const value = rule.encryptAtRest && raw ? 'Stored encrypted' : plain(raw);
      if (value === '') continue;
      answers.push({ name: rule.name, label: labels[rule.name]?.label ?? rule.name, value });
    }
    return { step, title: applicationCopy.steps[step - 1]?.title ?? `Step ${step}`, answers };
  });
}

/**
 * The application page's data (issue 20): answers, links, uploads, decisions and history. Opening
 * it is itself recorded (`viewed`: who looked at whom, when; Privacy Act IPP 5).
 */
export async function applicationView(
  deps: WorkspaceDeps,
  reference: string,
): Promise<StaffApplicationView> {
  const row = await findForStaff(deps.db, reference);
  const [staffRows, related, files, decisionRows, saves, actions, branchRows, limitRow] =
    await Promise.all([
      deps.db
        .select({ id: accounts.id, email: accounts.email, roles: accounts.roles })
        .from(accounts)
        .where(eq(accounts.kind, 'staff')),
      deps.db
        .select({ reference: applications.referenceNumber })
        .from(applications)
        .where(
          or(
            eq(applications.relatedApplicationId, row.id),
            row.relatedApplicationId
              ? eq(applications.id, row.relatedApplicationId)
              : eq(applications.id, row.id),
          ),
        ),
      deps.db.select().from(uploads).where(eq(uploads.applicationId, row.id)),
      deps.db
        .select()
        .from(applicationDecisions)
        .where(eq(applicationDecisions.applicationId, row.id))
        .orderBy(asc(applicationDecisions.id)),
      deps.db
        .select({
          version: applicationAudits.version,
          step: applicationAudits.step,
          actorKind: applicationAudits.actorKind,
          at: applicationAudits.createdAt,
        })
        .from(applicationAudits)
        .where(eq(applicationAudits.applicationId, row.id))
        .orderBy(desc(applicationAudits.version))
        .limit(200),
      deps.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.applicationId, row.id))
        .orderBy(desc(staffActions.id))
        .limit(200),
      deps.db.select({ id: branches.id, name: branches.name }).from(branches),
      deps.db
        .select({ limit: accounts.approvalLimit })
        .from(accounts)
        .where(eq(accounts.id, deps.actor.id)),
    ]);
  await recordStaffAction(
    deps.db,
    deps.actor,
    deps.request,
    {
      applicationId: row.id,
      action: 'viewed',
    },
    deps.now,
  );
  const email = new Map(staffRows.map((member) => [member.id, member.email]));
  const who = (id: string) => email.get(id) ?? 'staff';
  const history = [
    ...saves.map((save) => ({
      at: save.at.toISOString(),
      actor: save.actorKind === 'anonymous' ? 'applicant' : save.actorKind,
      what: `Saved step ${save.step} (version ${save.version})`,
    })),
    ...actions.map((action) => ({
      at: action.createdAt.toISOString(),
      actor: who(action.actorId),
      what: describeAction(action.action, action.details, who),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const branchName = branchRows.find((branch) => String(branch.id) === row.branch)?.name;
  return {
    reference: String(row.referenceNumber),
    status: row.status as ApplicationStatus,
    version: row.workflowVersion,
    name: row.applicantName,
    amount: row.amount,
    source: row.source,
    branch: branchName ?? row.branch,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    assignedTo: row.assignedTo ? { id: row.assignedTo, email: who(row.assignedTo) } : null,
    creditResult: row.creditResult,
    creditDecision: row.creditDecision,
    broker:
      typeof row.formData.BrokerEmailSubmission === 'string'
        ? row.formData.BrokerEmailSubmission
        : null,
    jointApplications: related
      .map((link) => String(link.reference))
      .filter((link) => link !== String(row.referenceNumber)),
    steps: answersBySteps(row),
    uploads: files.map((file) => ({
      reference: file.reference,
      kind: file.kind,
      type: file.detectedType,
      sizeBytes: file.sizeBytes,
    })),
    decisions: decisionRows.map((decision) => ({
      id: decision.id,
      kind: decision.kind as 'decision' | 'proposal',
      outcome: decision.outcome as DecisionOutcome,
      amount: decision.amount,
      reason: decision.reason,
      comment: decision.comment,
      by: who(decision.decidedBy),
      state: decision.state,
      at: decision.createdAt.toISOString(),
    })),
    history,
    staff: staffRows
      .filter((member) => member.roles.some((role) => role === 'officer' || role === 'approver'))
      .map(({ id, email: address }) => ({ id, email: address })),
    reasons: decisionReasons,
    me: {
      id: deps.actor.id,
      roles: [...deps.actor.roles],
      approvalLimit: limitRow[0]?.limit ?? deps.officerApprovalLimit,
    },
  };
}

function describeAction(
  action: string,
  details: Record<string, unknown>,
  who: (id: string) => string,
): string {
  switch (action) {
    case 'viewed':
      return 'Opened the application';
    case 'assigned':
      return `Assigned to ${who(String(details.to))}`;
    case 'decided':
      return `Decided: ${String(details.outcome)} (${String(details.reason)})`;
    case 'proposed':
      return `Proposed: ${String(details.outcome)} of $${String(details.amount)} for an approver`;
    default:
      return action;
  }
}
