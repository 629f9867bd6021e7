import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { staffMessages } from '#content/staff-workspace.ts';
import { emailOutbox, staffActions } from '#server/db/schema/index.ts';
import { sessionCookie, TEST_BROKER, TEST_CUSTOMER } from '#server/test-support/sessions.ts';
import { queuedApplication, staffTestApp } from '#server/test-support/staff.ts';
import { QUEUE_COLUMNS } from '#domain/staff/queue-query.ts';

// The queue's bulk actions and CSV export (issue 20 "The queue"), through the API.
const now = new Date('2026-07-13T22:00:00Z');
const harness = staffTestApp({ clock: () => now });
const { cookies, ids } = harness;

const application = (first: string, last: string, amount: number, complete = true) =>
  queuedApplication(harness.app.db, { first, last, amount, complete });

const bulk = (payload: object, who = 'officer') =>
  harness.app.inject({
    method: 'POST',
    url: '/api/staff/applications/bulk',
    payload,
    headers: { cookie: cookies[who]! },
  });
const exportCsv = (query: string, who = 'officer') =>
  harness.app.inject({
    method: 'GET',
    url: `/api/staff/applications/export${query}`,
    headers: { cookie: cookies[who]! },
  });

let refs: string[];
let unfinished: string;
let formula: string;
beforeAll(async () => {
  await harness.signIn('officer', ['officer']);
  await harness.signIn('officer2', ['officer']);
  cookies.customer = await sessionCookie(harness.app, TEST_CUSTOMER);
  cookies.broker = await sessionCookie(harness.app, TEST_BROKER);
  refs = [
    await application('Ana', 'Tipene', 4000),
    await application('Ben', 'Tipene', 6000),
    await application('Cara', 'Tipene', 8000),
  ];
  unfinished = await application('Dan', 'Tipene', 2000, false);
  formula = await application('=HYPERLINK("x")', 'Zed', 3000);
});

describe('bulk actions and the export refuse everyone but officers and approvers', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['customer', 'customer', 403],
    ['broker', 'broker', 403],
  ])('%s', async (_who, who, status) => {
    const headers = who ? { cookie: cookies[who]! } : {};
    const get = await harness.app.inject({
      method: 'GET',
      url: '/api/staff/applications/export',
      headers,
    });
    expect(get.statusCode).toBe(status);
    const post = await harness.app.inject({
      method: 'POST',
      url: '/api/staff/applications/bulk',
      headers,
      payload: { action: 'assign', to: 'me', items: [{ reference: refs[0], version: 0 }] },
    });
    expect(post.statusCode).toBe(status);
  });
});

describe('bulk assign and decline', () => {
  it('assigns several rows, reporting per row the ones refused (412) and why', async () => {
    const response = await bulk({
      action: 'assign',
      to: ids.officer2,
      items: [
        { reference: refs[0], version: 0 },
        { reference: refs[1], version: 5 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results[0]).toEqual({ reference: refs[0], ok: true, status: 'in-review', version: 1 });
    expect(results[1]).toEqual({
      reference: refs[1],
      ok: false,
      code: 412,
      message: staffMessages.changedMeanwhile,
    });
    const audits = await harness.app.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'assigned'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: ids.officer, details: { to: ids.officer2 } });
  });

  it('declines several rows with one reason, emailed; the policy refuses a decided one (409)', async () => {
    const wrong = await bulk({
      action: 'decline',
      reason: 'Because',
      comment: 'Affordability',
      items: [{ reference: refs[0], version: 1 }],
    });
    expect(wrong.json().results[0]).toMatchObject({ ok: false, code: 422 });
    const response = await bulk({
      action: 'decline',
      reason: 'Cannot afford the repayments',
      comment: 'Expenses exceed income',
      items: [
        { reference: refs[0], version: 1 },
        { reference: refs[0], version: 2 },
      ],
    });
    const { results } = response.json();
    expect(results[0]).toEqual({ reference: refs[0], ok: true, status: 'declined', version: 2 });
    // Declined already: the policy allows no second decline.
    expect(results[1]).toMatchObject({ reference: refs[0], ok: false, code: 409 });
    expect(results[1].message).toMatch(/already declined/);
    const declines = await harness.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'decision-declined'));
    expect(declines).toHaveLength(1);
  });

  // Issue 29 finding 8: stale or spam applications (submitted, or never finished) have no
  // affordability record; a decline needs a reason, not an assessment.
  it('declines a submitted and an unfinished application with a reason and no record', async () => {
    const stale = await queuedApplication(harness.app.db, {
      first: 'Eru',
      last: 'Stale',
      amount: 2500,
      record: false,
    });
    const spam = await queuedApplication(harness.app.db, {
      first: 'Asdf',
      last: 'Spam',
      amount: 100,
      complete: false,
      record: false,
    });
    const response = await bulk({
      action: 'decline',
      reason: 'Outside our lending policy',
      comment: 'Spam: no contact details that work',
      items: [
        { reference: stale, version: 0 },
        { reference: spam, version: 0 },
      ],
    });
    expect(response.json().results).toEqual([
      { reference: stale, ok: true, status: 'declined', version: 1 },
      { reference: spam, ok: true, status: 'declined', version: 1 },
    ]);
  });

  it('answers 400 for an empty selection', async () => {
    const response = await bulk({ action: 'assign', to: 'me', items: [] });
    expect(response.statusCode).toBe(400);
  });
});

describe('the CSV export of the filtered view', () => {
  it('exports the view in the address with the queue columns only, and records who exported what', async () => {
    const response = await exportCsv('?q=tipene&sort=amount&dir=asc&page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="applications-/);
    const table: string[][] = parse(response.body);
    // The queue page's columns but its waiting time, in the page's order.
    expect(table[0]).toEqual(QUEUE_COLUMNS.map(([, label]) => label));
    // Every page of the view, not only the page in the address; no email, no other answer.
    expect(table.slice(1).map((row) => row[0])).toEqual([unfinished, refs[0], refs[1], refs[2]]);
    expect(table[2]).toEqual([
      refs[0],
      'Ana Tipene',
      '4000',
      'Car',
      'Website',
      '',
      'Declined',
      'officer2@kowhai.example.nz',
      '2026-07-08T23:00:00.000Z',
    ]);
    expect(response.body).not.toContain('@example.co.nz');
    const [audit] = await harness.app.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'exported'));
    expect(audit).toMatchObject({
      actorId: ids.officer,
      applicationId: null,
      details: { view: '?q=tipene&sort=amount&dir=asc', rows: 4 },
    });
    expect(audit!.requestId).toBeTruthy();
    expect(audit!.createdAt).toEqual(now);
  });

  it('writes a name that a spreadsheet would run as a formula as text', async () => {
    const table: string[][] = parse((await exportCsv(`?q=${formula}`)).body);
    expect(table[1]![1]).toBe(`'=HYPERLINK("x") Zed`);
  });
});
