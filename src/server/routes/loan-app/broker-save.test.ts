import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, emailOutbox } from '#server/db/schema/index.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { sessionCookie, TEST_BROKER } from '#server/test-support/sessions.ts';
import { brokerApplicant, saveStep, saveSteps } from '#server/test-support/loan-application.ts';
import { uploadIdFile } from '#server/test-support/uploads.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

describe('a broker can finish an application (issue 7 finding 1)', () => {
  it('saves steps 1 to 4 with the fields the steps render, and completes the application', async () => {
    const cookie = await sessionCookie(app, TEST_BROKER);
    // Yes would open the bank-statement frame, which no step renders yet: its rule waits for it.
    const values = brokerApplicant({ BrokerIllionSwitch: 'Yes' });
    const { keys } = await saveSteps(app, values, 2, { cookie });
    // Step 3 asks a broker for the copy of the licence (loan-application §6): uploaded first.
    values.DriverLicenceIdUpload = (
      await uploadIdFile(app, 'driver-licence', { keys, cookie })
    ).body;
    expect((await saveStep(app, 3, values, { keys, cookie })).statusCode).toBe(200);
    const last = await saveStep(app, 4, values, { keys, cookie });
    expect(last.json()).toMatchObject({ Step: 4, Complete: true });
    // A broker's application, not an ordinary one that dropped the broker's answers.
    const [row] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.token, keys.Token));
    expect(row?.source).toBe('Broker');
    expect(row?.formData).toMatchObject({ BrokerEmailSubmission: 'broker@harbour.example.nz' });
    // The broker email gets a copy of the submitted application (its field hint, issue 8).
    const copies = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'broker@harbour.example.nz'));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ kind: 'broker-copy' });
    expect(copies[0]!.subject).toContain(String(last.json().Reference));
    expect(copies[0]!.text).toContain('LastName: Ngata');
  });
});
