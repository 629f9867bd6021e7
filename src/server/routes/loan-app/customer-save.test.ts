import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoAccounts } from '#content/accounts.ts';
import type { Step } from '#domain/loan-application/config.ts';
import { CUSTOMER_START_LOCKS } from '#domain/loan-application/customer-record.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { findAccountByEmail } from '#server/accounts/accounts.ts';
import { seedDemoAccounts } from '#server/accounts/seed-demo.ts';
import { applications } from '#server/db/schema/index.ts';
import { NOT_YOUR_APPLICATION_MESSAGE } from '#server/loan-application/customer-access.ts';
import { SESSION_EXPIRED_MESSAGE } from '#server/loan-application/application-access.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { sessionCookie, TEST_BROKER } from '#server/test-support/sessions.ts';
import {
  applicant,
  brokerApplicant,
  saveStep,
  type ApplicationKeys,
} from '#server/test-support/loan-application.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let aroha: { id: string; cookie: string };
let sam: { id: string; cookie: string };

async function signedIn(email: string) {
  const account = await findAccountByEmail(app.db, email);
  const id = account!.id;
  return { id, cookie: await sessionCookie(app, { kind: 'customer', id }) };
}

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  await seedDemoAccounts(app.db, demoAccounts);
  aroha = await signedIn('aroha.ngata@example.co.nz');
  sam = await signedIn('sam.wilson@example.co.nz');
});
afterAll(async () => close());

const locks = (unlocked: string[] = []) => ({
  preSaveCheckDone: true,
  stepLocked: {
    ...CUSTOMER_START_LOCKS,
    ...Object.fromEntries(unlocked.map((section) => [section, false])),
  },
});

/** Saves steps 1 to `last` as the steps page of a signed-in customer sends them. */
async function saveAsCustomer(
  customer: { id: string; cookie: string },
  values: FormValues,
  last: Step,
  unlocked: string[] = [],
): Promise<ApplicationKeys> {
  let keys: ApplicationKeys | undefined;
  for (let step = 1 as Step; step <= last; step = (step + 1) as Step) {
    const response = await saveStep(app, step, values, {
      keys,
      cookie: customer.cookie,
      formState: locks(unlocked),
      body: { ObjectId: customer.id },
    });
    expect(response.statusCode, `step ${step}: ${response.body}`).toBe(200);
    keys = { Token: response.json().Token, Guid: response.json().Guid };
  }
  return keys!;
}

const rowOf = async (keys: ApplicationKeys) =>
  (await app.db.select().from(applications).where(eq(applications.token, keys.Token)))[0]!;

describe('a signed-in customer applies with their record (loan-application §2, §4, §6)', () => {
  it('takes personal details and locked sections from the record, not from the browser', async () => {
    const keys = await saveAsCustomer(
      aroha,
      applicant({ FirstName: 'Mallory', Email: 'mallory@example.com', DateOfBirth: '1970/01/01' }),
      4,
    );
    const row = await rowOf(keys);
    expect(row.complete).toBe(true);
    expect(row.ownerAccountId).toBe(aroha.id);
    expect(row.formData).toMatchObject({
      FirstName: 'Aroha',
      Email: 'aroha.ngata@example.co.nz',
      DateOfBirth: '1988/09/14',
      RelationshipStatus: 'Married',
      VehicleRegistrationNumber: 'KWH482',
      EmploymentCompany: 'Te Whatu Ora Te Tai Tokerau',
    });
    // Never locked: the licence number is asked of the customer too (stored encrypted, decision 030).
    expect(
      app.cipher.decrypt('DriverLicenceNumber', String(row.formData.DriverLicenceNumber)),
    ).toBe('AB123456');
    expect(row.formState.stepLocked).toMatchObject({ '2': true, '4-employment': true });
  });

  // Issue 34 finding 3: "Existing customer" is asked on step 2 outside the locked section, so
  // the customer's own answer is saved; the record only answers it when the application has none.
  it("saves the customer's own Existing customer answer, not the record's", async () => {
    const answeredNo = await saveAsCustomer(aroha, applicant({ ExistingCustomer: 'No' }), 4);
    expect((await rowOf(answeredNo)).formData.ExistingCustomer).toBe('No');
    const { ExistingCustomer: _unanswered, ...rest } = applicant();
    const unanswered = await saveAsCustomer(aroha, rest, 1);
    expect((await rowOf(unanswered)).formData.ExistingCustomer).toBe('Yes');
  });

  it('saves what the customer changed in an unlocked section to the application', async () => {
    const keys = await saveAsCustomer(
      aroha,
      applicant({ EmploymentCompany: 'Northland Health' }),
      4,
      ['4-employment'],
    );
    const row = await rowOf(keys);
    expect(row.formData).toMatchObject({
      EmploymentCompany: 'Northland Health',
      VehicleRegistrationNumber: 'KWH482',
    });
    expect(row.formState.stepLocked).toMatchObject({ '4-employment': false, '4-security': true });
  });

  it('refuses a locked section the record cannot answer, and takes the answers once added', async () => {
    const values = applicant({ DateOfBirth: '1985/02/03' });
    const first = await saveStep(app, 1, values, {
      cookie: sam.cookie,
      formState: locks(),
      body: { ObjectId: sam.id },
    });
    const keys = { Token: first.json().Token, Guid: first.json().Guid };
    const locked = await saveStep(app, 2, values, {
      keys,
      cookie: sam.cookie,
      formState: locks(),
      body: { ObjectId: sam.id },
    });
    expect(locked.statusCode).toBe(422);
    expect(Object.keys(locked.json().fields)).toEqual(
      expect.arrayContaining(['DateOfBirth', 'ContactNumber']),
    );
    const added = await saveStep(app, 2, values, {
      keys,
      cookie: sam.cookie,
      formState: locks(['2']),
      body: { ObjectId: sam.id },
    });
    expect(added.statusCode).toBe(200);
    expect((await rowOf(keys)).formData).toMatchObject({
      FirstName: 'Sam',
      DateOfBirth: '1985/02/03',
    });
  });

  it("refuses a save whose ObjectId is not the signed-in customer's (403)", async () => {
    const response = await saveStep(app, 1, applicant(), {
      cookie: sam.cookie,
      body: { ObjectId: aroha.id },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: NOT_YOUR_APPLICATION_MESSAGE });
  });

  it("refuses another account's application, even with its keys (403)", async () => {
    const keys = await saveAsCustomer(aroha, applicant(), 1);
    const response = await saveStep(app, 2, applicant(), {
      keys,
      cookie: sam.cookie,
      body: { ObjectId: sam.id },
    });
    expect(response.statusCode).toBe(403);
    // Resume opens only the application Sam's own session holds (decision 059), never Aroha's.
    const resumed = await app.inject({
      method: 'POST',
      url: '/api/loan-app/resume',
      payload: keys,
      headers: { cookie: sam.cookie },
    });
    expect(resumed.body).not.toContain(keys.Token);
  });

  it('answers 401 (the session modal) when the session has gone', async () => {
    const keys = await saveAsCustomer(aroha, applicant(), 1);
    // No cookie at all: the browser's session has gone.
    const withObjectId = await saveStep(app, 2, applicant(), {
      keys,
      cookie: '',
      body: { ObjectId: aroha.id },
    });
    expect(withObjectId.statusCode).toBe(401);
    expect(withObjectId.json()).toEqual({ error: SESSION_EXPIRED_MESSAGE });
    const withoutObjectId = await saveStep(app, 2, applicant(), { keys, cookie: '' });
    expect(withoutObjectId.statusCode).toBe(401);
  });
});

describe("a broker's application belongs to the broker's account (issue 8)", () => {
  it('records the broker as owner, and refuses the application to anyone else', async () => {
    const cookie = await sessionCookie(app, TEST_BROKER);
    const first = await saveStep(app, 1, brokerApplicant(), { cookie });
    expect(first.statusCode, first.body).toBe(200);
    const keys = { Token: first.json().Token, Guid: first.json().Guid };
    expect((await rowOf(keys)).ownerAccountId).toBe(TEST_BROKER.id);
    expect(
      (await saveStep(app, 2, brokerApplicant(), { keys, cookie: aroha.cookie })).statusCode,
    ).toBe(403);
  });
});

describe('the step pages give a signed-in customer their record (loan-application §2)', () => {
  const pageData = (cookie?: string) =>
    app.inject({
      url: `/api/page-data/loan-application?path=${encodeURIComponent('/loan-application/step-1/')}`,
      headers: cookie ? { cookie } : {},
    });

  it('gives the customer their id and record, and anyone else nothing', async () => {
    const mine = await pageData(sam.cookie);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toMatchObject({
      customer: {
        id: sam.id,
        record: {
          Title: 'Mr',
          FirstName: 'Sam',
          MiddleName: '',
          LastName: 'Wilson',
          Email: 'sam.wilson@example.co.nz',
        },
      },
      referrerProducts: [],
    });
    expect((await pageData()).json()).toEqual({
      customer: null,
      jointInvitation: null,
      referrerProducts: [],
    });
  });
});
