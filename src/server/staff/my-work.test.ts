import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PAGE_DATA_API } from '#domain/pages/route-data.ts';
import {
  affordabilityCopyRequests,
  applicationDecisions,
  informationRequests,
  lendingDocuments,
} from '#server/db/schema/index.ts';
import { insertApplication } from '#server/test-support/lending.ts';
import { signedInStaff } from '#server/test-support/staff.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

// My work, the workspace's home (issue 29 "What to build" 5): my undecided applications by how
// long the applicant has waited, the proposals waiting for an approver, and the tasks of my
// applications grouped by NZ working days to their date (CCCFA s 4; the record copy is due 20
// working days after it was asked for, CCCFA s 9CA); and the header's counts.
// Thursday 3 December 2026, 10:00 in New Zealand.
const now = new Date('2026-12-02T21:00:00Z');
let app: FastifyInstance;
let close: () => Promise<void>;
const staff: Record<string, { id: string; cookie: string }> = {};

/** An application submitted at `submitted` (its last save), assigned and in `status`. */
async function application(
  lastName: string,
  submitted: string,
  change: { assignedTo?: string; workflowStatus?: string } = {},
): Promise<{ id: string; reference: string }> {
  const row = await insertApplication(app, {
    formData: { FirstName: 'Mere', LastName: lastName, LoanAmount: '5000' },
    complete: true,
    updatedAt: new Date(submitted),
    ...change,
  });
  return { id: row.id, reference: String(row.referenceNumber) };
}

const myWork = async (who: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `${PAGE_DATA_API}/staff-my-work?path=${encodeURIComponent('/staff/')}`,
    headers: { cookie: staff[who]!.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().staffMyWork;
};

const refs: Record<string, string> = {};

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => now }));
  const officer = await signedInStaff(app, 'officer', ['officer']);
  const other = await signedInStaff(app, 'other', ['officer']);
  Object.assign(staff, {
    officer,
    other,
    approver: await signedInStaff(app, 'approver', ['approver']),
    settler: await signedInStaff(app, 'settler', ['officer']),
  });
  const mine = { assignedTo: officer.id, workflowStatus: 'in-review' };
  // Submitted Monday 30 November and Tuesday 24 November (NZ): 3 and 7 working days waiting.
  const newer = await application('Newer', '2026-11-29T22:00:00Z', mine);
  const older = await application('Older', '2026-11-23T22:00:00Z', mine);
  const asked = await application('Asked', '2026-11-20T22:00:00Z', {
    assignedTo: officer.id,
    workflowStatus: 'information-requested',
  });
  const decided = await application('Decided', '2026-11-10T22:00:00Z', {
    assignedTo: officer.id,
    workflowStatus: 'declined',
  });
  const theirs = await application('Theirs', '2026-11-26T22:00:00Z', {
    assignedTo: other.id,
    workflowStatus: 'in-review',
  });
  await application('Nobody', '2026-12-01T22:00:00Z');
  Object.assign(refs, {
    newer: newer.reference,
    older: older.reference,
    asked: asked.reference,
    decided: decided.reference,
    theirs: theirs.reference,
  });
  const request = (applicationId: string, dueDate: string, state = 'requested') => ({
    applicationId,
    kind: 'question',
    question: 'Which bank?',
    dueDate,
    state,
    requestedBy: officer.id,
  });
  await app.db.insert(informationRequests).values([
    // Due Tuesday 1 December: 2 working days overdue on Thursday.
    request(asked.id, '2026-12-01'),
    // Answered: no longer a task.
    request(asked.id, '2026-11-30', 'received'),
    // Someone else's application: not my task.
    request(theirs.id, '2026-11-30'),
  ]);
  await app.db.insert(affordabilityCopyRequests).values([
    // Due Monday 7 December: 2 working days away.
    { applicationId: decided.id, dueOn: '2026-12-07' },
    // Due Friday 18 December: 11 working days away.
    { applicationId: older.id, dueOn: '2026-12-18' },
    // Made already.
    { applicationId: newer.id, dueOn: '2026-12-04', producedAt: now, producedBy: 'x' },
  ]);
  await app.db.insert(applicationDecisions).values({
    applicationId: theirs.id,
    kind: 'proposal',
    outcome: 'approved',
    amount: 15000,
    reason: 'Meets lending criteria',
    comment: 'Above my limit',
    decidedBy: other.id,
    state: 'open',
  });
});
afterAll(async () => close());

describe('My work (issue 29)', () => {
  it('lists my undecided applications, longest waiting first, with their working days', async () => {
    const work = await myWork('officer');
    expect(
      work.assigned.map((row: { reference: string; waitingWorkingDays: number | null }) => [
        row.reference,
        row.waitingWorkingDays,
      ]),
    ).toEqual([
      // Waiting on the applicant, so not counted as waiting on us.
      [refs.asked, null],
      [refs.older, 7],
      [refs.newer, 3],
    ]);
    expect(work.approver).toBe(false);
    expect(work.proposals).toEqual([]);
  });

  it('groups my tasks by their due date in working days: overdue, due soon, not yet due', async () => {
    const { tasks } = await myWork('officer');
    expect(tasks.overdue).toEqual([
      {
        kind: 'information-request',
        reference: refs.asked,
        name: 'Mere Asked',
        dueOn: '2026-12-01',
        workingDaysAway: -2,
      },
    ]);
    expect(tasks['due-soon']).toEqual([
      {
        kind: 'record-copy',
        reference: refs.decided,
        name: 'Mere Decided',
        dueOn: '2026-12-07',
        workingDaysAway: 2,
      },
    ]);
    expect(tasks.later).toEqual([
      expect.objectContaining({ kind: 'record-copy', reference: refs.older, workingDaysAway: 11 }),
    ]);
  });

  it('shows an approver the proposals of others waiting for a check', async () => {
    const work = await myWork('approver');
    expect(work.approver).toBe(true);
    expect(work.proposals).toEqual([
      expect.objectContaining({
        reference: refs.theirs,
        outcome: 'approved',
        proposedAmount: 15000,
        proposedBy: 'other@kowhai.example.nz',
      }),
    ]);
    // The maker is not shown their own proposal to check.
    expect((await myWork('other')).proposals).toEqual([]);
  });

  it('counts what waits for me and the unassigned in the header', async () => {
    const frame = async (who: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `${PAGE_DATA_API}/staff-frame?path=${encodeURIComponent('/staff/')}`,
          headers: { cookie: staff[who]!.cookie },
        })
      ).json().staffFrame;
    // Three applications and one overdue task; one submitted application nobody has taken.
    expect(await frame('officer')).toEqual({
      state: 'ok',
      me: { email: 'officer@kowhai.example.nz' },
      counts: { myWork: 4, unassigned: 1 },
    });
    expect((await frame('approver')).counts).toEqual({ myWork: 1, unassigned: 1 });
  });

  it('sends an old queue address at /staff/ on to the queue with its view', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${PAGE_DATA_API}/staff-my-work?path=${encodeURIComponent('/staff/?status=submitted&q=ngata')}`,
      headers: { cookie: staff.officer!.cookie },
    });
    expect(response.json().redirectTo).toBe('/staff/applications/?status=submitted&q=ngata');
  });

  it('gives the application page the policy’s actions and its neighbours in the queue’s view', async () => {
    const opened = async (reference: string, who: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `${PAGE_DATA_API}/staff-application?path=${encodeURIComponent(
            `/staff/applications/${reference}/?assigned=me&sort=submitted&dir=asc`,
          )}`,
          headers: { cookie: staff[who]!.cookie },
        })
      ).json().staffApplication;
    const page = await opened(refs.older!, 'officer');
    // My applications oldest first: decided, asked, older, newer.
    expect(page.neighbours).toEqual({
      previous: refs.asked,
      next: refs.newer,
      view: '?assigned=me&dir=asc',
    });
    expect(page.waitingWorkingDays).toBe(7);
    expect(page.affordability).toBeNull();
    // In review without a record: an approval is offered with why it cannot be recorded yet.
    expect(page.allowed).toEqual([
      { event: 'assign' },
      { event: 'request-information' },
      {
        event: 'approve',
        blockedBy: {
          kind: 'needs-record',
          detail: 'There is no affordability and suitability record yet.',
        },
      },
      {
        event: 'approve-conditionally',
        blockedBy: {
          kind: 'needs-record',
          detail: 'There is no affordability and suitability record yet.',
        },
      },
      { event: 'decline' },
      { event: 'withdraw' },
    ]);
    // Decided: nothing but what the policy allows from a decline (nothing).
    expect((await opened(refs.decided!, 'officer')).allowed).toEqual([]);
    // The maker of the open proposal may not approve it; the approver may.
    const events = (list: { event: string }[]) => list.map((entry) => entry.event);
    expect(events((await opened(refs.theirs!, 'other')).allowed)).not.toContain('approve');
  });
});

// The statutory and lender's clocks as tasks (issue 30 "What to build" 10): conditions of a
// conditional approval outstanding, and a disclosed loan's cooling-off period ending (CCCFA s 27
// with s 35(3): 5 working days after the disclosure is made, an emailed one 2 working days after
// it is sent), beside the record copies (CCCFA s 9CA) and information requests above.
describe('My work’s statutory clocks (issue 30)', () => {
  const settled: Record<string, string> = {};
  beforeAll(async () => {
    const mine = (workflowStatus: string) => ({ assignedTo: staff.settler!.id, workflowStatus });
    const conditional = async (lastName: string, decidedAt: string, status: string) => {
      const row = await application(lastName, '2026-11-02T22:00:00Z', mine(status));
      await app.db.insert(applicationDecisions).values({
        applicationId: row.id,
        kind: 'decision',
        outcome: 'conditionally-approved',
        amount: 5000,
        reason: 'Meets lending criteria with conditions',
        comment: 'Proof of address',
        decidedBy: staff.settler!.id,
        createdAt: new Date(decidedAt),
      });
      return row;
    };
    // Decided Monday 16 November (NZ): its conditions are due 10 working days later, Monday 30
    // November, 3 working days overdue on Thursday 3 December.
    const late = await conditional('Late', '2026-11-15T22:00:00Z', 'conditionally-approved');
    // Decided Wednesday 2 December: due Wednesday 16 December, 9 working days away.
    const fresh = await conditional('Fresh', '2026-12-01T22:00:00Z', 'conditionally-approved');
    // Conditions met and approved since: no longer a task.
    await conditional('Met', '2026-11-15T22:00:00Z', 'approved');
    const disclosed = async (lastName: string, sentAt: Date | null) => {
      const row = await application(lastName, '2026-11-02T22:00:00Z', mine('approved'));
      await app.db.insert(lendingDocuments).values({
        applicationId: row.id,
        kind: 'disclosure',
        storageReference: `disclosure-${lastName}`,
        contentType: 'application/pdf',
        sha256: 'x',
        sizeBytes: 1,
        actorKind: 'staff',
        sentAt,
      });
      return row;
    };
    // Emailed Tuesday 1 December (NZ): made Thursday 3 December (s 35(3)), the period ends
    // Thursday 10 December (s 27), 5 working days away.
    const cooling = await disclosed('Cooling', new Date('2026-11-30T21:00:00Z'));
    // Emailed in October: the period has ended, nothing to watch.
    await disclosed('Ended', new Date('2026-10-05T21:00:00Z'));
    // Not sent yet: the period has not started.
    await disclosed('Unsent', null);
    Object.assign(settled, {
      late: late.reference,
      fresh: fresh.reference,
      cooling: cooling.reference,
    });
  });

  it('lists conditions outstanding and cooling-off periods ending, each with its due date, overdue first', async () => {
    const { tasks } = await myWork('settler');
    expect(tasks).toEqual({
      overdue: [
        {
          kind: 'conditions',
          reference: settled.late,
          name: 'Mere Late',
          dueOn: '2026-11-30',
          workingDaysAway: -3,
        },
      ],
      'due-soon': [],
      later: [
        {
          kind: 'cooling-off',
          reference: settled.cooling,
          name: 'Mere Cooling',
          dueOn: '2026-12-10',
          workingDaysAway: 5,
        },
        {
          kind: 'conditions',
          reference: settled.fresh,
          name: 'Mere Fresh',
          dueOn: '2026-12-16',
          workingDaysAway: 9,
        },
      ],
    });
  });

  it('counts the overdue conditions in the header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${PAGE_DATA_API}/staff-frame?path=${encodeURIComponent('/staff/')}`,
      headers: { cookie: staff.settler!.cookie },
    });
    expect(response.json().staffFrame.counts).toEqual({ myWork: 1, unassigned: 1 });
  });
});
