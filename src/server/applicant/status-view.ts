import { judge } from '#domain/staff/workflow-policy.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { timelineWords as words } from '#content/applicant-status.ts';
import type { ApplicantStatusView, TimelineEntry } from '#domain/account/application-status.ts';
import type { RequestedItemView } from '#domain/staff/information-requests.ts';
import type { ApplicationStatus } from '#domain/staff/status.ts';
import type { Database } from '../db/client.ts';
import {
  applicationDecisions,
  applications,
  informationRequests,
  staffActions,
} from '../db/schema/index.ts';
import { decisionsOf } from '../lending/affordability-records.ts';
import { documentsFromUs } from '../lending/applicant-documents.ts';
import { itemLabel } from '../staff/information-requests.ts';
import { offerView } from '../lending/offers/view.ts';

type Row = Pick<
  typeof applications.$inferSelect,
  'id' | 'referenceNumber' | 'status' | 'createdAt' | 'submittedAt'
>;
type ItemRow = typeof informationRequests.$inferSelect;

/** The current items (not asked for again) as the applicant and staff see them. */
export function itemView(item: ItemRow): RequestedItemView {
  return {
    id: item.id,
    kind: item.kind === 'question' ? 'question' : 'document',
    label: itemLabel(item),
    dueDate: item.dueDate,
    state: item.state as RequestedItemView['state'],
    askAgainReason: item.askAgainReason,
    requestedAt: item.createdAt.toISOString(),
    receivedAt: item.receivedAt?.toISOString() ?? null,
  };
}

/** The timeline's lines of the requests: asked, asked again, sent, accepted. */
function itemTimeline(items: ItemRow[]): TimelineEntry[] {
  return items.flatMap((item) => {
    const label = itemLabel(item);
    const lines: TimelineEntry[] = [
      {
        at: item.createdAt.toISOString(),
        text: item.askAgainReason
          ? words.askedAgain(label, item.askAgainReason)
          : words.requested(label),
      },
    ];
    if (item.receivedAt)
      lines.push({ at: item.receivedAt.toISOString(), text: words.received(label) });
    if (item.acceptedAt)
      lines.push({ at: item.acceptedAt.toISOString(), text: words.accepted(label) });
    return lines;
  });
}

/** The timeline's line of each recorded action the applicant sees (issue 31 adds the loan's). */
const ACTION_LINES: Readonly<Record<string, string>> = {
  'returned-to-review': words.backInReview,
  withdrawn: words.withdrawn,
  offered: words.offered,
  'offer-lapsed': words.offerLapsed,
  signed: words.signed,
  cancelled: words.cancelled,
  'paid-out': words.paidOut,
  activated: words.active,
  closed: words.closed,
};

function decisionLine(decision: typeof applicationDecisions.$inferSelect): TimelineEntry {
  const at = decision.createdAt.toISOString();
  if (decision.outcome === 'declined') return { at, text: words.decided.declined(decision.reason) };
  return {
    at,
    text:
      decision.outcome === 'conditionally-approved'
        ? words.decided['conditionally-approved'](decision.reason)
        : words.decided.approved,
  };
}

/**
 * What the applicant sees of their application (issue 20 "The applicant's side", decision 093):
 * its status, what we need first, what they sent, and what happened in plain words, newest first.
 * No staff names and no internal notes; a decline names its reason. Documents from us: the
 * decision's letter and copies of the affordability record (issue 21).
 */
export async function applicantStatusView(
  db: Database,
  row: Row,
  now: Date,
): Promise<ApplicantStatusView> {
  const [items, decisions, actions, fromUs, offer] = await Promise.all([
    db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.applicationId, row.id))
      .orderBy(asc(informationRequests.id)),
    db.select().from(applicationDecisions).where(decisionsOf(row.id, 'decision')),
    db
      .select({
        action: staffActions.action,
        details: staffActions.details,
        at: staffActions.createdAt,
      })
      .from(staffActions)
      .where(
        and(
          eq(staffActions.applicationId, row.id),
          inArray(staffActions.action, ['assigned', ...Object.keys(ACTION_LINES)]),
        ),
      ),
    documentsFromUs(db, row),
    offerView(db, row, now),
  ]);
  const current = items.filter((item) => item.state !== 'replaced').map(itemView);
  const timeline: TimelineEntry[] = [
    { at: row.createdAt.toISOString(), text: words.started },
    ...(row.submittedAt ? [{ at: row.submittedAt.toISOString(), text: words.submitted }] : []),
    ...actions.flatMap<TimelineEntry>((action) => {
      const at = action.at.toISOString();
      const line = ACTION_LINES[action.action];
      if (line) return [{ at, text: line }];
      const status = action.details.status as { from?: string } | undefined;
      return status?.from === 'submitted' ? [{ at, text: words.reviewStarted }] : [];
    }),
    ...itemTimeline(items),
    ...decisions.map(decisionLine),
  ];
  return {
    reference: String(row.referenceNumber),
    status: row.status as ApplicationStatus,
    outstanding: current.filter((item) => item.state === 'requested'),
    sent: current.filter((item) => item.state !== 'requested'),
    // Newest first; a stable sort keeps the order of lines of one instant as they happened.
    timeline: timeline
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.index - a.index)
      .map(({ entry }) => entry),
    documentsFromUs: fromUs.documents,
    affordabilityCopy: fromUs.affordabilityCopy,
    canWithdraw: judge(
      'withdraw',
      { kind: 'applicant' },
      {
        status: row.status as ApplicationStatus,
        openProposal: null,
        approvalBlock: null,
        identityBlock: null,
      },
    ).ok,
    offer,
  };
}
