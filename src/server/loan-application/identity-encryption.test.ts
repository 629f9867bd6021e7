import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '#server/test-support/test-app.ts';
import {
  applicant,
  savedSessionCookie,
  saveStep,
  saveSteps,
} from '#server/test-support/loan-application.ts';
import { applicationAudits, applications } from '#server/db/schema/index.ts';
import { encryptStoredIdentityNumbers } from '#server/loan-application/encrypt-stored-identity.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

const DRIVER_LICENCE = 'ZQ987654';
const PASSPORT = 'LA1234567';

/** Every stored copy of the application's answers, as text: its row and all its audit rows. */
async function storedText(token: string): Promise<string> {
  const [row] = await app.db.select().from(applications).where(eq(applications.token, token));
  const audits = await app.db
    .select()
    .from(applicationAudits)
    .where(eq(applicationAudits.applicationId, row!.id));
  expect(audits.length).toBeGreaterThan(0);
  return JSON.stringify([row, audits]);
}

/** Resumes as the browser that saved it: with the session that holds the application (decision 059). */
const resume = (keys: { Token: string; Guid: string }) => {
  const cookie = savedSessionCookie(keys.Token);
  return app.inject({
    method: 'POST',
    url: '/api/loan-app/resume',
    payload: {},
    headers: cookie ? { cookie } : {},
  });
};

describe('identity numbers are encrypted at rest (issue 12 finding 10)', () => {
  it('keeps a driver licence number out of the application row and its audit rows, and resumes it for its owner', async () => {
    const { keys } = await saveSteps(app, applicant({ DriverLicenceNumber: DRIVER_LICENCE }), 3);

    const stored = await storedText(keys.Token);
    expect(stored).not.toContain(DRIVER_LICENCE);
    expect(stored).toContain('enc:v1:');

    const formData = JSON.parse((await resume(keys)).json<{ FormData: string }>().FormData);
    expect(formData.DriverLicenceNumber).toBe(DRIVER_LICENCE);
  });

  it('keeps a passport number out of the stored rows, and resumes it for its owner', async () => {
    const values = applicant({
      ProofType: 'PASS',
      DriverLicenceNumber: '',
      DriverLicenceVersion: '',
      PassportNumber: PASSPORT,
      PassportExpiry: '2031/05/01',
      PassportCountry: 'New Zealand',
    });
    const { keys } = await saveSteps(app, values, 3);

    expect(await storedText(keys.Token)).not.toContain(PASSPORT);
    const formData = JSON.parse((await resume(keys)).json<{ FormData: string }>().FormData);
    expect(formData.PassportNumber).toBe(PASSPORT);
  });

  it('keeps the number through a later save of another step (the stored answer is read back, not lost)', async () => {
    const values = applicant({ DriverLicenceNumber: DRIVER_LICENCE });
    const { keys } = await saveSteps(app, values, 3);
    const again = await saveStep(app, 2, values, { keys });
    expect(again.statusCode).toBe(200);

    expect(await storedText(keys.Token)).not.toContain(DRIVER_LICENCE);
    const formData = JSON.parse((await resume(keys)).json<{ FormData: string }>().FormData);
    expect(formData.DriverLicenceNumber).toBe(DRIVER_LICENCE);
  });

  it('encrypts numbers saved in clear before this change, in the row and its audit rows, once', async () => {
    const { keys } = await saveSteps(app, applicant({ DriverLicenceNumber: DRIVER_LICENCE }), 3);
    // As a row saved before decision 030 holds it: the number in clear.
    const [row] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.token, keys.Token));
    const clear = { ...row!.formData, DriverLicenceNumber: DRIVER_LICENCE };
    await app.db.update(applications).set({ formData: clear }).where(eq(applications.id, row!.id));
    await app.db
      .update(applicationAudits)
      .set({ formData: clear })
      .where(eq(applicationAudits.applicationId, row!.id));
    expect(await storedText(keys.Token)).toContain(DRIVER_LICENCE);

    expect(await encryptStoredIdentityNumbers(app.db, app.cipher)).toBeGreaterThanOrEqual(2);
    expect(await storedText(keys.Token)).not.toContain(DRIVER_LICENCE);
    expect(await encryptStoredIdentityNumbers(app.db, app.cipher)).toBe(0);
    const formData = JSON.parse((await resume(keys)).json<{ FormData: string }>().FormData);
    expect(formData.DriverLicenceNumber).toBe(DRIVER_LICENCE);
  });
});
