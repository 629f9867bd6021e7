import { asc, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applicationCopy, preferredBranchSpecialValues } from '#content/loan-application-copy.ts';
import { applicationFieldsCopy } from '#content/loan-application-fields-copy.ts';
import { decisionReasons, requestableDocuments, staffMessages } from '#content/staff-workspace.ts';
import { answerText } from '#domain/loan-application/answer-text.ts';
import { STEP_RULES, STEPS } from '#domain/loan-application/index.ts';
import type { AnswerView, StaffApplicationView } from '#domain/staff/application-view.ts';
import {
  worksApplications,
  type ApplicationStatus,
  type DecisionOutcome,
} from '#domain/staff/status.ts';
import type { Database } from '../db/client.ts';
import { jsonRows } from '../db/json-rows.ts';
import {
  accounts,
  applicationAudits,
  applicationBankStatements,
  applicationDecisions,
  applications,
  branches,
  informationRequests,
  staffActions,
  staffNotes,
  uploads,
} from '../db/schema/index.ts';
import { itemView } from '../applicant/status-view.ts';
import { APPLICANT_ACTOR } from '../applicant/answers.ts';
import { HttpError } from '../http-error.ts';
import { bankStatementsView } from './bank-statements-view.ts';
import { approvalLimitOf, type WorkspaceDeps, type WorkspaceRow } from './workflow.ts';

const labels = applicationFieldsCopy.fields as Record<string, { label?: string } | undefined>;

const SPECIAL_BRANCHES: readonly { value: string; label: string }[] = Object.values(
  preferredBranchSpecialValues,
);

/**
 * Every answer by step, labelled and worded as the applicant saw it (the one field definition and
 * its copy; answer-text.ts): an encrypted number hidden, a branch by its name.
 */
function answersBySteps(
  row: WorkspaceRow,
  branchRows: readonly { id: number | string; name: string }[],
): StaffApplicationView['steps'] {
  const lookups = {
    branchName: (value: string) =>
      SPECIAL_BRANCHES.find((special) => special.value === value)?.label ??
      branchRows.find((branch) => String(branch.id) === value)?.name ??
      null,
  };
  return STEPS.map((step) => {
    const answers: AnswerView[] = [];
    for (const rule of STEP_RULES[step]) {
      if (rule.type === 'hidden') continue;
      const raw = row.formData[rule.name];
      const value = rule.encryptAtRest && raw ? 'Stored encrypted' : answerText(rule, raw, lookups);
      if (value === '') continue;
      answers.push({ name: rule.name, label: labels[rule.name]?.label ?? rule.name, value });
    }
    return { step, title: applicationCopy.steps[step - 1]?.title ?? `Step ${step}`, answers };
  });
}

/** A table of an application's rows, each with its own id (notes, decisions, requests…). */
type ApplicationRows =
  | typeof applicationDecisions
  | typeof informationRequests
  | typeof staffNotes
  | typeof applicationBankStatements;

/**
 * The record of this opening: a `viewed` staff action for the application the statement opens,
 * with the staff member, the request and the time as placeholders. The columns in the table's
 * order (an insert's select names them all), as recordStaffAction writes them.
 */
function viewedAction(db: Database, opened: SQL) {
  return db.$with('viewed').as(
    db
      .insert(staffActions)
      .select(
        db
          .select({
            id: sql<number>`nextval(pg_get_serial_sequence('staff_actions', 'id'))`.as('id'),
            applicationId: applications.id,
            actorId: sql<string>`${sql.placeholder('staffId')}::text`.as('actor_id'),
            requestId: sql<string>`${sql.placeholder('requestId')}::text`.as('request_id'),
            action: sql<string>`'viewed'`.as('action'),
            details: sql<Record<string, unknown>>`'{}'::jsonb`.as('details'),
            createdAt: sql<Date>`${sql.placeholder('at')}::timestamptz`.as('created_at'),
          })
          .from(applications)
          .where(opened),
      )
      .returning({ id: staffActions.id }),
  );
}

/**
 * A list the page shows whole: every row of the application's in a table, in the order of id.
 * Drizzle cannot type a select from a generic table: it selects from the union, typed back.
 */
function rowsOfApplication<Table extends ApplicationRows>(
  db: Database,
  table: Table,
  order: typeof asc,
) {
  return jsonRows(
    db
      .select()
      .from(table as ApplicationRows)
      .where(eq(table.applicationId, applications.id))
      .orderBy(order(table.id)),
  ) as SQL<Table['$inferSelect'][]>;
}

/**
 * The application with everything its page shows of it, each list a subquery, and the record of
 * this opening (`viewed`, inserted by the same statement, so written exactly when the page is
 * read): one statement and one round trip (decision 106). It takes the reference, the staff member,
 * the request and the time as placeholders and is prepared, so neither Drizzle builds it nor
 * PostgreSQL plans it again on each opening (as the save's is, decision 069). The statement's
 * reads see the tables as they were before it, so this opening is not in the history it shows.
 */
function applicationPageStatement(db: Database) {
  const of = applications.id;
  const related = alias(applications, 'related');
  const opened = eq(applications.referenceNumber, sql.placeholder('reference'));
  const viewed = viewedAction(db, opened);
  return db
    .with(viewed)
    .select({
      ...getTableColumns(applications),
      staffRows: jsonRows(
        db
          .select({ id: accounts.id, email: accounts.email, roles: accounts.roles })
          .from(accounts)
          .where(eq(accounts.kind, 'staff')),
      ),
      related: jsonRows(
        db
          .select({ reference: related.referenceNumber })
          .from(related)
          .where(
            or(
              eq(related.relatedApplicationId, sql`${of}::text`),
              eq(related.id, sql`${applications.relatedApplicationId}::uuid`),
            ),
          ),
      ),
      files: jsonRows(db.select().from(uploads).where(eq(uploads.applicationId, of))),
      decisionRows: rowsOfApplication(db, applicationDecisions, asc),
      saves: jsonRows(
        db
          .select({
            version: applicationAudits.version,
            step: applicationAudits.step,
            actorKind: applicationAudits.actorKind,
            at: applicationAudits.createdAt,
          })
          .from(applicationAudits)
          .where(eq(applicationAudits.applicationId, of))
          .orderBy(desc(applicationAudits.version))
          .limit(200),
      ),
      actions: jsonRows(
        db
          .select()
          .from(staffActions)
          .where(eq(staffActions.applicationId, of))
          .orderBy(desc(staffActions.id))
          .limit(200),
      ),
      branchRows: jsonRows(db.select({ id: branches.id, name: branches.name }).from(branches)),
      limitRow: jsonRows(
        db
          .select({ limit: accounts.approvalLimit })
          .from(accounts)
          .where(eq(accounts.id, sql.placeholder('staffId'))),
      ),
      asked: rowsOfApplication(db, informationRequests, asc),
      notes: rowsOfApplication(db, staffNotes, desc),
      postings: rowsOfApplication(db, applicationBankStatements, asc),
    })
    .from(applications)
    .where(opened)
    .prepare('staff_application_page');
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof applicationPageStatement>>();

/** The page's statement prepared on this database, once. */
function preparedStatement(db: Database): ReturnType<typeof applicationPageStatement> {
  let statement = preparedByDatabase.get(db);
  if (!statement) {
    statement = applicationPageStatement(db);
    preparedByDatabase.set(db, statement);
  }
  return statement;
}

/** The application's row as the page's statement reads it, with its lists. */
type ApplicationPage = Awaited<
  ReturnType<ReturnType<typeof applicationPageStatement>['execute']>
>[number];

/** Who did something, by id: a staff member by email, else the applicant or "staff". */
function namer(staffRows: ApplicationPage['staffRows']): (id: string) => string {
  const email = new Map(staffRows.map((member) => [member.id, member.email]));
  return (id: string) => email.get(id) ?? (id === APPLICANT_ACTOR ? 'applicant' : 'staff');
}

/** The saves, the staff's actions and the bank statements' events, newest first. */
function historyOf(
  saves: ApplicationPage['saves'],
  actions: ApplicationPage['actions'],
  statements: ReturnType<typeof bankStatementsView>['history'],
  who: (id: string) => string,
): StaffApplicationView['history'] {
  return [
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
    ...statements,
  ].sort((a, b) => b.at.localeCompare(a.at));
}

/** The decisions and proposals, oldest first, each with who made it. */
function decisionsOf(
  decisionRows: ApplicationPage['decisionRows'],
  who: (id: string) => string,
): StaffApplicationView['decisions'] {
  return decisionRows.map((decision) => ({
    id: decision.id,
    kind: decision.kind as 'decision' | 'proposal',
    outcome: decision.outcome as DecisionOutcome,
    amount: decision.amount,
    reason: decision.reason,
    comment: decision.comment,
    by: who(decision.decidedBy),
    state: decision.state,
    at: decision.createdAt.toISOString(),
  }));
}

/** The internal notes, newest first, each with its author. */
function notesOf(
  notes: ApplicationPage['notes'],
  who: (id: string) => string,
): StaffApplicationView['notes'] {
  return notes.map((note) => ({
    id: note.id,
    by: who(note.authorId),
    text: note.text,
    at: note.createdAt.toISOString(),
  }));
}

/** The requests still standing (a replaced one is not), those awaiting the applicant first. */
function requestsOf(asked: ApplicationPage['asked']): StaffApplicationView['requests'] {
  return asked
    .filter((item) => item.state !== 'replaced')
    .map((item) => ({
      ...itemView(item),
      answer: item.answer,
      uploadReference: item.uploadReference,
    }))
    .sort((a, b) => Number(b.state === 'requested') - Number(a.state === 'requested'));
}

/**
 * The application page's data (issue 20): answers, links, uploads, decisions and history. Opening
 * it is itself recorded (`viewed`: who looked at whom, when; Privacy Act IPP 5), in the same
 * statement.
 */
export async function applicationView(
  deps: Pick<
    WorkspaceDeps,
    'db' | 'actor' | 'requestId' | 'now' | 'officerApprovalLimit' | 'approverApprovalLimit'
  >,
  reference: string,
): Promise<StaffApplicationView> {
  const [found] = await preparedStatement(deps.db).execute({
    reference: Number(reference),
    staffId: deps.actor.id,
    requestId: deps.requestId,
    at: deps.now.toISOString(),
  });
  if (!found) throw new HttpError(404, staffMessages.notFound);
  const {
    staffRows,
    related: linked,
    files,
    decisionRows,
    saves,
    actions,
    branchRows,
    limitRow,
    asked,
    notes,
    postings,
    ...row
  } = found;
  const statements = bankStatementsView(row, postings);
  const who = namer(staffRows);
  const history = historyOf(saves, actions, statements.history, who);
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
    jointApplications: linked
      .map((link) => String(link.reference))
      .filter((link) => link !== String(row.referenceNumber)),
    steps: answersBySteps(row, branchRows),
    uploads: files.map((file) => ({
      reference: file.reference,
      kind: file.kind,
      type: file.detectedType,
      sizeBytes: file.sizeBytes,
    })),
    decisions: decisionsOf(decisionRows, who),
    bankStatements: statements.view,
    history,
    staff: staffRows
      .filter((member) => worksApplications(member.roles))
      .map(({ id, email: address }) => ({ id, email: address })),
    reasons: decisionReasons,
    me: {
      id: deps.actor.id,
      roles: [...deps.actor.roles],
      approvalLimit: approvalLimitOf(deps, deps.actor.roles, limitRow[0]?.limit),
    },
    requests: requestsOf(asked),
    requestableDocuments,
    notes: notesOf(notes, who),
  };
}

/** The history's words for an action that carries no detail worth showing. */
const ACTION_WORDS: Readonly<Record<string, string>> = {
  viewed: 'Opened the application',
  'viewed-lending': 'Opened the lending panel',
  'evidence-pack-exported': 'Exported the evidence pack',
  'exported-row': 'Exported in a CSV of the queue',
  'viewed-access-report': 'Read who viewed the application',
  'information-sent': 'Sent a requested item',
  'information-accepted': 'Accepted a requested item',
  'information-asked-again': 'Asked again for a requested item',
  'returned-to-review': 'Everything requested is in: back in review',
  note: 'Added an internal note',
  // From the offer to the loan (issue 31, decisions 143 to 145).
  offered: 'Made the loan offer',
  signed: 'The applicant signed the loan contract',
  'offer-lapsed': 'The offer lapsed unsigned',
  'payout-account-checked': 'Checked the payout account is the borrower’s',
  'early-release-recorded': 'Recorded the borrower’s written request for early payout',
  'paid-out': 'Released the payout',
  activated: 'Booked the loan: active',
  cancelled: 'The borrower cancelled the contract',
  closed: 'The loan is repaid: closed',
};

function describeAction(
  action: string,
  details: Record<string, unknown>,
  who: (id: string) => string,
): string {
  switch (action) {
    case 'viewed-upload':
      return `Opened an uploaded file (${String(details.kind)})`;
    case 'viewed-document':
      return `Opened a stored ${String(details.kind)}`;
    case 'assigned':
      return `Assigned to ${who(String(details.to))}`;
    case 'decided':
      return `Decided: ${String(details.outcome)} (${String(details.reason)})`;
    case 'proposed':
      return `Proposed: ${String(details.outcome)} of $${String(details.amount)} for an approver`;
    case 'information-requested':
      return `Asked the applicant for information, due ${String(details.dueDate)}`;
    default:
      return ACTION_WORDS[action] ?? action;
  }
}
