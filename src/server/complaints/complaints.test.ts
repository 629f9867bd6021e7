import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { brand } from '#content/brand.ts';
import { COMPLAINT_MESSAGES } from '#domain/complaints/fields.ts';
import { complaintContract } from '#domain/contracts/complaints.ts';
import { PAGE_DATA_API } from '#domain/pages/route-data.ts';
import { complaintLetters, complaints, emailOutbox } from '#server/db/schema/index.ts';
import { captchaHeaders, testClientAddress } from '#server/test-support/captcha.ts';
import { signedInStaff } from '#server/test-support/staff.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { sendSchemeLetters } from './register.ts';

// The complaints process (issue 32 "What to build" 2): the form's call, the register, its letters,
// the scheme's waiting time (FSCL: 40 working days, https://fscl.org.nz/about-us/complaints/
// how-to-make-a-complaint/) and the annual return's monthly counts.
// Monday 1 March 2027, 10:00 in New Zealand.
let now = new Date('2027-02-28T21:00:00Z');
let app: FastifyInstance;
let close: () => Promise<void>;
let officer: { id: string; cookie: string };

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => now }));
  officer = await signedInStaff(app, 'complaints-officer', ['officer']);
});
afterAll(async () => close());

const complaint = {
  Product: 'personal-loan',
  WhatWentWrong: 'My direct debit was taken twice in February.',
  PutRight: 'Refund the second payment, please.',
  Name: 'Aroha Ngata',
  Email: 'aroha@example.co.nz',
  Phone: '021 555 0199',
};

async function post(body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: complaintContract.path,
    headers: await captchaHeaders(app),
    remoteAddress: testClientAddress(),
    payload: body,
  });
}

const staffCall = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { cookie: officer.cookie },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

describe('POST /api/complaints', () => {
  it('registers the complaint with its working-day due dates and emails a reference and what happens next', async () => {
    const response = await post(complaint);
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json() as { reference: string };
    expect(reference).toMatch(/^C-\d{6}$/);
    const [stored] = await app.db
      .select()
      .from(complaints)
      .where(eq(complaints.reference, reference));
    // Received Monday 1 March 2027: 2 working days → Wed 3 March; 20 → Wed 31 March (Good
    // Friday 26 and Easter Monday 29 March are not working days); 40 → Thu 29 April (Anzac Day,
    // Sunday 25 April 2027, is Monday 26 April's: CCCFA s 5 (ab)).
    expect(stored).toMatchObject({
      state: 'received',
      category: 'personal-loan',
      acknowledgeBy: '2027-03-03',
      resolveBy: '2027-03-31',
      schemeFrom: '2027-04-29',
    });
    const emails = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'aroha@example.co.nz'));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain(reference);
    expect(emails[0]!.text).toContain('Kia ora Aroha,');
    expect(emails[0]!.text).toContain('What happens next');
    expect(emails[0]!.text).toContain(brand.disputeScheme.name);
    // Only the first name and the reference: nothing else of the complaint goes by email.
    expect(emails[0]!.text).not.toContain('Ngata');
    expect(emails[0]!.text).not.toContain('direct debit');
  });

  it('answers 422 naming each field its rule refuses, and registers nothing', async () => {
    const before = (await app.db.select().from(complaints)).length;
    const response = await post({ ...complaint, Product: 'boats', WhatWentWrong: '', Email: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toMatchObject({
      Product: COMPLAINT_MESSAGES.product,
      WhatWentWrong: COMPLAINT_MESSAGES.whatWentWrong,
    });
    expect(response.json().fields.Email).toEqual(expect.any(String));
    expect((await app.db.select().from(complaints)).length).toBe(before);
  });

  it('answers 400 for a body of the wrong shape and refuses a call without a captcha', async () => {
    expect((await post({ ...complaint, Name: 42 })).statusCode).toBe(400);
    const bare = await app.inject({
      method: 'POST',
      url: complaintContract.path,
      remoteAddress: testClientAddress(),
      payload: complaint,
    });
    expect(bare.statusCode).toBe(400);
  });
});

describe('the register in the staff workspace', () => {
  it('refuses anyone but staff', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/staff/complaints' });
    expect(response.statusCode).toBe(401);
  });

  it('assigns, investigates, resolves with an outcome and sends the resolution letter; My work shows the task', async () => {
    const { reference } = (await post({ ...complaint, Email: 'resolve@example.co.nz' })).json();
    const list = (await staffCall('GET', '/api/staff/complaints')).json();
    const row = list.rows.find((r: { reference: string }) => r.reference === reference);
    expect(row).toMatchObject({ state: 'received', owner: null, dueOn: '2027-03-03' });

    const assigned = await staffCall('POST', `/api/staff/complaints/${reference}/assign`, {
      to: 'me',
      version: row.version,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().owner.id).toBe(officer.id);

    const work = await app.inject({
      method: 'GET',
      url: `${PAGE_DATA_API}/staff-my-work?path=${encodeURIComponent('/staff/')}`,
      headers: { cookie: officer.cookie },
    });
    const tasks = Object.values(work.json().staffMyWork.tasks).flat() as {
      kind: string;
      reference: string;
      dueOn: string;
    }[];
    expect(tasks).toContainEqual(
      expect.objectContaining({ kind: 'complaint', reference, dueOn: '2027-03-03' }),
    );

    const stale = await staffCall('POST', `/api/staff/complaints/${reference}/move`, {
      to: 'investigating',
      version: row.version,
    });
    expect(stale.statusCode).toBe(412);
    const investigating = await staffCall('POST', `/api/staff/complaints/${reference}/move`, {
      to: 'investigating',
      version: assigned.json().version,
    });
    expect(investigating.json()).toMatchObject({ state: 'investigating', dueOn: '2027-03-31' });

    const noOutcome = await staffCall('POST', `/api/staff/complaints/${reference}/move`, {
      to: 'resolved',
      version: investigating.json().version,
    });
    expect(noOutcome.statusCode).toBe(422);
    const noted = await staffCall('POST', `/api/staff/complaints/${reference}/notes`, {
      text: 'Refund of $120 approved.',
    });
    expect(noted.json().notes).toHaveLength(1);
    const resolved = await staffCall('POST', `/api/staff/complaints/${reference}/move`, {
      to: 'resolved',
      outcome: 'upheld',
      version: investigating.json().version,
    });
    expect(resolved.json()).toMatchObject({ state: 'resolved', outcome: 'upheld', dueOn: null });
    expect(resolved.json().letters.map((l: { kind: string }) => l.kind)).toEqual([
      'acknowledgement',
      'resolution',
    ]);
    const reopened = await staffCall('POST', `/api/staff/complaints/${reference}/move`, {
      to: 'investigating',
      version: resolved.json().version,
    });
    expect(reopened.statusCode).toBe(409);
  });

  it('a deadlock sends the letter naming the scheme', async () => {
    const { reference } = (await post({ ...complaint, Email: 'deadlock@example.co.nz' })).json();
    const detail = (await staffCall('GET', `/api/staff/complaints/${reference}`)).json();
    const deadlocked = await staffCall('POST', `/api/staff/complaints/${reference}/move`, {
      to: 'deadlocked',
      version: detail.version,
    });
    expect(deadlocked.statusCode, deadlocked.body).toBe(200);
    const letter = deadlocked.json().letters.find((l: { kind: string }) => l.kind === 'deadlock');
    expect(letter.text).toContain(brand.disputeScheme.name);
    expect(letter.text).toContain(brand.disputeScheme.phone);
  });

  it('counts the month by category and outcome, as a table and as CSV', async () => {
    const monthly = (
      await staffCall('GET', '/api/staff/complaints-monthly?from=2027-03&to=2027-03')
    ).json();
    expect(monthly.rows).toEqual([
      {
        month: '2027-03',
        category: 'personal-loan',
        received: 3,
        open: 1,
        upheld: 1,
        partlyUpheld: 0,
        notUpheld: 0,
        deadlocked: 1,
      },
    ]);
    const csv = await staffCall('GET', '/api/staff/complaints-monthly/csv?from=2027-03&to=2027-03');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[1]).toBe('2027-03,A personal loan,3,1,1,0,0,1');
    const none = (
      await staffCall('GET', '/api/staff/complaints-monthly?from=2027-04&to=2027-04')
    ).json();
    expect(none.rows).toEqual([]);
    expect((await staffCall('GET', '/api/staff/complaints-monthly?from=March')).statusCode).toBe(
      400,
    );
  });
});

describe('a complaint left past the configured time (FSCL: 40 working days)', () => {
  it('gets the letter naming the scheme once, on the working day it may go there, and not before', async () => {
    now = new Date('2027-03-01T21:00:00Z'); // Tuesday 2 March 2027
    const { reference } = (await post({ ...complaint, Email: 'waiting@example.co.nz' })).json();
    const [row] = await app.db.select().from(complaints).where(eq(complaints.reference, reference));
    expect(row!.schemeFrom).toBe('2027-04-30');
    const lettersOf = async () =>
      (
        await app.db
          .select()
          .from(complaintLetters)
          .where(eq(complaintLetters.complaintId, row!.id))
      ).map((letter) => letter.kind);
    await sendSchemeLetters({ db: app.db, now }, '2027-04-29');
    expect(await lettersOf()).toEqual(['acknowledgement']);
    await sendSchemeLetters({ db: app.db, now }, '2027-04-30');
    await sendSchemeLetters({ db: app.db, now }, '2027-05-03');
    expect(await lettersOf()).toEqual(['acknowledgement', 'scheme-open']);
    const [email] = await app.db
      .select()
      .from(emailOutbox)
      .where(
        eq(
          emailOutbox.subject,
          `Your complaint (${reference}): you can go to ${brand.disputeScheme.name}`,
        ),
      );
    expect(email!.text).toContain(brand.disputeScheme.website);
  });
});
