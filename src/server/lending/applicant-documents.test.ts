import { beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import { emailOutbox, lendingDocuments, staffActions } from '#server/db/schema/index.ts';
import { sendDueEmails } from '#server/email/worker.ts';
import { approvalBody, saveCompleteRecord } from '#server/test-support/lending.ts';
import { pdfText } from '#server/test-support/pdf-text.ts';
import { sessionDeps, SESSION_COOKIE } from '#server/session/plugin.ts';
import { startAnonymousSession } from '#server/session/sessions.ts';
import { sessionCookie } from '#server/test-support/sessions.ts';
import { staffTestApp } from '#server/test-support/staff.ts';
import { makeOwedLetters } from '#server/test-support/letters.ts';
import { insertSubmittedApplication } from '#server/loan-application/submitted-application.ts';

// Thursday 9 July 2026 in New Zealand; Friday 10 July is Matariki.
const now = new Date('2026-07-08T22:00:00Z');
const harness = staffTestApp({ clock: () => now });
const { cookies } = harness;
let reference: string;
let otherReference: string;

const call = (method: 'GET' | 'POST', url: string, who: string) =>
  harness.app.inject({ method, url, headers: { cookie: cookies[who]! } });

beforeAll(async () => {
  await harness.signIn('officer', ['officer']);
  cookies.owner = await sessionCookie(harness.app, { kind: 'customer', id: 'customer-owner' });
  cookies.stranger = await sessionCookie(harness.app, {
    kind: 'customer',
    id: 'customer-stranger',
  });
  const row = await insertSubmittedApplication(harness.app.db, {
    workflowStatus: 'in-review',
    ownerAccountId: 'customer-owner',
    applicantEmail: 'aroha@example.co.nz',
    formData: { FirstName: 'Aroha', LastName: 'Ngata', LoanAmount: '5000' },
  });
  reference = row.reference;
  await saveCompleteRecord(harness.app.db, row.id);
  // Another submitted application, not decided and with no record yet, seen through its status link.
  const other = await insertSubmittedApplication(harness.app.db, {
    formData: { FirstName: 'Mere', LastName: 'Tane', LoanAmount: '3000' },
  });
  otherReference = other.reference;
  const statusSession = async (applicationId: string) =>
    `${SESSION_COOKIE}=${(await startAnonymousSession(sessionDeps(harness.app), null, applicationId)).id}`;
  cookies.statusLink = await statusSession(row.id);
  cookies.otherStatusLink = await statusSession(other.id);
  const approved = await harness.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${reference}/decisions`,
    headers: { cookie: cookies.officer },
    payload: approvalBody(5000, 0),
  });
  expect(approved.statusCode, approved.body).toBe(200);
  await makeOwedLetters(harness.app);
}, 240_000);

describe('documents from us in the applicant’s status view (issue 21)', () => {
  const statusOf = async (who: string) =>
    (await call('GET', `/api/application-status/${reference}`, who)).json<ApplicantStatusView>();

  it('no cooling-off end while the disclosure is only queued; once sent, 2 working days to be made (s 35) and 5 more (s 27), after Matariki; the PDF opens', async () => {
    const queued = (await statusOf('owner')).documentsFromUs;
    expect(queued).toEqual([expect.objectContaining({ kind: 'disclosure', coolingOffEnds: null })]);
    // The worker sends it on Thursday 9 July (NZ). Friday 10 July is Matariki: the disclosure is
    // made on Tuesday 14 July (CCCFA s 35(3)), and the 5 working days are 15, 16, 17, 20 and 21
    // July (CCCFA s 27).
    await harness.app.db.update(emailOutbox).set({ nextAttemptAt: now });
    await sendDueEmails({
      db: harness.app.db,
      email: harness.app.adapters.email,
      clock: () => now,
      log: harness.app.log,
    });
    const { documentsFromUs } = await statusOf('owner');
    expect(documentsFromUs).toEqual([
      expect.objectContaining({
        kind: 'disclosure',
        title: 'Disclosure statement',
        coolingOffEnds: '2026-07-21',
        href: `/api/application-status/${reference}/documents/${documentsFromUs[0]!.id}`,
      }),
    ]);
    const file = await call('GET', documentsFromUs[0]!.href, 'owner');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('21 July 2026');
    // The first opening is recorded, in the account (portal), for the workspace to show.
    const [opened] = await harness.app.db.select().from(lendingDocuments);
    expect(opened).toMatchObject({ sentAt: now, openedAt: now, openedBy: 'portal' });
  });

  it('the session that opened the status link sees and opens the same documents', async () => {
    const { documentsFromUs } = await statusOf('statusLink');
    expect(documentsFromUs.map((document) => document.kind)).toEqual(['disclosure']);
    const file = await call('GET', documentsFromUs[0]!.href, 'statusLink');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('never by the address alone: another customer, another status link and a visitor are refused', async () => {
    const [document] = await harness.app.db.select().from(lendingDocuments);
    const href = `/api/application-status/${reference}/documents/${document!.id}`;
    expect((await call('GET', href, 'stranger')).statusCode).toBe(404);
    expect((await call('GET', href, 'otherStatusLink')).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: href })).statusCode).toBe(401);
    // The document of one application is not found under another the caller may see.
    const elsewhere = `/api/application-status/${otherReference}/documents/${document!.id}`;
    expect((await call('GET', elsewhere, 'otherStatusLink')).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/application-status/${reference}/affordability-copy`, 'stranger'))
        .statusCode,
    ).toBe(404);
  });

  it('no copy of a record that is not kept yet: the button is not offered and the call is 409', async () => {
    const view = (
      await call('GET', `/api/application-status/${otherReference}`, 'otherStatusLink')
    ).json<ApplicantStatusView>();
    expect(view.affordabilityCopy).toEqual({ canAsk: false, dueOn: null });
    const asked = await call(
      'POST',
      `/api/application-status/${otherReference}/affordability-copy`,
      'otherStatusLink',
    );
    expect(asked.statusCode).toBe(409);
  });

  it('a request for a copy of the record is a task due in 20 working days; staff produce it', async () => {
    expect((await statusOf('owner')).affordabilityCopy).toEqual({ canAsk: true, dueOn: null });
    const copyUrl = `/api/application-status/${reference}/affordability-copy`;
    const asked = await call('POST', copyUrl, 'owner');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<ApplicantStatusView>().affordabilityCopy).toEqual({
      canAsk: false,
      dueOn: '2026-08-07',
    });
    const again = await call('POST', copyUrl, 'statusLink');
    expect(again.json<ApplicantStatusView>().affordabilityCopy.dueOn).toBe('2026-08-07');
    const lending = `/api/staff/applications/${reference}/lending`;
    const panel = (await call('GET', lending, 'officer')).json<LendingPanel>();
    expect(panel.copyRequests).toEqual([
      expect.objectContaining({ dueOn: '2026-08-07', producedAt: null }),
    ]);
    const produced = await call(
      'POST',
      `${lending}/copy-requests/${panel.copyRequests[0]!.id}/produce`,
      'officer',
    );
    expect(produced.statusCode, produced.body).toBe(200);
    const twice = await call(
      'POST',
      `${lending}/copy-requests/${panel.copyRequests[0]!.id}/produce`,
      'officer',
    );
    expect(twice.statusCode).toBe(409);
    const mine = await statusOf('owner');
    expect(mine.affordabilityCopy).toEqual({ canAsk: true, dueOn: null });
    const copy = mine.documentsFromUs.find((document) => document.kind === 'affordability-copy')!;
    expect(copy.title).toBe('Copy of your affordability record');
    const text = await pdfText((await call('GET', copy.href, 'owner')).rawPayload);
    expect(text).toContain('Affordability and suitability record');
  });

  it('the evidence pack: staff only, audited, holding the decision and the disclosure', async () => {
    const url = `/api/staff/applications/${reference}/lending/evidence-pack`;
    expect((await call('GET', url, 'owner')).statusCode).toBe(403);
    const pack = await call('GET', url, 'officer');
    expect(pack.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(pack.rawPayload);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as {
      files: { path: string }[];
    };
    const paths = manifest.files.map((file) => file.path).join(' ');
    expect(paths).toContain('disclosure');
    expect(paths).toContain('decisions');
    const [audit] = await harness.app.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'evidence-pack-exported'));
    expect(audit).toBeTruthy();
  });
});
