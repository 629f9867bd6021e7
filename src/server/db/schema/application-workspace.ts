import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  text,
  timestamp,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

/**
 * The lender's workspace columns of `applications` (issue 20, decision 078). Staff state is
 * `workflow_status`, `assigned_to` and `workflow_version`; the rest are generated from the
 * applicant's own columns, so the applicant's save needs no change and the queue filters, sorts
 * and searches on indexed columns instead of reading JSON.
 */
const answer = (name: string) => sql.raw(`(form_data->>'${name}')`);
const WHOLE_DOLLARS = `'^[0-9]{1,12}$'`;

export const staffWorkspaceColumns = {
  /** Set by staff (in review, information requested, decided, withdrawn); null before any staff action. */
  workflowStatus: text('workflow_status'),
  /** The queue's status: the staff status, otherwise submitted or in progress from `complete`. */
  status: text('status')
    .notNull()
    .generatedAlwaysAs(
      sql`coalesce(workflow_status, case when complete then 'submitted' else 'in-progress' end)`,
    ),
  /** The staff member (accounts.id) the application is assigned to. */
  assignedTo: text('assigned_to'),
  /** Incremented by every staff change: a change made against an older one answers 412. */
  workflowVersion: integer('workflow_version').notNull().default(0),
  /** When it was submitted: a submitted application is never saved again, so its last save. */
  submittedAt: timestamp('submitted_at', { withTimezone: true }).generatedAlwaysAs(
    sql`case when complete then updated_at end`,
  ),
  /** The amount asked for in whole dollars (the specific amount when one was typed). */
  amount: bigint('amount', { mode: 'number' }).generatedAlwaysAs(
    sql.raw(
      `case when coalesce(nullif(form_data->>'LoanAmountSpecific', ''), form_data->>'LoanAmount') ~ ${WHOLE_DOLLARS} then coalesce(nullif(form_data->>'LoanAmountSpecific', ''), form_data->>'LoanAmount')::bigint end`,
    ),
  ),
  applicantName: text('applicant_name')
    .notNull()
    .generatedAlwaysAs(
      sql`btrim(coalesce(${answer('FirstName')}, '') || ' ' || coalesce(${answer('LastName')}, ''))`,
    ),
  /** Lower-cased last name, for the search by name's prefix. */
  searchLastName: text('search_last_name')
    .notNull()
    .generatedAlwaysAs(sql`lower(coalesce(${answer('LastName')}, ''))`),
  purpose: text('purpose').generatedAlwaysAs(sql`${answer('LoanPurpose')}`),
  /** The branch id: the applicant's PreferredBranch, else the preset branch. */
  branch: text('branch').generatedAlwaysAs(
    sql`coalesce(nullif(${answer('PreferredBranch')}, ''), preset_branch)`,
  ),
};

type Columns = Record<keyof typeof staffWorkspaceColumns, ExtraConfigColumn> & {
  referenceNumber: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
  applicantEmail: ExtraConfigColumn;
  relatedApplicationId: ExtraConfigColumn;
  source: ExtraConfigColumn;
};

const prefix = (column: string): SQL => sql.raw(`${column} text_pattern_ops`);

/**
 * The queue's indexes (decision 078): each filter's first page is an index walk. Each search index
 * carries after its prefix every column the queue filters, counts, sorts and shows, so a search
 * reads its matches from the index alone, never the table's pages (decision 106).
 */
export function staffWorkspaceIndexes(t: Columns) {
  const queueColumns = [
    t.status,
    t.submittedAt,
    t.referenceNumber,
    t.amount,
    t.applicantName,
    t.purpose,
    t.source,
    t.branch,
    t.assignedTo,
    t.workflowVersion,
  ];
  return [
    index('applications_queue_submitted_idx').on(t.submittedAt.desc(), t.referenceNumber.desc()),
    index('applications_queue_status_idx').on(
      t.status,
      t.submittedAt.desc(),
      t.referenceNumber.desc(),
    ),
    index('applications_queue_assigned_idx').on(t.assignedTo, t.status),
    // The joint applicant's application, linked both ways on the application page.
    index('applications_related_idx').on(t.relatedApplicationId),
    index('applications_queue_created_idx').on(t.createdAt.desc(), t.referenceNumber.desc()),
    index('applications_search_last_name_idx').using(
      'btree',
      prefix('search_last_name'),
      ...queueColumns,
    ),
    index('applications_search_email_idx').using(
      'btree',
      prefix('applicant_email'),
      ...queueColumns,
    ),
    // The last name too: the full name's matches leave out those the last name's index found.
    index('applications_search_name_idx').using(
      'btree',
      prefix('lower(applicant_name)'),
      t.searchLastName,
      ...queueColumns,
    ),
  ];
}
