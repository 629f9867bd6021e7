import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bankLinkReference } from '#domain/bank-link/bank-link.ts';
import { applicationBankStatementsContract } from '#domain/contracts/bank-statements.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { applicationBankStatements, applications } from '#server/db/schema/index.ts';
import { signedInStaff } from '#server/test-support/staff.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { NO_SUBMITTED_APPLICATION_MESSAGE } from './application-bank-statements.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let staffCookie: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  staffCookie = (await signedInStaff(app, 'statements', ['officer'])).cookie;
}, 240_000);
afterAll(async () => close());

/** A submitted (or unfinished) application: its token and its reference number. */
async function application(complete = true, formData: Record<string, unknown> = {}) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await app.db
    .insert(applications)
    .values({
      token,
      guid: randomUUID(),
      step: 4,
      complete,
      formData: { FirstName: 'Aroha', LastName: 'Banks', LoanAmount: '5000', ...formData },
    })
    .returning({ id: applications.id, reference: applications.referenceNumber });
  return { token, id: row!.id, reference: String(row!.reference) };
}

const reference = (token: string) => bankLinkReference(app.env.BANK_LINK_ACCOUNT_CODE, token);
const entries = (token: string) =>
  JSON.stringify([{ status: 'complete', reference: reference(token) }]);
const send = (payload: object) =>
  app.inject({
    method: applicationBankStatementsContract.method,
    url: applicationBankStatementsContract.path,
    payload,
  });
const staffView = async (applicationReference: string) =>
  (
    await app.inject({
      url: `/api/page-data/staff-application?path=${encodeURIComponent(`/staff/applications/${applicationReference}/`)}`,
      headers: { cookie: staffCookie },
    })
  ).json().staffApplication;

describe("the confirmation page's bank statements, stored with the application (issue 23 item 1)", () => {
  it('stores the widget value posted with the token, and the workspace shows them sent', async () => {
    const submitted = await application();
    expect((await staffView(submitted.reference)).bankStatements).toEqual({
      sent: false,
      entries: [],
    });
    const response = await send({
      Token: submitted.token,
      BankStatements: entries(submitted.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ recorded: true });
    const rows = await app.db
      .select()
      .from(applicationBankStatements)
      .where(eq(applicationBankStatements.applicationId, submitted.id));
    expect(rows.map((row) => row.entries)).toEqual([
      [{ status: 'complete', reference: reference(submitted.token) }],
    ]);

    const view = await staffView(submitted.reference);
    expect(view.bankStatements).toMatchObject({
      sent: true,
      entries: [
        { reference: reference(submitted.token), status: 'complete', from: 'confirmation' },
      ],
    });
    expect(view.history.map((line: { what: string }) => line.what)).toContain(
      `Sent bank statements (${reference(submitted.token)})`,
    );
  });

  it("shows a broker's step 4 statements as sent", async () => {
    const token = 'broker-token';
    const submitted = await application(true, {
      BrokerIllionIframe: JSON.stringify([{ status: 'complete', reference: `X-webid:${token}` }]),
    });
    expect((await staffView(submitted.reference)).bankStatements).toEqual({
      sent: true,
      entries: [{ status: 'complete', reference: `X-webid:${token}`, at: null, from: 'broker' }],
    });
  });

  it('refuses a value with no statement, or statements filed under another application (422)', async () => {
    const submitted = await application();
    for (const BankStatements of ['', '[]', 'not json']) {
      const response = await send({ Token: submitted.token, BankStatements });
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toEqual({ BankStatements: MESSAGES.bankStatement });
    }
    const other = await application();
    const response = await send({ Token: submitted.token, BankStatements: entries(other.token) });
    expect(response.statusCode).toBe(422);
    expect(
      await app.db.$count(
        applicationBankStatements,
        eq(applicationBankStatements.applicationId, submitted.id),
      ),
    ).toBe(0);
  });

  it('refuses a token of no submitted application (404) and a body without one (400)', async () => {
    const unfinished = await application(false);
    for (const token of [unfinished.token, 'no-such-token']) {
      const response = await send({ Token: token, BankStatements: entries(token) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: NO_SUBMITTED_APPLICATION_MESSAGE });
    }
    expect((await send({ BankStatements: '[]' })).statusCode).toBe(400);
  });
});
