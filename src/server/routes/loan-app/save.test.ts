import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { solveCaptcha } from '#server/test-support/captcha.ts';
import {
  applicant,
  brokerApplicant,
  savedSessionCookie,
  saveStep,
  saveSteps,
  type ApplicationKeys,
} from '#server/test-support/loan-application.ts';
import { startFakeHttpServer, sendJson } from '#server/test-support/fake-http-server.ts';
import { applicationAudits, applications } from '#server/db/schema/index.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { PREFERRED_BRANCH_STAFF_VALUE } from '#domain/branches/preferred-branch.ts';
import { sessionCookie, TEST_BROKER, TEST_STAFF } from '#server/test-support/sessions.ts';
import { sessionDeps } from '#server/session/plugin.ts';
import { signIn } from '#server/session/sessions.ts';
import { DEFAULT_MESSAGES } from '#domain/validation/engine.ts';
import { SANDBOX_COMMITMENTS } from '#server/adapters/credit/sandbox.ts';

let app: FastifyInstance;
let database: DatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, database, close } = await buildTestApp());
});
afterAll(async () => close());

async function rowOf(keys: ApplicationKeys) {
  const [row] = await app.db.select().from(applications).where(eq(applications.token, keys.Token));
  return row!;
}
async function auditsOf(keys: ApplicationKeys) {
  const row = await rowOf(keys);
  return app.db.select().from(applicationAudits).where(eq(applicationAudits.applicationId, row.id));
}
const keysOf = (body: { Token: string; Guid: string }): ApplicationKeys => ({
  Token: body.Token,
  Guid: body.Guid,
});

describe('POST /api/loan-app/save: the happy path (loan-application §4, §7)', () => {
  it('saves steps 1 to 4 and completes the application with the standard decision', async () => {
    const values = applicant({ Email: 'Aroha.Ngata@Example.co.NZ', DateOfBirth: '1990-04-23' });

    const first = await saveStep(app, 1, values);
    expect(first.statusCode).toBe(200);
    const one = first.json();
    expect(one).toEqual({
      Token: expect.any(String),
      Guid: expect.any(String),
      CentrixResult: null,
      Reference: expect.stringMatching(/^\d{7,}$/),
      Step: 2,
      Version: 1,
    });
    const keys = keysOf(one);
    let row = await rowOf(keys);
    expect(row).toMatchObject({
      step: 2,
      source: 'Website',
      version: 1,
      complete: false,
      applicantEmail: 'aroha.ngata@example.co.nz',
    });
    // Only step 1's answers are taken from a step 1 save.
    expect(row.formData).toMatchObject({ FirstName: 'Aroha', LoanAmount: '5000' });
    expect(row.formData).not.toHaveProperty('DriverLicenceNumber');

    const second = await saveStep(app, 2, values, { keys });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      ...keys,
      Reference: one.Reference,
      Step: 3,
      CentrixResult: null,
    });
    row = await rowOf(keys);
    // Dates stored as yyyy/MM/dd; the address also flattened (§3).
    expect(row.formData).toMatchObject({
      DateOfBirth: '1990/04/23',
      AddressStreetNumber: '12',
      AddressStreetName: 'Kōwhai',
      AddressPostcode: '0505',
      FirstName: 'Aroha',
    });

    const third = await saveStep(app, 3, values, { keys });
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ Step: 4, CentrixResult: 'A1' });

    const fourth = await saveStep(app, 4, values, { keys });
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toEqual({
      ...keys,
      Reference: one.Reference,
      Step: 4,
      CentrixResult: 'A1',
      Version: 4,
      Complete: true,
    });
    row = await rowOf(keys);
    expect(row).toMatchObject({
      step: 4,
      complete: true,
      creditResult: 'A1',
      creditDecision: 'standard',
      version: 4,
    });
    expect(row.formState).toMatchObject({
      step: 4,
      complete: true,
      result: 'standard',
      centrixResult: 'A1',
      Source: 'Website',
    });
    expect((await auditsOf(keys)).map((audit) => [audit.version, audit.step])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('lets the applicant go back and save an earlier step again, keeping the stored step (§4)', async () => {
    const values = applicant();
    const { keys } = await saveSteps(app, values, 3);
    const again = await saveStep(app, 1, { ...values, FirstName: 'Mere' }, { keys });
    expect(again.statusCode).toBe(200);
    expect(again.json().Step).toBe(4);
    const { formData } = await rowOf(keys);
    expect(formData).toMatchObject({ FirstName: 'Mere' });
    // Kept from step 3, encrypted at rest (decision 030).
    expect(app.cipher.decrypt('DriverLicenceNumber', String(formData.DriverLicenceNumber))).toBe(
      'AB123456',
    );
  });

  it('keeps earlier answers when a save sends only its own step (a partial FormData loses nothing)', async () => {
    const { keys } = await saveSteps(app, applicant(), 1);
    const response = await saveStep(
      app,
      2,
      {
        DateOfBirth: '1990/04/23',
        Gender: 'Female',
        ContactNumberType: 'Mobile',
        ContactNumber: '021 123 4567',
        RelationshipStatus: 'Single',
        FinancialDependants: '0',
        Address: applicant().Address,
        AddressStatus: 'Renting',
        AddressDurationMonth: '6',
        AddressDurationYear: '4',
        ExistingCustomer: 'No',
        PreferredBranch: 'online',
      },
      { keys },
    );
    expect(response.statusCode).toBe(200);
    expect((await rowOf(keys)).formData).toMatchObject({
      FirstName: 'Aroha',
      Email: 'aroha@example.co.nz',
      Gender: 'Female',
    });
  });

  it('checks and saves answers as the rule table reads them: "$12,000", spaced phone numbers and plates (issue 11)', async () => {
    const values = applicant({
      LoanAmountSpecific: '$12,000',
      ContactNumber: '+64 (0)21 123 4567',
      DriverLicenceNumber: 'ab 123 456',
      DriverLicenceVersion: ' 012',
      VehicleRegistrationNumber: 'abc 123',
      EmploymentWorkPhoneNumber: '09-438-1234',
    });
    const { keys } = await saveSteps(app, values, 4);
    const { formData } = await rowOf(keys);
    expect(formData).toMatchObject({
      LoanAmountSpecific: '12000',
      ContactNumber: '+64211234567',
      DriverLicenceVersion: '012',
      VehicleRegistrationNumber: 'ABC123',
      EmploymentWorkPhoneNumber: '094381234',
    });
    expect(app.cipher.decrypt('DriverLicenceNumber', String(formData.DriverLicenceNumber))).toBe(
      'AB123456',
    );
  });

  it('refuses an expired identity document and an Other photo ID without its description (issue 11)', async () => {
    const { keys } = await saveSteps(app, applicant(), 2);
    const expired = await saveStep(app, 3, applicant({ DriverLicenceExpiry: '2001/01/01' }), {
      keys,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().fields).toEqual({ DriverLicenceExpiry: MESSAGES.driverLicenceExpired });
    const passport = await saveStep(
      app,
      3,
      applicant({
        ProofType: 'PASS',
        PassportNumber: 'LA123456',
        PassportExpiry: '2001-01-01',
        PassportCountry: 'New Zealand',
      }),
      { keys },
    );
    expect(passport.json().fields).toEqual({ PassportExpiry: MESSAGES.passportExpired });
    const other = await saveStep(app, 3, applicant({ ProofType: 'Other' }), { keys });
    expect(other.json().fields).toEqual({ ProofTypeOther: DEFAULT_MESSAGES.required });
    const described = await saveStep(
      app,
      3,
      applicant({ ProofType: 'Other', ProofTypeOther: 'Kiwi Access card' }),
      { keys },
    );
    expect(described.statusCode).toBe(200);
    expect((await rowOf(keys)).formData).toMatchObject({
      ProofType: 'Other',
      ProofTypeOther: 'Kiwi Access card',
    });
  });

  it('does not keep an answer to a question no longer shown (a visa type when Residency is Yes)', async () => {
    const { keys } = await saveSteps(app, applicant(), 2);
    const response = await saveStep(
      app,
      3,
      applicant({ Residency: 'Yes', VisaType: 'Work visa', VisaExpiry: '2030-01-01' }),
      { keys },
    );
    expect(response.statusCode).toBe(200);
    expect((await rowOf(keys)).formData).not.toHaveProperty('VisaType');
  });

  it('completes an application with a joint applicant, keeping the joint applicant fields', async () => {
    const joint = {
      JointApplication: 'Yes',
      JointApplicantFirstName: 'Wiremu',
      JointApplicantLastName: 'Ngata',
      JointApplicantEmail: 'wiremu@example.co.nz',
      JointApplicantPhoneNumber: '0217654321',
    };
    const { keys, answers } = await saveSteps(app, applicant(joint));
    expect(answers[3]).toMatchObject({ Complete: true });
    expect((await rowOf(keys)).formData).toMatchObject(joint);
  });

  it('asks for the joint applicant when JointApplication is Yes', async () => {
    const response = await saveStep(app, 1, applicant({ JointApplication: 'Yes' }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'JointApplicantEmail',
      'JointApplicantFirstName',
      'JointApplicantLastName',
      'JointApplicantPhoneNumber',
    ]);
  });

  it('sets Source Broker for a broker session on its referrer, whose broker fields are then required (§4, §6)', async () => {
    const cookie = await sessionCookie(app, TEST_BROKER);
    const refused = await saveStep(app, 1, applicant({ Referrer: 'demo-broker' }), { cookie });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toHaveProperty('BrokerAccuracyConfirmation');
    const response = await saveStep(app, 1, brokerApplicant(), { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const row = await rowOf(keysOf(response.json()));
    expect(row.source).toBe('Broker');
    expect(row.formData).toMatchObject({
      BrokerEmailSubmission: 'broker@harbour.example.nz',
      BrokerAccuracyConfirmation: true,
    });
  });

  // Source Joint Borrower needs a real invitation: joint-save.test.ts.

  it('sets Source Staff when a staff member chooses the staff branch value (§4, §6)', async () => {
    const cookie = await sessionCookie(app, TEST_STAFF);
    const values = applicant({ PreferredBranch: PREFERRED_BRANCH_STAFF_VALUE });
    const first = await saveStep(app, 1, values, { cookie });
    const keys = keysOf(first.json());
    const second = await saveStep(app, 2, values, { keys, cookie });
    expect(second.statusCode, second.body).toBe(200);
    const row = await rowOf(keys);
    expect(row.source).toBe('Staff');
    expect(row.formData.PreferredBranch).toBe(PREFERRED_BRANCH_STAFF_VALUE);
  });
});

describe('audit rows record who saved (issue 7 finding 2)', () => {
  it("records the actor's kind and id and the request id of each save", async () => {
    const first = await saveStep(app, 1, applicant());
    const keys = keysOf(first.json());
    // Staff sign in in the same browser: the session rotates and keeps the application (decision 059).
    const anonymous = savedSessionCookie(keys.Token)!.slice('session='.length);
    const staff = await signIn(sessionDeps(app), TEST_STAFF, anonymous);
    await saveStep(app, 2, applicant(), { keys, cookie: `session=${staff.id}` });
    const audits = (await auditsOf(keys)).sort((a, b) => a.version - b.version);
    expect(audits.map(({ actorKind, actorId }) => ({ actorKind, actorId }))).toEqual([
      { actorKind: 'anonymous', actorId: null },
      { actorKind: 'staff', actorId: TEST_STAFF.id },
    ]);
    // Unique across processes, unlike Fastify's default req-1, req-2 ... per process.
    for (const audit of audits) expect(audit.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(audits[0]!.requestId).not.toBe(audits[1]!.requestId);
  });
});

describe('the credit bureau sandbox decides the variant after step 4 (issue 4)', () => {
  it('declines the last name Decline', async () => {
    const { keys, answers } = await saveSteps(app, applicant({ LastName: 'Decline' }));
    expect(answers[3]).toMatchObject({ Complete: true, CentrixResult: 'D1' });
    expect(await rowOf(keys)).toMatchObject({
      creditDecision: 'declined',
      complete: true,
      creditCommitments: SANDBOX_COMMITMENTS.declined,
    });
  });

  it('gives Conditional a conditional result, and then asks for income on step 4 (C1 is an income code, §4)', async () => {
    const values = applicant({ LastName: 'Conditional' });
    const { keys, answers } = await saveSteps(app, values, 3);
    expect(answers[2]).toMatchObject({ CentrixResult: 'C1' });
    const withoutIncome = await saveStep(app, 4, values, { keys });
    expect(withoutIncome.statusCode).toBe(422);
    expect(withoutIncome.json().fields).toHaveProperty('Income');
    const withIncome = await saveStep(
      app,
      4,
      {
        ...values,
        Income: [{ amount: '1200', frequency: 'Fortnightly', source: 'Wages or salary' }],
      },
      { keys },
    );
    expect(withIncome.statusCode).toBe(200);
    expect(withIncome.json()).toMatchObject({ Complete: true, CentrixResult: 'C1' });
    expect(await rowOf(keys)).toMatchObject({ creditDecision: 'conditional' });
  });

  it('stores the existing credit the report shows with the result, and never answers it to the browser (issue 21)', async () => {
    const values = applicant({
      LastName: 'Conditional',
      Income: [{ amount: '1200', frequency: 'Fortnightly', source: 'Wages or salary' }],
    });
    const { keys, answers } = await saveSteps(app, values);
    expect(answers[3]).toMatchObject({ Complete: true, CentrixResult: 'C1' });
    const row = await rowOf(keys);
    expect(row.creditCommitments).toEqual(SANDBOX_COMMITMENTS.conditional);
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain('Harbour Bank');
    expect(JSON.stringify(row.formState)).not.toContain('Harbour Bank');
  });

  it('gives anyone else the standard result, with no other credit', async () => {
    const { keys } = await saveSteps(app, applicant({ LastName: 'Smith' }));
    expect(await rowOf(keys)).toMatchObject({
      creditDecision: 'standard',
      creditResult: 'A1',
      creditCommitments: [],
    });
  });
});

describe('the server never trusts the browser (issue 4 "The server side")', () => {
  it('rejects a step that skips ahead of the stored step and keeps what was saved', async () => {
    const { keys } = await saveSteps(app, applicant(), 1);
    const before = await rowOf(keys);
    const response = await saveStep(app, 3, applicant(), { keys });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Step 3 cannot be saved yet: please complete step 2 first.',
    });
    const after = await rowOf(keys);
    expect(after).toMatchObject({ step: 2, version: before.version, formData: before.formData });
  });

  it('starts a new application only at step 1', async () => {
    const response = await saveStep(app, 2, applicant());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'A new application starts at step 1.' });
  });

  it("answers invalid step data with 422 and the spec's field messages, and saves nothing", async () => {
    const count = async () =>
      (await app.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]!.n;
    const before = await count();
    const response = await saveStep(
      app,
      1,
      applicant({ Email: 'not-an-email', FirstName: '', LastName: 'Ngata2' }),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBe(
      'Some answers need your attention. Please correct the highlighted fields.',
    );
    expect(body.fields).toMatchObject({
      Email: MESSAGES.email,
      FirstName: DEFAULT_MESSAGES.required,
      LastName: MESSAGES.name,
    });
    expect(await count()).toBe(before);
  });

  it('keeps the saved step untouched when a later save is invalid', async () => {
    const { keys } = await saveSteps(app, applicant(), 2);
    const before = await rowOf(keys);
    const response = await saveStep(
      app,
      3,
      applicant({ ProofType: 'NZDL', DriverLicenceNumber: 'AB-12345' }),
      { keys },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ DriverLicenceNumber: MESSAGES.driverLicenceNumber });
    expect(await rowOf(keys)).toMatchObject({
      version: before.version,
      formData: before.formData,
      step: 3,
    });
    expect(await auditsOf(keys)).toHaveLength(2);
  });

  it('revalidates every step on step 4 and names the earlier step that no longer passes', async () => {
    const { keys } = await saveSteps(app, applicant(), 3);
    const row = await rowOf(keys);
    await app.db
      .update(applications)
      .set({ formData: { ...row.formData, Email: 'tampered' } })
      .where(eq(applications.id, row.id));
    const response = await saveStep(app, 4, applicant(), { keys });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error:
        'Step 1 has answers that need your attention. Please go back to step 1 and correct them.',
      fields: { Email: MESSAGES.email },
    });
    expect((await rowOf(keys)).complete).toBe(false);
  });

  it('ignores a CentrixResult sent by the browser: income is asked only for the stored result', async () => {
    const values = applicant();
    const { keys } = await saveSteps(app, values, 3);
    const response = await saveStep(app, 4, values, { keys, body: { CentrixResult: 'C1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().CentrixResult).toBe('A1');
  });

  it('refuses to change a submitted application', async () => {
    const { keys } = await saveSteps(app, applicant());
    const response = await saveStep(app, 4, applicant(), { keys });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'This application has been submitted and can no longer be changed.',
    });
  });

  it('rejects a date that is not a date, even in a field the step does not validate', async () => {
    const { keys } = await saveSteps(app, applicant(), 2);
    const response = await saveStep(
      app,
      3,
      applicant({ Residency: 'No', VisaType: 'Work visa', VisaExpiry: '31/12/2030' }),
      { keys },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields)).toContain('VisaExpiry');
  });
});

describe('Token and Guid (issue 4: unguessable, at least 128 random bits)', () => {
  it('are long random values, different for every application', async () => {
    const tokens = new Set<string>();
    const guids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const body = (await saveStep(app, 1, applicant())).json();
      expect(body.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(body.Token, 'base64url')).toHaveLength(32);
      expect(body.Guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      tokens.add(body.Token);
      guids.add(body.Guid);
    }
    expect(tokens.size).toBe(5);
    expect(guids.size).toBe(5);
  });

  it('answers 404 for a tampered Guid or Token and changes nothing', async () => {
    const { keys } = await saveSteps(app, applicant(), 1);
    const before = await rowOf(keys);
    const flip = (text: string) => text.slice(0, -1) + (text.endsWith('a') ? 'b' : 'a');
    for (const tampered of [
      { ...keys, Guid: flip(keys.Guid) },
      { ...keys, Token: flip(keys.Token) },
    ]) {
      const response = await saveStep(app, 2, applicant(), { keys: tampered });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'We could not find your application.' });
    }
    expect((await rowOf(keys)).version).toBe(before.version);
  });

  it('answers 400 for a Token without its Guid', async () => {
    const { keys } = await saveSteps(app, applicant(), 1);
    const response = await saveStep(app, 2, applicant(), { body: { Token: keys.Token, Guid: '' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('malformed requests get a 4xx with the error shape, never a 500', () => {
  it('answers FormData that is not JSON with 400', async () => {
    const response = await saveStep(app, 1, {}, { body: { FormData: '{"FirstName": "Aroha",' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'FormData is not valid JSON.',
      fields: { FormData: 'The value is not valid JSON.' },
    });
  });

  it('answers FormData that is JSON but not an object with 400', async () => {
    for (const FormData of ['[1,2]', 'null', '"text"', '42']) {
      const response = await saveStep(app, 1, {}, { body: { FormData } });
      expect(response.statusCode, FormData).toBe(400);
      expect(response.json().error).toBe('FormData must be a JSON object.');
    }
  });

  it('answers a broken FormState with 400', async () => {
    const response = await saveStep(app, 1, applicant(), { body: { FormState: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('FormState is not valid JSON.');
  });

  it('answers a step outside 1 to 4 or of the wrong type with 400 naming Step', async () => {
    for (const Step of [0, 5, 'two', 2.5, null]) {
      const response = await saveStep(app, 1, applicant(), { body: { Step } });
      expect(response.statusCode, String(Step)).toBe(400);
      expect(response.json().fields).toHaveProperty('Step');
    }
  });

  it('answers FormState or FormData nested thousands of levels deep with 400, not a 500', async () => {
    const deep = `{"a":${'['.repeat(9000)}${']'.repeat(9000)}}`;
    for (const body of [{ FormState: deep }, { FormData: deep }]) {
      const response = await saveStep(app, 1, applicant(), { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/nested too deeply/);
    }
  });

  it('answers oversized FormData with 413', async () => {
    const response = await saveStep(
      app,
      1,
      applicant({ AdditionalInformation: 'x'.repeat(250_000) }),
    );
    expect(response.statusCode).toBe(413);
  });

  it('answers an address of the wrong shape with the address message', async () => {
    const { keys } = await saveSteps(app, applicant(), 1);
    const response = await saveStep(app, 2, applicant({ Address: 'Kōwhai Road' }), { keys });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ Address: MESSAGES.address });
  });
});

describe('captcha on the save call (loan-application §7, §8; site-and-tools §7)', () => {
  it('answers a call without a captcha response with 400', async () => {
    const response = await saveStep(app, 1, applicant(), { headers: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The captcha response is missing. Please try again.',
    });
  });

  it('answers an invalid or replayed captcha with 403 and saves nothing', async () => {
    expect(
      (await saveStep(app, 1, applicant(), { headers: { 'x-captcha-response': 'forged' } }))
        .statusCode,
    ).toBe(403);
    const token = await solveCaptcha(app);
    expect(
      (await saveStep(app, 1, applicant(), { headers: { 'x-captcha-response': token } }))
        .statusCode,
    ).toBe(200);
    const replay = await saveStep(app, 1, applicant(), {
      headers: { 'x-captcha-response': token },
    });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({ error: 'The captcha check failed. Please try again.' });
  });

  it('asks for the fallback (409) under the sandbox rule, then saves with the completed fallback', async () => {
    const values = applicant({ LastName: 'Captcha' });
    const asked = await saveStep(app, 1, values);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ error: 'Please complete the captcha challenge.' });

    const fallbackToken = await solveCaptcha(app, { kind: 'fallback' });
    const saved = await saveStep(app, 1, values, { fallbackToken });
    expect(saved.statusCode).toBe(200);
    // The same completed fallback carries the next step until it expires (§4).
    const next = await saveStep(app, 2, values, { keys: keysOf(saved.json()), fallbackToken });
    expect(next.statusCode).toBe(200);
  });

  it("accepts the fallback flag as step 4's hidden field g-Recaptcha-Fallback=true (§3)", async () => {
    const values = applicant({ LastName: 'Captcha' });
    const fallbackToken = await solveCaptcha(app, { kind: 'fallback' });
    const headers = { 'x-captcha-response': fallbackToken };
    const response = await saveStep(
      app,
      1,
      { ...values, 'g-Recaptcha-Fallback': 'true' },
      { headers },
    );
    expect(response.statusCode).toBe(200);
    expect((await rowOf(keysOf(response.json()))).formData).not.toHaveProperty(
      'g-Recaptcha-Fallback',
    );
  });

  it('refuses an invisible token presented as the fallback', async () => {
    const response = await saveStep(app, 1, applicant({ LastName: 'Captcha' }), {
      fallbackToken: await solveCaptcha(app),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('session expiry (loan-application §8: 401)', () => {
  it('answers 401 once an unfinished application has not been saved for the session window', async () => {
    const { keys } = await saveSteps(app, applicant(), 1);
    await app.db
      .update(applications)
      .set({ updatedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(applications.token, keys.Token));
    const response = await saveStep(app, 2, applicant(), { keys });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Your session has expired' });
  });
});

describe('a credit bureau that is down (CREDIT_PROVIDER=centrix, local fake)', () => {
  it('saves step 4 without completing it (503), and completes it when the applicant submits again', async () => {
    let up = false;
    const bureau = await startFakeHttpServer((_request, response) =>
      up
        ? sendJson(response, 200, { resultCode: 'X1', decision: 'Standard' })
        : sendJson(response, 503, { error: 'maintenance' }),
    );
    const centrixApp = await buildTestApp({
      database,
      env: {
        CREDIT_PROVIDER: 'centrix',
        CENTRIX_API_URL: `${bureau.url}/check`,
        CENTRIX_API_KEY: 'k',
      },
    });
    try {
      const values = applicant();
      const { keys, answers } = await saveSteps(centrixApp.app, values, 3);
      expect(answers[2]).toMatchObject({ CentrixResult: null, Step: 4 });
      // The browser's try and its retry: the same key and the version step 4 was loaded with
      // (decision 060); an unfinished step 4 keeps neither the answer nor a new version.
      const sameSave = {
        keys,
        body: { Version: answers[2]!.Version, IdempotencyKey: 'step-4-try-0000000001' },
      };
      const down = await saveStep(
        centrixApp.app,
        4,
        { ...values, AdditionalInformation: 'Kept while the bureau is down' },
        sameSave,
      );
      expect(down.statusCode).toBe(503);
      expect(await rowOf(keys)).toMatchObject({
        complete: false,
        formData: expect.objectContaining({
          AdditionalInformation: 'Kept while the bureau is down',
        }),
      });
      up = true;
      const again = await saveStep(
        centrixApp.app,
        4,
        { ...values, AdditionalInformation: 'Kept while the bureau is down' },
        sameSave,
      );
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ Complete: true, CentrixResult: 'X1' });
    } finally {
      await centrixApp.close();
      await bureau.close();
    }
  });

  it('answers 412 when another window saved the same application while this save waited for the bureau', async () => {
    let release: () => void = () => undefined;
    const bureauAnswered = new Promise<void>((resolve) => (release = resolve));
    const bureau = await startFakeHttpServer((_request, response) => {
      void bureauAnswered.then(() =>
        sendJson(response, 200, { resultCode: 'A1', decision: 'standard' }),
      );
    });
    const centrixApp = await buildTestApp({
      database,
      env: {
        CREDIT_PROVIDER: 'centrix',
        CENTRIX_API_URL: `${bureau.url}/check`,
        CENTRIX_API_KEY: 'k',
      },
    });
    try {
      const values = applicant();
      const { keys } = await saveSteps(app, values, 2);
      const slow = saveStep(centrixApp.app, 3, values, { keys });
      // The slow save has read the application and is waiting for the bureau.
      await vi.waitFor(() => expect(bureau.requests).toHaveLength(1), { timeout: 10_000 });
      expect((await saveStep(app, 2, { ...values, Gender: 'Male' }, { keys })).statusCode).toBe(
        200,
      );
      release();
      const late = await slow;
      expect(late.statusCode).toBe(412);
      expect(late.json()).toEqual({
        error:
          'Your application was changed in another window. Please reload the page to continue.',
      });
      expect(await rowOf(keys)).toMatchObject({
        version: 3,
        step: 3,
        formData: expect.objectContaining({ Gender: 'Male' }),
      });
    } finally {
      await centrixApp.close();
      await bureau.close();
    }
  });
});
