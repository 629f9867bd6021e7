import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { accessLogCopy } from '#content/access-log.ts';
import {
  accounts,
  applications,
  lendingDocuments,
  staffActions,
  uploads,
} from '#server/db/schema/index.ts';
import { storeDocument } from '#server/lending/lending-documents.ts';
import { runRetention } from '#server/lending/retention.ts';
import { ENCRYPTED_FIELD_NAMES } from '#server/loan-application/application-access.ts';
import { SESSION_COOKIE, sessionDeps } from '#server/session/plugin.ts';
import { startAnonymousSession } from '#server/session/sessions.ts';
import { sessionCookie } from '#server/test-support/sessions.ts';
import { staffTestApp } from '#server/test-support/staff.ts';
import { insertSubmittedApplication } from '#server/loan-application/submitted-application.ts';
import { shareDemoAccounts } from '#server/test-support/lending.ts';

const now = new Date('2026-07-08T22:00:00Z');
const harness = staffTestApp({ clock: () => now });
const { cookies, ids } = harness;

const call = (method: 'GET' | 'POST', url: string, who: string) =>
  harness.app.inject({ method, url, headers: cookies[who] ? { cookie: cookies[who] } : {} });
const base = (reference: string) => `/api/staff/applications/${reference}`;
/** The application page's data, as the staff page loads it (its opening is logged as `viewed`). */
const openPage = (reference: string, who: string) =>
  call(
    'GET',
    `/api/page-data/staff-application?path=${encodeURIComponent(`/staff/applications/${reference}/`)}`,
    who,
  );
/** The database's own message when a statement fails (Drizzle wraps it), or null when it runs. */
const refusal = (statement: Promise<unknown>) =>
  statement.then(
    () => null,
    (error: Error & { cause?: Error }) => (error.cause ?? error).message,
  );

/** A submitted application (owned by `owner`), with its id and reference. */
async function submitted(lastName: string, owner: string | null = null) {
  const { id, token, reference } = await insertSubmittedApplication(harness.app.db, {
    applicantEmail: `aroha.${lastName}@example.co.nz`.toLowerCase(),
    ownerAccountId: owner,
    workflowStatus: 'in-review',
    formData: harness.app.cipher.encryptFields(
      {
        FirstName: 'Aroha',
        LastName: lastName,
        DateOfBirth: '1990/04/23',
        LoanAmount: '5000',
        LoanPurpose: 'Car',
        Income: [{ amount: '2950', frequency: 'Fortnightly', source: 'Wages or salary' }],
      },
      ENCRYPTED_FIELD_NAMES,
    ),
  });
  await shareDemoAccounts(harness.app, token);
  return { id, reference };
}

/** A decline notice stored for the application (a stub PDF). */
const storeDeclineNotice = (applicationId: string) =>
  storeDocument(
    {
      db: harness.app.db,
      adapters: harness.app.adapters,
      clock: () => now,
      actor: { kind: 'anonymous' },
    },
    {
      applicationId,
      kind: 'decline-notice',
      bytes: Buffer.from('%PDF-1.4'),
      contentType: 'application/pdf',
    },
  );

/** The access log's rows of one application by action, oldest first. */
async function logged(applicationId: string, action: string) {
  return harness.app.db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.applicationId, applicationId), eq(staffActions.action, action)))
    .orderBy(staffActions.id);
}

async function storedUpload(applicationId: string, kind: string) {
  const bytes = Buffer.from(`%PDF-1.4 ${kind}`);
  const reference = await harness.app.adapters.storage.put(bytes, {
    contentType: 'application/pdf',
  });
  await harness.app.db.insert(uploads).values({
    reference,
    applicationId,
    kind,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    detectedType: 'application/pdf',
    sizeBytes: bytes.length,
    uploadedByKind: 'anonymous',
  });
  return reference;
}

beforeAll(async () => {
  for (const [name, roles] of [
    ['officer', ['officer']],
    ['approver', ['approver']],
    ['privacy', ['privacy-officer']],
  ] as const) {
    await harness.signIn(name, [...roles]);
  }
  ids.customer = randomUUID();
  await harness.app.db.insert(accounts).values({
    id: ids.customer,
    kind: 'customer',
    email: 'aroha.owner@example.co.nz',
    passwordHash: 'x',
    roles: [],
  });
  cookies.customer = await sessionCookie(harness.app, { kind: 'customer', id: ids.customer });
  cookies.stranger = await sessionCookie(harness.app, { kind: 'customer', id: 'someone-else' });
}, 240_000);

describe('the access log is append-only in the database (Privacy Act 2020 IPP 5)', () => {
  it('refuses an UPDATE and a DELETE of a logged row, whoever runs it', async () => {
    const { id } = await submitted('Immutable');
    await harness.app.db
      .insert(staffActions)
      .values({ applicationId: id, actorId: ids.officer!, action: 'viewed', createdAt: now });
    expect(
      await refusal(
        harness.app.db.execute(
          sql`update staff_actions set actor_id = 'someone' where application_id = ${id}`,
        ),
      ),
    ).toMatch(/append-only/);
    expect(
      await refusal(
        harness.app.db.execute(sql`delete from staff_actions where application_id = ${id}`),
      ),
    ).toMatch(/append-only/);
    expect(await logged(id, 'viewed')).toHaveLength(1);
  });

  it('lets the retention run alone delete an application’s rows with it (IPP 9), and no one after it', async () => {
    const { id } = await submitted('Retained');
    const old = new Date('2024-01-01T00:00:00Z');
    await harness.app.db
      .update(applications)
      .set({ complete: false, updatedAt: old, createdAt: old })
      .where(eq(applications.id, id));
    await harness.app.db
      .insert(staffActions)
      .values({ applicationId: id, actorId: ids.officer!, action: 'viewed', createdAt: old });
    const run = await runRetention({
      db: harness.app.db,
      storage: harness.app.adapters.storage,
      clock: () => new Date(),
      dryRun: false,
    });
    expect(run.due).toContainEqual({ kind: 'application', id, rule: 'not-a-loan' });
    expect(await logged(id, 'viewed')).toEqual([]);
    // The run's permission ended with its transaction.
    const [other] = await harness.app.db
      .insert(staffActions)
      .values({ applicationId: null, actorId: ids.officer!, action: 'exported', createdAt: now })
      .returning({ id: staffActions.id });
    expect(
      await refusal(harness.app.db.execute(sql`delete from staff_actions where id = ${other!.id}`)),
    ).toMatch(/append-only/);
  });
});

describe('every look at personal data is recorded (Privacy Act 2020 IPP 5)', () => {
  it('opening an ID scan or a requested payslip records who opened which file', async () => {
    const { id } = await submitted('Uploads');
    const licence = await storedUpload(id, 'driver-licence');
    const payslip = await storedUpload(id, 'requested-payslip');
    expect((await call('GET', `/api/uploads/${licence}`, 'officer')).statusCode).toBe(200);
    expect((await call('GET', `/api/uploads/${payslip}`, 'approver')).statusCode).toBe(200);
    const rows = await logged(id, 'viewed-upload');
    expect(rows.map((row) => [row.actorId, row.details])).toEqual([
      [ids.officer, { upload: licence, kind: 'driver-licence' }],
      [ids.approver, { upload: payslip, kind: 'requested-payslip' }],
    ]);
    expect(rows[0]!.requestId).toBeTruthy();
  });

  it('opening the lending panel, a stored letter or an evidence pack is recorded', async () => {
    const { id, reference } = await submitted('Letters');
    expect((await call('GET', `${base(reference)}/lending`, 'officer')).statusCode).toBe(200);
    expect(await logged(id, 'viewed-lending')).toMatchObject([{ actorId: ids.officer }]);
    const letter = await storeDeclineNotice(id);
    const opened = await call(
      'GET',
      `${base(reference)}/lending/documents/${letter.id}`,
      'officer',
    );
    expect(opened.statusCode).toBe(200);
    expect(await logged(id, 'viewed-document')).toMatchObject([
      { actorId: ids.officer, details: { document: letter.id, kind: 'decline-notice' } },
    ]);
    const pack = await call('GET', `${base(reference)}/lending/evidence-pack`, 'approver');
    expect(pack.statusCode).toBe(200);
    expect(await logged(id, 'evidence-pack-exported')).toMatchObject([{ actorId: ids.approver }]);
    const [stored] = await harness.app.db
      .select()
      .from(lendingDocuments)
      .where(
        and(eq(lendingDocuments.applicationId, id), eq(lendingDocuments.kind, 'evidence-pack')),
      );
    await call('GET', `${base(reference)}/lending/documents/${stored!.id}`, 'officer');
    expect((await logged(id, 'viewed-document')).at(-1)).toMatchObject({
      details: { document: stored!.id, kind: 'evidence-pack' },
    });
  });

  it('a letter whose file is gone from storage is a 404, not an empty download', async () => {
    const { id, reference } = await submitted('Lostfile');
    const letter = await storeDeclineNotice(id);
    const [row] = await harness.app.db
      .select()
      .from(lendingDocuments)
      .where(eq(lendingDocuments.id, letter.id));
    await harness.app.adapters.storage.remove(row!.storageReference);
    const opened = await call(
      'GET',
      `${base(reference)}/lending/documents/${letter.id}`,
      'officer',
    );
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toEqual({ error: 'There is no such document.' });
  });

  it('each application in a CSV export is recorded with the export', async () => {
    const first = await submitted('Csvone');
    const second = await submitted('Csvtwo');
    const csv = await call('GET', '/api/staff/applications/export', 'officer');
    expect(csv.statusCode).toBe(200);
    for (const { id } of [first, second])
      expect(await logged(id, 'exported-row')).toMatchObject([{ actorId: ids.officer }]);
  });
});

describe('who viewed an applicant’s data: the report and the applicant’s own request (IPP 5, IPP 6)', () => {
  it('the privacy officer and an approver read it, as JSON and CSV; an officer may not', async () => {
    const { reference } = await submitted('Report');
    expect((await openPage(reference, 'officer')).statusCode).toBe(200);
    await call('GET', `${base(reference)}/lending`, 'officer');
    expect((await call('GET', `${base(reference)}/access-report`, 'officer')).statusCode).toBe(403);
    const report = await call('GET', `${base(reference)}/access-report`, 'privacy');
    expect(report.statusCode).toBe(200);
    const entries = report.json().entries as { who: string; action: string; at: string }[];
    expect(entries.map((entry) => [entry.who, entry.action])).toEqual(
      expect.arrayContaining([
        ['officer@kowhai.example.nz', 'viewed'],
        ['officer@kowhai.example.nz', 'viewed-lending'],
      ]),
    );
    const csv = await call('GET', `${base(reference)}/access-report?format=csv`, 'approver');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('officer@kowhai.example.nz');
    expect(csv.body.split('\r\n')[0]).toBe('When,Who,Roles,What');
  });

  it('the signed-in applicant is told when and what, by role and organisation, not the name', async () => {
    const { id, reference } = await submitted('Owner', ids.customer);
    expect((await openPage(reference, 'officer')).statusCode).toBe(200);
    await call('GET', `${base(reference)}/lending`, 'approver');
    const url = `/api/application-status/${reference}/access-log`;
    const answer = await call('GET', url, 'customer');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { entries: { at: string; who: string; what: string }[] };
    expect(body.entries.map((entry) => entry.who)).toEqual(
      expect.arrayContaining([
        'A lending officer at Kōwhai Finance Limited',
        'A lending approver at Kōwhai Finance Limited',
      ]),
    );
    expect(answer.body).not.toContain('kowhai.example.nz');
    expect(answer.body).not.toContain(ids.officer);
    expect((await call('GET', url, 'stranger')).statusCode).toBe(404);
    expect((await call('GET', url, 'nobody')).statusCode).toBe(401);
    // A session that opened the emailed status link sees the status, not this: an access request
    // needs the identity the account established (decision 137).
    const linked = await startAnonymousSession(sessionDeps(harness.app), null, id);
    cookies.linked = `${SESSION_COOKIE}=${linked.id}`;
    expect((await call('GET', `/api/application-status/${reference}`, 'linked')).statusCode).toBe(
      200,
    );
    const refused = await call('GET', url, 'linked');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(accessLogCopy.ownerOnly);
  });
});
