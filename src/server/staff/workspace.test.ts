import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffMessages } from '#content/staff-workspace.ts';
import { applications, emailOutbox, insightEvents, staffActions } from '#server/db/schema/index.ts';
import {
  queuedApplication,
  type QueuedApplication,
  staffTestApp,
} from '#server/test-support/staff.ts';
import { sessionCookie, TEST_BROKER, TEST_CUSTOMER } from '#server/test-support/sessions.ts';
import { approvalBody } from '#server/test-support/lending.ts';
import { makeOwedLetters } from '#server/test-support/letters.ts';

const now = new Date('2026-07-13T22:00:00Z'); // Tuesday 14 July 2026 in New Zealand
const harness = staffTestApp({ clock: () => now });
const { cookies, ids } = harness;

const application = (values: QueuedApplication) =>
  queuedApplication(harness.app.db, { branch: '1', ...values });

const queue = (query: string, who = 'officer') =>
  harness.app.inject({
    method: 'GET',
    url: `/api/staff/applications${query}`,
    headers: { cookie: cookies[who]! },
  });
const post = (path: string, payload: object, who = 'officer') =>
  harness.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${path}`,
    payload,
    headers: { cookie: cookies[who]! },
  });

let ngata: string;
let wilson: string;
let big: string;
let unfinished: string;

beforeAll(async () => {
  await harness.signIn('officer', ['officer']);
  await harness.signIn('officer2', ['officer']);
  await harness.signIn('approver', ['approver']);
  await harness.signIn('approver2', ['approver']);
  await harness.signIn('other', ['marketing']);
  cookies.customer = await sessionCookie(harness.app, TEST_CUSTOMER);
  cookies.broker = await sessionCookie(harness.app, TEST_BROKER);
  // Thursday 9 July 2026 in New Zealand: Friday 10 July is Matariki, so Tuesday is 2 working days on.
  ngata = await application({ first: 'Aroha', last: 'Ngata', amount: 8000 });
  wilson = await application({
    first: 'Sam',
    last: 'Wilson',
    amount: 3000,
    source: 'Broker',
    submitted: '2026-07-01T00:00:00Z',
  });
  big = await application({ first: 'Mere', last: 'Big', amount: 25000 });
  unfinished = await application({ first: 'Tama', last: 'Stuck', amount: 5000, complete: false });
});

describe('the workspace refuses everyone but officers and approvers', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['customer', 'customer', 403],
    ['broker', 'broker', 403],
    ['staff without a workspace role', 'other', 403],
  ])('%s', async (_who, who, status) => {
    const headers = who ? { cookie: cookies[who]! } : {};
    for (const [method, url] of [
      ['GET', '/api/staff/applications'],
      ['POST', `/api/staff/applications/${ngata}/assign`],
      ['POST', `/api/staff/applications/${ngata}/decisions`],
    ] as const) {
      const response = await harness.app.inject({
        method,
        url,
        headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
    }
  });
});

describe('the queue', () => {
  it('lists every application, unfinished ones under their own status, with counts and working days', async () => {
    const answer = (await queue('')).json();
    expect(answer.total).toBe(4);
    expect(answer.counts).toMatchObject({ submitted: 3, 'in-progress': 1, approved: 0 });
    const row = answer.rows.find((r: { reference: string }) => r.reference === ngata);
    expect(row).toMatchObject({
      name: 'Aroha Ngata',
      amount: 8000,
      purpose: 'Car',
      status: 'submitted',
      waitingWorkingDays: 2,
    });
    expect(answer.rows.find((r: { reference: string }) => r.reference === unfinished).status).toBe(
      'in-progress',
    );
  });

  it('filters, searches, sorts and pages on the server', async () => {
    const refs = async (query: string) =>
      (await queue(query)).json().rows.map((r: { reference: string }) => r.reference);
    expect(await refs('?q=ngata')).toEqual([ngata]);
    expect(await refs('?q=sam')).toEqual([wilson]);
    expect(await refs(`?q=${big}`)).toEqual([big]);
    expect(await refs('?q=mere.big@')).toEqual([big]);
    expect(await refs('?source=Broker')).toEqual([wilson]);
    expect(await refs('?status=in-progress')).toEqual([unfinished]);
    expect(await refs('?min=5000&max=10000&status=submitted')).toEqual([ngata]);
    expect(await refs('?from=2026-07-09&to=2026-07-09')).toEqual(
      expect.arrayContaining([ngata, big]),
    );
    expect(await refs('?from=2026-07-09&to=2026-07-09')).not.toContain(wilson);
    expect(await refs('?sort=amount&dir=asc&status=submitted')).toEqual([wilson, ngata, big]);
    expect(await refs('?sort=amount&dir=asc&status=submitted&page=2')).toEqual([]);
    // A percent sign is searched for, not a wildcard.
    expect(await refs('?q=%25')).toEqual([]);
  });
});

describe('assigning and deciding', () => {
  it('assigns to me, moving submitted to in review, audited; a stale version is 412', async () => {
    const assigned = await post(`${ngata}/assign`, { to: 'me', version: 0 });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'in-review',
      version: 1,
      assignedTo: { id: ids.officer },
    });
    const stale = await post(`${ngata}/assign`, { to: 'me', version: 0 }, 'officer2');
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toBe(staffMessages.changedMeanwhile);
    expect(
      (await queue('?assigned=me')).json().rows.map((r: { reference: string }) => r.reference),
    ).toEqual([ngata]);
    const [audit] = await harness.app.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'assigned'));
    expect(audit).toMatchObject({ actorId: ids.officer, details: { to: ids.officer } });
    expect(audit!.requestId).toBeTruthy();
  });

  it('refuses a decision the status machine does not allow with 409', async () => {
    const response = await post(`${unfinished}/decisions`, approvalBody(5000, 0));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/in progress/);
  });

  it('approves within the limit once: the second of two officers gets 412, the applicant an email', async () => {
    const body = approvalBody(8000, 1);
    const [first, second] = await Promise.all([
      post(`${ngata}/decisions`, body),
      post(`${ngata}/decisions`, body, 'officer2'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 412]);
    await makeOwedLetters(harness.app);
    const mail = await harness.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'aroha.ngata@example.co.nz'));
    // The decision's email, and the disclosure statement's (issue 21).
    expect(mail.map((message) => message.kind).sort()).toEqual([
      'decision-approved',
      'letter-disclosure',
    ]);
    expect(mail[0]!.text).toContain(ngata);
    expect(mail[0]!.text).not.toContain('Ngata');
    // The funnel's decided stage (issue 22) counts it once, with the outcome and nothing personal.
    const decided = await harness.app.db
      .select({ outcome: insightEvents.outcome, name: insightEvents.name })
      .from(insightEvents)
      .where(eq(insightEvents.name, 'decision'));
    expect(decided).toEqual([{ outcome: 'approved', name: 'decision' }]);
  });

  it('refuses an unknown reason and a missing comment with 422 / 400', async () => {
    await post(`${big}/assign`, { to: 'me', version: 0 });
    const decline = (reason: string, comment: string) =>
      post(`${big}/decisions`, { outcome: 'declined', reason, comment, version: 1 });
    const reason = await decline('Because', 'x');
    expect(reason.statusCode).toBe(422);
    expect(reason.json().fields.reason).toBe(staffMessages.unknownReason);
    expect((await decline('Credit history', ' ')).statusCode).toBe(400);
  });

  it('above the limit the officer proposes and another approver decides (maker-checker)', async () => {
    const approve = approvalBody(25000, 1);
    const alone = await post(`${big}/decisions`, approve);
    expect(alone.statusCode).toBe(403);
    expect(alone.json().error).toBe(staffMessages.aboveLimit('$10,000'));
    const proposed = await post(`${big}/decisions`, { ...approve, propose: true });
    expect(proposed.json()).toMatchObject({ kind: 'proposal', status: 'in-review', version: 2 });
    const [proposal] = await harness.app.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'proposed'));
    expect(proposal).toBeTruthy();
    const { applicationDecisions } = await import('#server/db/schema/index.ts');
    const [open] = await harness.app.db
      .select()
      .from(applicationDecisions)
      .where(eq(applicationDecisions.state, 'open'));
    const check = approvalBody(25000, 2, { proposalId: open!.id });
    expect((await post(`${big}/decisions`, check)).statusCode).toBe(403);
    const decided = await post(`${big}/decisions`, check, 'approver');
    expect(decided.json()).toMatchObject({ kind: 'decision', status: 'approved' });
  });

  it('an approver never checks their own proposal', async () => {
    const [{ applicationDecisions }] = [await import('#server/db/schema/index.ts')];
    await post(`${wilson}/assign`, { to: 'me', version: 0 }, 'approver');
    // An approver may decide directly; a proposal of theirs (as maker) needs another approver.
    const [row] = await harness.app.db
      .select()
      .from(applications)
      .where(eq(applications.referenceNumber, Number(wilson)));
    const [proposal] = await harness.app.db
      .insert(applicationDecisions)
      .values({
        applicationId: row!.id,
        kind: 'proposal',
        outcome: 'approved',
        amount: 3000,
        reason: 'Meets lending criteria',
        comment: 'c',
        decidedBy: ids.approver!,
        state: 'open',
      })
      .returning();
    const approval = approvalBody(3000, 1, { proposalId: proposal!.id });
    const own = await post(`${wilson}/decisions`, approval, 'approver');
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(staffMessages.ownProposal);
    const other = await post(`${wilson}/decisions`, approval, 'approver2');
    expect(other.statusCode).toBe(200);
  });
});

describe('the workspace pages', () => {
  const pageData = (id: string, path: string, who?: string) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/page-data/${id}?path=${encodeURIComponent(path)}`,
      headers: who ? { cookie: cookies[who]! } : {},
    });

  it('refuses every workspace page to anonymous visitors, customers, brokers and other staff', async () => {
    for (const [id, path] of [
      ['staff-queue', '/staff/applications/'],
      ['staff-application', `/staff/applications/${ngata}/`],
    ] as const) {
      const key = id === 'staff-queue' ? 'staffQueue' : 'staffApplication';
      const anonymous = (await pageData(id, path)).json();
      expect(anonymous[key]).toEqual({ state: 'sign-in-required' });
      expect(anonymous.redirectTo).toBe(`/sign-in/?returnTo=${encodeURIComponent(path)}`);
      for (const who of ['customer', 'broker', 'other'])
        expect((await pageData(id, path, who)).json()[key], `${who} ${path}`).toEqual({
          state: 'not-allowed',
        });
    }
  });

  it('gives the queue of the address and records who opened an application', async () => {
    const queueData = (
      await pageData('staff-queue', '/staff/applications/?q=ngata', 'officer')
    ).json();
    expect(queueData.staffQueue.query.q).toBe('ngata');
    expect(queueData.staffQueue.answer.rows.map((r: { reference: string }) => r.reference)).toEqual(
      [ngata],
    );
    const view = (
      await pageData('staff-application', `/staff/applications/${ngata}/`, 'approver')
    ).json().staffApplication;
    expect(view).toMatchObject({
      state: 'ok',
      reference: ngata,
      status: 'approved',
      name: 'Aroha Ngata',
    });
    const stepOne = view.steps.find((s: { step: number }) => s.step === 1);
    expect(stepOne.answers).toContainEqual({
      name: 'FirstName',
      label: 'First name',
      value: 'Aroha',
    });
    expect(view.decisions[0]).toMatchObject({
      outcome: 'approved',
      amount: 8000,
      reason: 'Meets lending criteria',
    });
    expect(view.history.map((h: { what: string }) => h.what)).toContain(
      'Assigned to officer@kowhai.example.nz',
    );
    const viewed = await harness.app.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'viewed'));
    expect(viewed).toContainEqual(expect.objectContaining({ actorId: ids.approver }));
    expect(
      (await pageData('staff-application', '/staff/applications/999999999/', 'officer')).json()
        .staffApplication,
    ).toEqual({ state: 'not-found' });
  });

  it('records every opening, which the history shows from the next opening on', async () => {
    const openingsShown = async () =>
      (await pageData('staff-application', `/staff/applications/${wilson}/`, 'officer'))
        .json()
        .staffApplication.history.filter(
          (line: { what: string }) => line.what === 'Opened the application',
        ).length;
    const recorded = async () =>
      (
        await harness.app.db
          .select({ action: staffActions.action })
          .from(staffActions)
          .innerJoin(applications, eq(applications.id, staffActions.applicationId))
          .where(eq(applications.referenceNumber, Number(wilson)))
      ).filter((row) => row.action === 'viewed').length;
    const before = await openingsShown();
    expect(await recorded()).toBe(before + 1);
    expect(await openingsShown()).toBe(before + 1);
    expect(await recorded()).toBe(before + 2);
  });
});
