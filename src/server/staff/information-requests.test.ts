import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  applications,
  emailOutbox,
  informationRequests,
  staffActions,
  staffNotes,
} from '#server/db/schema/index.ts';
import { applicant, saveSteps } from '#server/test-support/loan-application.ts';
import { sessionCookie, TEST_BROKER, TEST_CUSTOMER } from '#server/test-support/sessions.ts';
import { saveCompleteRecord } from '#server/test-support/lending.ts';
import { staffTestApp } from '#server/test-support/staff.ts';
import { applicationView } from './application-view.ts';
import { multipartBody, tinyPng } from '#server/test-support/uploads.ts';
import { insertSubmittedApplication } from '#server/loan-application/submitted-application.ts';

const now = new Date('2026-07-13T22:00:00Z'); // Tuesday 14 July 2026 in New Zealand
const harness = staffTestApp({ clock: () => now });
const { cookies } = harness;

async function submitted(first: string, owner: string | null = TEST_CUSTOMER.id) {
  const { id, reference } = await insertSubmittedApplication(harness.app.db, {
    source: 'Website',
    ownerAccountId: owner,
    applicantEmail: `${first}@example.co.nz`.toLowerCase(),
    formData: {
      FirstName: first,
      LastName: 'Secretname',
      Email: `${first}@example.co.nz`,
      DateOfBirth: '1990/04/23',
      LoanAmount: '6000',
    },
    createdAt: new Date('2026-07-08T22:00:00Z'),
    updatedAt: new Date('2026-07-08T23:00:00Z'),
  });
  // Issue 21: no decision without a complete affordability record.
  await saveCompleteRecord(harness.app.db, id);
  return reference;
}

const staff = (path: string, payload: object, who = 'officer') =>
  harness.app.inject({
    method: 'POST',
    url: `/api/staff/applications/${path}`,
    payload,
    headers: who ? { cookie: cookies[who]! } : {},
  });
const status = (reference: string, cookie?: string) =>
  harness.app.inject({
    method: 'GET',
    url: `/api/application-status/${reference}`,
    headers: cookie ? { cookie } : {},
  });
const versionOf = async (reference: string) =>
  (
    await harness.app.db
      .select({ v: applications.workflowVersion })
      .from(applications)
      .where(eq(applications.referenceNumber, Number(reference)))
  )[0]!.v;
function upload(
  reference: string,
  id: number,
  cookie: string,
  bytes = tinyPng(),
  name = 'payslip.png',
) {
  const { body, contentType } = multipartBody([{ name: 'file', filename: name, value: bytes }]);
  return harness.app.inject({
    method: 'POST',
    url: `/api/application-status/${reference}/requests/${id}/document`,
    payload: body,
    headers: { 'content-type': contentType, cookie },
  });
}
const emailsTo = (address: string) =>
  harness.app.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, address));

beforeAll(async () => {
  await harness.signIn('officer', ['officer']);
  await harness.signIn('approver', ['approver']);
  cookies.customer = await sessionCookie(harness.app, TEST_CUSTOMER);
  cookies.otherCustomer = await sessionCookie(harness.app, { kind: 'customer', id: 'customer-2' });
  cookies.broker = await sessionCookie(harness.app, TEST_BROKER);
});

describe('the staff routes of requests and notes refuse everyone but officers and approvers', () => {
  it.each([
    ['anonymous', '', 401],
    ['customer', 'customer', 403],
    ['broker', 'broker', 403],
  ])('%s', async (_who, who, code) => {
    const reference = await submitted('Refused');
    for (const [path, body] of [
      [
        `${reference}/information-requests`,
        { documents: ['payslip'], dueInWorkingDays: 5, version: 0 },
      ],
      [`${reference}/information-requests/1/accept`, { version: 0 }],
      [`${reference}/information-requests/1/ask-again`, { reason: 'Blurry', version: 0 }],
      [`${reference}/notes`, { text: 'A note' }],
    ] as const)
      expect((await staff(path, body, who)).statusCode, path).toBe(code);
  });
});

describe('an information request', () => {
  let reference: string;
  let payslip: number;
  let question: number;

  it('is refused (409) before the application is in review, and for bad input', async () => {
    reference = await submitted('Aroha');
    const ask = { documents: ['payslip'], question: 'Who is your employer?', dueInWorkingDays: 5 };
    const early = await staff(`${reference}/information-requests`, { ...ask, version: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('submitted');
    expect((await staff(`${reference}/assign`, { to: 'me', version: 0 })).statusCode).toBe(200);
    for (const [body, code] of [
      [{ documents: [], dueInWorkingDays: 5, version: 1 }, 422],
      [{ documents: ['passport-photo'], dueInWorkingDays: 5, version: 1 }, 422],
      [{ documents: ['payslip'], dueInWorkingDays: 0, version: 1 }, 400],
      [{ documents: 'payslip', dueInWorkingDays: 5, version: 1 }, 400],
      [{ ...ask, version: 0 }, 412],
    ] as const)
      expect((await staff(`${reference}/information-requests`, body)).statusCode).toBe(code);
  });

  it('asks for a payslip and a question due in NZ working days, and emails the first name and reference only', async () => {
    const answer = await staff(`${reference}/information-requests`, {
      documents: ['payslip'],
      question: 'Who is your employer?',
      dueInWorkingDays: 5,
      version: 1,
    });
    expect(answer.statusCode).toBe(200);
    // Tuesday 14 July 2026 + 5 working days: Tuesday 21 July.
    expect(answer.json()).toMatchObject({ status: 'information-requested', dueDate: '2026-07-21' });
    const [email] = (await emailsTo('Aroha@example.co.nz')).filter(
      (e) => e.kind === 'information-request',
    );
    expect(email?.text).toContain('Kia ora Aroha');
    expect(email?.text).toContain(reference);
    expect(email?.text).toMatch(/\/application-status\/#[A-Za-z0-9_-]{43}/);
    expect(email?.text).not.toContain('Secretname');
    expect(email?.text).not.toContain('6000');
    const [audit] = await harness.app.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'information-requested'));
    expect(audit?.details).toMatchObject({ documents: ['payslip'], dueDate: '2026-07-21' });
  });

  it('shows the applicant their outstanding requests first, and only to them', async () => {
    const view = await status(reference, cookies.customer);
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body.status).toBe('information-requested');
    expect(body.outstanding.map((i: { label: string }) => i.label)).toEqual([
      'Payslip',
      'Who is your employer?',
    ]);
    expect(body.timeline[0].text).toMatch(/We asked you for/);
    expect(body.documentsFromUs).toEqual([]);
    [payslip, question] = body.outstanding.map((i: { id: number }) => i.id);
    expect((await status(reference)).statusCode).toBe(401);
    expect((await status(reference, cookies.otherCustomer)).statusCode).toBe(404);
    expect((await status(reference, cookies.broker)).statusCode).toBe(403);
    expect((await status(reference, cookies.officer)).statusCode).toBe(403);
  });

  it('takes the answer and the document, refusing the wrong kind and bad files', async () => {
    const answerPath = `/api/application-status/${reference}/requests`;
    const post = (id: number, payload: object) =>
      harness.app.inject({
        method: 'POST',
        url: `${answerPath}/${id}/answer`,
        payload,
        headers: { cookie: cookies.customer! },
      });
    expect((await post(payslip, { answer: 'Acme' })).statusCode).toBe(422);
    expect((await post(question, { answer: '' })).statusCode).toBe(400);
    const answered = await post(question, { answer: 'Acme Ltd' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().status).toBe('information-requested');
    expect((await post(question, { answer: 'Again' })).statusCode).toBe(409);
    expect(
      (await upload(reference, payslip, cookies.customer!, Buffer.from('just text'), 'a.png'))
        .statusCode,
    ).toBe(415);
    expect((await upload(reference, payslip, cookies.otherCustomer!)).statusCode).toBe(404);
    const sent = await upload(reference, payslip, cookies.customer!);
    expect(sent.statusCode).toBe(200);
    // Everything requested is in: back in review, by itself.
    expect(sent.json()).toMatchObject({ status: 'in-review', outstanding: [] });
    expect(sent.json().timeline.map((line: { text: string }) => line.text)).toContain(
      'We have everything we asked for and are looking at your application again.',
    );
    const [item] = await harness.app.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.id, payslip));
    const file = (cookie?: string) =>
      harness.app.inject({
        method: 'GET',
        url: `/api/uploads/${item!.uploadReference}`,
        headers: cookie ? { cookie } : {},
      });
    const opened = await file(cookies.officer);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.rawPayload.equals(tinyPng())).toBe(true);
    expect((await file()).statusCode).toBe(404);
  });

  it('lets staff open the document through the server, accept it, and ask again with a reason', async () => {
    const version = await versionOf(reference);
    expect(
      (await staff(`${reference}/information-requests/${payslip}/accept`, { version: version - 1 }))
        .statusCode,
    ).toBe(412);
    const accepted = await staff(`${reference}/information-requests/${payslip}/accept`, {
      version,
    });
    expect(accepted.json()).toMatchObject({ status: 'in-review', version: version + 1 });
    expect(
      (await staff(`${reference}/information-requests/${payslip}/accept`, { version: version + 1 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await staff(`${reference}/information-requests/999999/accept`, { version: version + 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await staff(`${reference}/information-requests/${question}/ask-again`, {
          reason: '',
          version: version + 1,
        })
      ).statusCode,
    ).toBe(400);
    const again = await staff(`${reference}/information-requests/${question}/ask-again`, {
      reason: 'Please give the full company name.',
      version: version + 1,
    });
    expect(again.json()).toMatchObject({ status: 'information-requested' });
    const view = (await status(reference, cookies.customer)).json();
    expect(view.outstanding).toMatchObject([
      { label: 'Who is your employer?', askAgainReason: 'Please give the full company name.' },
    ]);
    expect(view.sent).toMatchObject([{ label: 'Payslip', state: 'accepted' }]);
    const [item] = await harness.app.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'information-sent'));
    expect(item?.actorId).toBe('applicant');
  });

  it('refuses a request once the application is decided (409)', async () => {
    const other = await submitted('Decided');
    await staff(`${other}/assign`, { to: 'me', version: 0 });
    await staff(`${other}/decisions`, {
      outcome: 'declined',
      reason: 'Credit history',
      comment: 'No',
      version: 1,
    });
    const refused = await staff(`${other}/information-requests`, {
      documents: ['payslip'],
      dueInWorkingDays: 5,
      version: 2,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('internal notes', () => {
  it('are kept for staff, audited, and need text', async () => {
    const reference = await submitted('Noted');
    expect((await staff(`${reference}/notes`, { text: '   ' })).statusCode).toBe(400);
    expect((await staff(`99999999/notes`, { text: 'x' })).statusCode).toBe(404);
    const added = await staff(`${reference}/notes`, { text: 'Called the applicant.' });
    expect(added.statusCode).toBe(201);
    const [note] = await harness.app.db
      .select()
      .from(staffNotes)
      .where(eq(staffNotes.id, added.json().id));
    expect(note?.text).toBe('Called the applicant.');
    const [audit] = await harness.app.db
      .select()
      .from(staffActions)
      .where(
        and(eq(staffActions.action, 'note'), eq(staffActions.applicationId, note!.applicationId)),
      );
    expect(audit?.details).toEqual({ note: note!.id });
    const view = await applicationView(
      {
        db: harness.app.db,
        actor: { id: note!.authorId, roles: ['officer'] },
        requestId: 'test',
        now,
        officerApprovalLimit: 10_000,
      },
      reference,
    );
    expect(view.notes).toMatchObject([
      { text: 'Called the applicant.', by: 'officer@kowhai.example.nz' },
    ]);
  });
});

describe('the submit email and the status link', () => {
  it('emails the applicant on submit; the link opens the status with the date of birth', async () => {
    const values = applicant({ Email: 'linked@example.co.nz', FirstName: 'Hemi' });
    await saveSteps(harness.app, values);
    const [email] = (await emailsTo('linked@example.co.nz')).filter((e) => e.kind === 'submitted');
    expect(email?.text).toContain('Kia ora Hemi');
    expect(email?.text).not.toContain(String(values.LastName));
    const link = /\/application-status\/#([A-Za-z0-9_-]{43})/.exec(email!.text)![1]!;
    const open = (DateOfBirth: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/application-status/open',
        payload: { Link: link, DateOfBirth },
      });
    const wrong = await open('1991/01/01');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields.DateOfBirth).toMatch(/tries left/);
    const opened = await open(String(values.DateOfBirth));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'submitted', outstanding: [] });
    expect(opened.json().timeline[0].text).toBe('You sent us your application.');
    const cookie = `session=${opened.cookies.find((c) => c.name === 'session')!.value}`;
    // Works again, as often as needed, and the session now sees this application only.
    expect((await open(String(values.DateOfBirth))).statusCode).toBe(200);
    expect((await status(opened.json().reference, cookie)).statusCode).toBe(200);
    expect((await status(await submitted('Else', null), cookie)).statusCode).toBe(404);
    // It is not a resume link.
    const resume = await harness.app.inject({
      method: 'POST',
      url: '/api/loan-app/resume-link/confirm',
      payload: { Link: link, DateOfBirth: String(values.DateOfBirth) },
    });
    expect(resume.statusCode).toBe(410);
    expect((await open.call(null, 'x')).statusCode).toBe(422);
    const unknown = await harness.app.inject({
      method: 'POST',
      url: '/api/application-status/open',
      payload: { Link: 'A'.repeat(43), DateOfBirth: '1990/04/23' },
    });
    expect(unknown.statusCode).toBe(410);
  });
});
