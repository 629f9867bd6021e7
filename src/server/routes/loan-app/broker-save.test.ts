import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications } from '#server/db/schema/index.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { sessionCookie, TEST_BROKER } from '#server/test-support/sessions.ts';
import { brokerApplicant, saveSteps } from '#server/test-support/loan-application.ts';

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
    const { keys, answers } = await saveSteps(app, values, 4, { cookie });
    expect(answers[3]).toMatchObject({ Step: 4, Complete: true });
    // A broker's application, not an ordinary one that dropped the broker's answers.
    const [row] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.token, keys.Token));
    expect(row?.source).toBe('Broker');
    expect(row?.formData).toMatchObject({ BrokerEmailSubmission: 'broker@harbour.example.nz' });
  });
});
