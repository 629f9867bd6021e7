import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { paymentsContract } from '#domain/contracts/payments.ts';
import { API, SERVER_FAULT_MESSAGE } from '#domain/contracts/wire.ts';
import { paymentNotifications, payments } from '#server/db/schema/index.ts';
import { solveCaptcha, testClientAddress } from '#server/test-support/captcha.ts';
import {
  FAKE_WINDCAVE_API_KEY,
  FAKE_WINDCAVE_USERNAME,
  startFakeWindcave,
} from '#server/test-support/fake-windcave.ts';
import type { CustomerLoan } from '#server/loans/book-loan.ts';
import { bookTestLoan } from '#server/test-support/loans.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let windcave: Awaited<ReturnType<typeof startFakeWindcave>>;
let site: string;
let loan: CustomerLoan;

beforeAll(async () => {
  windcave = await startFakeWindcave();
  ({ app, close } = await buildTestApp({
    env: {
      PAYMENT_PROVIDER: 'windcave',
      WINDCAVE_API_URL: windcave.url,
      WINDCAVE_USERNAME: FAKE_WINDCAVE_USERNAME,
      WINDCAVE_API_KEY: FAKE_WINDCAVE_API_KEY,
    },
  }));
  // Listening, so the fake gateway reaches the notification URL the app gave it.
  site = await app.listen({ port: 0, host: '127.0.0.1' });
  loan = await bookTestLoan(app);
  valid.LoanId = loan.accountNumber;
}, 240_000);
afterAll(async () => {
  await close();
  await windcave.close();
});

const valid = {
  FullName: 'Mere Tamati',
  Email: 'mere@example.co.nz',
  // A booked loan's number (beforeAll).
  LoanId: '',
  PaymentAmount: '125.50',
  PageId: 'make-a-payment',
};

/** Starts a payment through the API: our reference and the Windcave session it opened. */
async function startPayment() {
  const response = await app.inject({
    method: paymentsContract.method,
    url: paymentsContract.path,
    headers: { [CAPTCHA_RESPONSE_HEADER]: await solveCaptcha(app, { action: 'submit_payment' }) },
    remoteAddress: testClientAddress(),
    payload: valid,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { url } = response.json() as { url: string };
  const session = windcave.sessionOf(url);
  return { url, session, reference: session.merchantReference };
}

const paymentRow = async (reference: string) =>
  (await app.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
const notificationCount = async (reference: string) =>
  app.db.$count(paymentNotifications, eq(paymentNotifications.paymentReference, reference));
const notifyAs = (sessionId: string, method: 'GET' | 'POST' = 'POST') =>
  fetch(`${site}${API.paymentGatewayNotification.path}?sessionId=${sessionId}`, { method });

describe('the Windcave gateway (PAYMENT_PROVIDER=windcave, issue 23 item 1)', () => {
  it("opens a Windcave session as documented and sends the browser to Windcave's hosted page", async () => {
    const { url, session, reference } = await startPayment();
    expect(url).toBe(`${windcave.url}/pay/?sessionId=${session.id}`);
    expect(session).toMatchObject({
      type: 'purchase',
      amount: '125.50',
      currency: 'NZD',
      notificationUrl: `${site}${API.paymentGatewayNotification.path}`,
    });
    const back = `${site}/make-a-payment/result/?reference=${reference}`;
    expect(session.callbackUrls).toEqual({ approved: back, declined: back, cancelled: back });
    expect(await paymentRow(reference)).toMatchObject({ status: 'pending', amountCents: 12550 });
  });

  it('records the outcome Windcave reports when queried, once, however often it notifies', async () => {
    const { session, reference } = await startPayment();
    const notified = await windcave.pay(session.id, true);
    expect(notified.status).toBe(200);
    expect(await notified.json()).toEqual({ recorded: true });
    expect(await paymentRow(reference)).toMatchObject({ status: 'approved' });
    const queries = windcave.requests.filter((r) => r.url === `/api/v1/sessions/${session.id}`);
    expect(queries.length).toBe(1);

    const repeated = await windcave.notify(session.id);
    expect(repeated.status).toBe(200);
    expect(await repeated.json()).toEqual({ recorded: false });
    expect(await notificationCount(reference)).toBe(1);
    // The loan has the payment once (decision 147).
    const serviced = await app.adapters.loanServicing.readLoan(loan.servicingLoanId);
    const posted = serviced!.transactions.filter((t) => t.externalId === reference);
    expect(posted.map((t) => t.amountCents)).toEqual([12550]);
  });

  it('records a declined payment as declined', async () => {
    const { session, reference } = await startPayment();
    expect(await (await windcave.pay(session.id, false)).json()).toEqual({ recorded: true });
    expect(await paymentRow(reference)).toMatchObject({ status: 'declined' });
  });

  it('refuses a forged notification: only what Windcave answers to our query counts', async () => {
    // A session Windcave never opened.
    const unknown = await notifyAs('0000000000000000deadbeefdeadbeef');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toHaveProperty('error');
    // A real session nobody paid: a notification for it, however it is sent, settles nothing.
    const { session, reference } = await startPayment();
    for (const method of ['GET', 'POST'] as const) {
      const forged = await notifyAs(session.id, method);
      expect(forged.status).toBe(200);
      expect(await forged.json()).toEqual({ recorded: false });
    }
    // The sandbox's signed notification is not accepted at all with Windcave.
    const sandboxStyle = await fetch(`${site}${API.paymentNotification.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        transactionId: 'forged',
        paymentReference: reference,
        outcome: 'approved',
        amountCents: 12550,
        signature: 'f'.repeat(64),
      }),
    });
    expect(sandboxStyle.status).toBe(404);
    expect(await paymentRow(reference)).toMatchObject({ status: 'pending' });
    expect(await notificationCount(reference)).toBe(0);
  });

  it('has no sandbox payment page', async () => {
    const page = await app.inject(
      '/sandbox/payment-gateway/pay/anything.100.aaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(page.statusCode).toBe(404);
  });

  it('answers 503 with the API error while Windcave is down', async () => {
    windcave.setDown(true);
    try {
      const response = await app.inject({
        method: paymentsContract.method,
        url: paymentsContract.path,
        headers: {
          [CAPTCHA_RESPONSE_HEADER]: await solveCaptcha(app, { action: 'submit_payment' }),
        },
        remoteAddress: testClientAddress(),
        payload: valid,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: SERVER_FAULT_MESSAGE });
    } finally {
      windcave.setDown(false);
    }
  });
});

/** The result page's data for the address the browser comes back to. */
async function resultPage(returnUrl: string) {
  const back = new URL(returnUrl);
  const response = await app.inject(
    `/api/page-data/payment-result?path=${encodeURIComponent(back.pathname + back.search)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { paymentResult: { status: string } | null }).paymentResult;
}

describe('the result page on return from Windcave (issue 23, the payment result page)', () => {
  it("shows Windcave's outcome, asked of Windcave, when the browser is back before the notification", async () => {
    const { session, reference } = await startPayment();
    const back = windcave.complete(session.id, true);
    expect(new URL(back).searchParams.get('sessionId')).toBe(session.id);
    expect(await resultPage(back)).toMatchObject({ status: 'approved', amountCents: 12550 });
    expect(await paymentRow(reference)).toMatchObject({ status: 'approved' });
    // Windcave's late notification changes nothing.
    expect(await (await windcave.notify(session.id)).json()).toEqual({ recorded: false });
    expect(await notificationCount(reference)).toBe(1);
    // The loan has the payment once (decision 147).
    const serviced = await app.adapters.loanServicing.readLoan(loan.servicingLoanId);
    const posted = serviced!.transactions.filter((t) => t.externalId === reference);
    expect(posted.map((t) => t.amountCents)).toEqual([12550]);
  });

  it('shows a declined payment as declined', async () => {
    const { session, reference } = await startPayment();
    expect(await resultPage(windcave.complete(session.id, false))).toMatchObject({
      status: 'declined',
    });
    expect(await paymentRow(reference)).toMatchObject({ status: 'declined' });
  });

  it("trusts nothing the address says: an unpaid session, another payment's session, a status", async () => {
    const { session, reference } = await startPayment();
    const page = `${site}/make-a-payment/result/?reference=${reference}`;
    // The session of this payment, not paid: still pending.
    expect(await resultPage(`${page}&sessionId=${session.id}&status=approved`)).toMatchObject({
      status: 'pending',
    });
    // Another payment's approved session does not settle this one.
    const other = await startPayment();
    windcave.complete(other.session.id, true);
    expect(await resultPage(`${page}&sessionId=${other.session.id}`)).toMatchObject({
      status: 'pending',
    });
    expect(await resultPage(`${page}&sessionId=not-a-session!`)).toMatchObject({
      status: 'pending',
    });
    expect(await paymentRow(reference)).toMatchObject({ status: 'pending' });
    expect(await notificationCount(reference)).toBe(0);
  });

  it('shows what our record holds while Windcave is down', async () => {
    const { session, reference } = await startPayment();
    const back = windcave.complete(session.id, true);
    windcave.setDown(true);
    try {
      expect(await resultPage(back)).toMatchObject({ status: 'pending' });
    } finally {
      windcave.setDown(false);
    }
    expect(await resultPage(back)).toMatchObject({ status: 'approved' });
    expect(await paymentRow(reference)).toMatchObject({ status: 'approved' });
  });
});
