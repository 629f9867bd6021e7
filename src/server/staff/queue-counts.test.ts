import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#domain/staff/status.ts';
import { applications } from '#server/db/schema/index.ts';
import { saveCompleteRecord } from '#server/test-support/lending.ts';
import { applicant, saveStep, saveSteps } from '#server/test-support/loan-application.ts';
import { sessionCookie } from '#server/test-support/sessions.ts';
import { staffTestApp } from '#server/test-support/staff.ts';

// The queue's counts per status (issue 20 "The queue"). Without a filter, or filtered by assignee
// only, they are read from the counts the database keeps (decision 106): each thing that moves an
// application must move them, as the applicant and staff see it in the queue.
const now = new Date('2026-07-13T22:00:00Z');
const harness = staffTestApp({ clock: () => now });
const { cookies, ids } = harness;

type Counts = Record<ApplicationStatus, number>;
const none = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Counts;

/** The counts and total the queue shows for a view, as the officer. */
async function shown(query = ''): Promise<{ counts: Counts; total: number }> {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/staff/applications${query}`,
    headers: { cookie: cookies.officer! },
  });
  expect(response.statusCode).toBe(200);
  const { counts, total } = response.json();
  return { counts, total };
}

/** The same counts, counted from the applications themselves. */
async function counted(where?: SQL): Promise<Counts> {
  const rows = await harness.app.db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(where)
    .groupBy(applications.status);
  return { ...none, ...Object.fromEntries(rows.map((row) => [row.status, row.n])) };
}

const post = (path: string, payload: object) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${path}`,
    payload,
    headers: { cookie: cookies.officer! },
  });

/** The reference and id of an application by its token. */
async function byToken(token: string) {
  const [row] = await harness.app.db
    .select({ reference: applications.referenceNumber, id: applications.id })
    .from(applications)
    .where(eq(applications.token, token));
  return { reference: String(row!.reference), id: row!.id };
}

/** An applicant's whole journey through the site: steps 1 to 4, submitted. */
async function submitted(lastName: string) {
  const { keys } = await saveSteps(harness.app, applicant({ LastName: lastName }));
  return byToken(keys.Token);
}

beforeAll(async () => {
  await harness.signIn('officer', ['officer']);
  await harness.signIn('officer2', ['officer']);
});

describe('the counts per status the queue shows', () => {
  const refs: { reference: string; id: string }[] = [];

  it('count an application the applicant starts, then submits', async () => {
    expect(await shown()).toEqual({ counts: none, total: 0 });
    const values = applicant({ LastName: 'Counted' });
    const { keys } = await saveSteps(harness.app, values, 3);
    expect(await shown()).toEqual({ counts: { ...none, 'in-progress': 1 }, total: 1 });
    expect((await saveStep(harness.app, 4, values, { keys })).statusCode).toBe(200);
    expect(await shown()).toEqual({ counts: { ...none, submitted: 1 }, total: 1 });
    expect((await shown('?assigned=unassigned')).counts).toEqual({ ...none, submitted: 1 });
    expect((await shown('?assigned=me')).counts).toEqual(none);
    refs.push(await byToken(keys.Token));
    refs.push(await submitted('Second'), await submitted('Third'), await submitted('Fourth'));
    expect((await shown()).counts).toEqual({ ...none, submitted: 4 });
  });

  it('move with an assignment, to the assignee and out of the unassigned', async () => {
    const assigned = await post(`${refs[0]!.reference}/assign`, { to: 'me', version: 0 });
    expect(assigned.statusCode).toBe(200);
    expect((await shown()).counts).toEqual({ ...none, submitted: 3, 'in-review': 1 });
    expect(await shown('?assigned=me')).toEqual({
      counts: { ...none, 'in-review': 1 },
      total: 1,
    });
    expect((await shown('?assigned=unassigned')).counts).toEqual({ ...none, submitted: 3 });
    // Moved on to someone else: out of mine, into theirs, still in review.
    const reassigned = await post(`${refs[0]!.reference}/assign`, { to: ids.officer2, version: 1 });
    expect(reassigned.statusCode).toBe(200);
    expect((await shown('?assigned=me')).counts).toEqual(none);
    expect((await shown()).counts).toEqual({ ...none, submitted: 3, 'in-review': 1 });
  });

  it('move with a bulk assignment, each row that is done and none that is refused', async () => {
    const response = await post('bulk', {
      action: 'assign',
      to: 'me',
      items: [
        { reference: refs[1]!.reference, version: 0 },
        { reference: refs[2]!.reference, version: 0 },
        // Stale: refused with 412, so it stays submitted and unassigned.
        { reference: refs[3]!.reference, version: 7 },
      ],
    });
    expect(response.json().results.map((result: { ok: boolean }) => result.ok)).toEqual([
      true,
      true,
      false,
    ]);
    expect((await shown()).counts).toEqual({ ...none, submitted: 1, 'in-review': 3 });
    expect((await shown('?assigned=me')).counts).toEqual({ ...none, 'in-review': 2 });
    expect((await shown('?assigned=unassigned')).counts).toEqual({ ...none, submitted: 1 });
  });

  it('move with a decision', async () => {
    await saveCompleteRecord(harness.app.db, refs[1]!.id);
    const declined = await post(`${refs[1]!.reference}/decisions`, {
      outcome: 'declined',
      reason: 'Cannot afford the repayments',
      comment: 'Expenses exceed income',
      version: 1,
    });
    expect(declined.statusCode).toBe(200);
    expect((await shown()).counts).toEqual({
      ...none,
      submitted: 1,
      'in-review': 2,
      declined: 1,
    });
    expect((await shown('?assigned=me')).counts).toEqual({
      ...none,
      'in-review': 1,
      declined: 1,
    });
  });

  it('lose an application that is deleted (as retention deletes them)', async () => {
    const [row] = await harness.app.db
      .insert(applications)
      .values({ token: randomUUID(), guid: randomUUID(), formData: { LastName: 'Gone' } })
      .returning({ id: applications.id });
    expect((await shown()).counts['in-progress']).toBe(1);
    await harness.app.db.delete(applications).where(eq(applications.id, row!.id));
    expect((await shown()).counts['in-progress']).toBe(0);
  });

  it('are the counts of the applications themselves, in every view they are kept for', async () => {
    expect((await shown()).counts).toEqual(await counted());
    expect((await shown('?assigned=me')).counts).toEqual(
      await counted(eq(applications.assignedTo, ids.officer!)),
    );
    expect((await shown('?assigned=unassigned')).counts).toEqual(
      await counted(isNull(applications.assignedTo)),
    );
    // A view under another filter is counted: it agrees.
    expect((await shown('?assigned=me&source=Website')).counts).toEqual(
      await counted(
        and(eq(applications.assignedTo, ids.officer!), eq(applications.source, 'Website')),
      ),
    );
  });

  it('are emptied with the applications (a truncate)', async () => {
    await harness.app.db.execute(sql`truncate applications cascade`);
    // The sessions went with them (they name an application).
    cookies.officer = await sessionCookie(harness.app, {
      kind: 'staff',
      id: ids.officer!,
      roles: ['officer'],
    });
    expect(await shown()).toEqual({ counts: none, total: 0 });
  });
});
