import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { applications, emailOutbox } from '#server/db/schema/index.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { sessionCookie, TEST_BROKER } from '#server/test-support/sessions.ts';
import {
  applicant,
  brokerApplicant,
  saveStep,
  saveSteps,
  type ApplicationKeys,
} from '#server/test-support/loan-application.ts';
import { uploadIdFile } from '#server/test-support/uploads.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

async function rowOf(token: string) {
  const [row] = await app.db.select().from(applications).where(eq(applications.token, token));
  return row!;
}

/** A broker's application saved through step 3 (with the licence's copy uploaded), ready for step 4. */
async function brokerAtStepFour(
  overrides: FormValues = {},
): Promise<{ cookie: string; keys: ApplicationKeys; values: FormValues }> {
  const cookie = await sessionCookie(app, TEST_BROKER);
  const values = brokerApplicant(overrides);
  const { keys } = await saveSteps(app, values, 2, { cookie });
  // Step 3 asks a broker for the copy of the licence (loan-application §6): uploaded first.
  values.DriverLicenceIdUpload = (await uploadIdFile(app, 'driver-licence', { keys, cookie })).body;
  expect((await saveStep(app, 3, values, { keys, cookie })).statusCode).toBe(200);
  return { cookie, keys, values };
}

/** The bank-link widget's finished value (site-and-tools §3): its entries as a JSON string. */
const sentStatement = (reference: string) => JSON.stringify([{ status: 'complete', reference }]);

describe('a broker can finish an application (issue 7 finding 1, issue 8)', () => {
  it('saves steps 1 to 4 with the client’s statements sent, and the broker gets a copy', async () => {
    const { cookie, keys, values } = await brokerAtStepFour();
    const reference = `KOWHAI-webid:${keys.Token}`;
    const last = await saveStep(
      app,
      4,
      { ...values, BrokerIllionSwitch: 'Yes', BrokerIllionIframe: sentStatement(reference) },
      { keys, cookie },
    );
    expect(last.json()).toMatchObject({ Step: 4, Complete: true });
    // A broker's application, not an ordinary one that dropped the broker's answers.
    const row = await rowOf(keys.Token);
    expect(row.source).toBe('Broker');
    expect(row.formData).toMatchObject({
      BrokerEmailSubmission: 'broker@harbour.example.nz',
      BrokerIllionSwitch: 'Yes',
      BrokerIllionIframe: sentStatement(reference),
      // spec: loan-application §4 "the broker document id ... depend on the broker switch"
      BrokerIllionDocumentId: reference,
    });
    // The broker email gets a copy of the submitted application (its field hint, issue 8).
    const copies = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'broker@harbour.example.nz'));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ kind: 'broker-copy' });
    expect(copies[0]!.subject).toContain(String(last.json().Reference));
    expect(copies[0]!.text).toContain('LastName: Ngata');
    expect(copies[0]!.text).toContain('BrokerIllionSwitch: Yes');
  });
});

describe('the bank-statement switch on save (loan-application §3 step 4, §4, §5)', () => {
  it('refuses Yes without a sent statement: 422 with "Please submit a bank statement"', async () => {
    const { cookie, keys, values } = await brokerAtStepFour();
    for (const sent of [undefined, '', '[]', 'not json', '[{"status":"complete"}]']) {
      const response = await saveStep(
        app,
        4,
        { ...values, BrokerIllionSwitch: 'Yes', BrokerIllionIframe: sent },
        { keys, cookie },
      );
      expect(response.statusCode, String(sent)).toBe(422);
      expect(response.json().fields).toEqual({ BrokerIllionIframe: MESSAGES.bankStatement });
    }
    expect((await rowOf(keys.Token)).complete).toBe(false);
  });

  it('refuses a broker who does not answer the switch, or answers something else', async () => {
    const { cookie, keys, values } = await brokerAtStepFour();
    for (const answer of [undefined, 'Maybe']) {
      const response = await saveStep(
        app,
        4,
        { ...values, BrokerIllionSwitch: answer },
        { keys, cookie },
      );
      expect(response.statusCode, String(answer)).toBe(422);
      expect(response.json().fields).toHaveProperty('BrokerIllionSwitch');
    }
  });

  it('takes Later/No without a statement, and keeps no frame value or document id', async () => {
    const { cookie, keys, values } = await brokerAtStepFour();
    const response = await saveStep(
      app,
      4,
      {
        ...values,
        BrokerIllionSwitch: 'Later/No',
        BrokerIllionIframe: sentStatement('KOWHAI-webid:elsewhere'),
        BrokerIllionDocumentId: 'KOWHAI-webid:elsewhere',
      },
      { keys, cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await rowOf(keys.Token);
    expect(row.formData.BrokerIllionSwitch).toBe('Later/No');
    expect(row.formData).not.toHaveProperty('BrokerIllionIframe');
    expect(row.formData).not.toHaveProperty('BrokerIllionDocumentId');
  });

  it('keeps the document id of this application, whatever the browser sent', async () => {
    const { cookie, keys, values } = await brokerAtStepFour();
    const response = await saveStep(
      app,
      4,
      {
        ...values,
        BrokerIllionSwitch: 'Yes',
        BrokerIllionIframe: sentStatement(`KOWHAI-webid:${keys.Token}`),
        BrokerIllionDocumentId: 'KOWHAI-webid:someone-else',
      },
      { keys, cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowOf(keys.Token)).formData.BrokerIllionDocumentId).toBe(
      `KOWHAI-webid:${keys.Token}`,
    );
  });

  it('keeps none of the switch’s fields from an applicant who is not a broker (§6)', async () => {
    const values = applicant({
      Referrer: 'demo-broker',
      BrokerIllionSwitch: 'Yes',
      BrokerIllionIframe: sentStatement('KOWHAI-webid:made-up'),
      BrokerIllionDocumentId: 'KOWHAI-webid:made-up',
    });
    const { keys } = await saveSteps(app, values, 4);
    const row = await rowOf(keys.Token);
    expect(row.source).toBe('Website');
    for (const name of ['BrokerIllionSwitch', 'BrokerIllionIframe', 'BrokerIllionDocumentId'])
      expect(row.formData).not.toHaveProperty(name);
  });
});
