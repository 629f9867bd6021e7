import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { paymentsContract } from '#domain/contracts/payments.ts';
import { PAYMENT_MESSAGES } from '#domain/payment/fields.ts';
import { paymentNotifications, payments } from '#server/db/schema/index.ts';
import { captchaHeaders, solveCaptcha, testClientAddress } from '#server/test-support/captcha.ts';
import { bookTestLoan } from '#server/test-support/loans.ts';
import { paymentReferenceOf, postNotice, signedNotice } from '#server/test-support/payments.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  valid.LoanId = (await bookTestLoan(app)).accountNumber;
}, 240_000);
afterAll(async () => close());

const valid = {
  FullName: 'Mere Tamati',
  Email: 'mere@example.co.nz',
  // A booked loan's number (beforeAll).
  LoanId: '',
  PaymentAmount: '125.50',
  PageId: 'make-a-payment',
};

async function pay(payload: Record<string, unknown>) {
  return app.inject({
    method: paymentsContract.method,
    url: paymentsContract.path,
    headers: {
      [CAPTCHA_RESPONSE_HEADER]: await solveCaptcha(app, { action: 'submit_payment' }),
    },
    remoteAddress: testClientAddress(),
    payload,
  });
}

/** A payment created through the API: its reference, as the hosted page's session names it. */
async function createPayment(): Promise<string> {
  const response = await pay(valid);
  expect(response.statusCode, response.body).toBe(200);
  const { url } = response.json() as { url: string };
  return paymentReferenceOf(url);
}

const notification = (reference: string, overrides: Record<string, unknown> = {}) =>
  signedNotice(app, reference, overrides);
const notify = (payload: Record<string, unknown>) => postNotice(app, payload);

describe('POST /api/payments (site-and-tools §5 "Payment", §7)', () => {
  it('creates a pending payment and answers the hosted payment page', async () => {
    const response = await pay(valid);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^\/sandbox\/payment-gateway\/pay\//);
    const page = await app.inject(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay $125.50 by card');
    const rows = await app.db.select().from(payments);
    expect(rows.at(-1)).toMatchObject({
      status: 'pending',
      amountCents: 12550,
      loanId: valid.LoanId,
    });
  });

  it.each([
    ['FullName', '', 'This field is required'],
    ['FullName', 'R2D2', PAYMENT_MESSAGES.fullName],
    ['FullName', 'a'.repeat(201), PAYMENT_MESSAGES.fullName],
    ['Email', 'not-an-email', PAYMENT_MESSAGES.email],
    ['LoanId', '123456', PAYMENT_MESSAGES.loanId],
    ['LoanId', '1234567890123456', PAYMENT_MESSAGES.loanId],
    ['PaymentAmount', '', PAYMENT_MESSAGES.amount],
    ['PaymentAmount', '0.50', PAYMENT_MESSAGES.amount],
    ['PaymentAmount', '12.345', PAYMENT_MESSAGES.amount],
    ['PaymentAmount', '123456.00', PAYMENT_MESSAGES.amount],
  ])('refuses what the browser refuses: %s %j', async (field, value, message) => {
    const response = await pay({ ...valid, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it('answers malformed input with a 4xx, never a 5xx', async () => {
    for (const payload of [{ PaymentAmount: 5 }, { FullName: { a: 1 } }, []]) {
      const response = await pay(payload as Record<string, unknown>);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('needs a submit_payment captcha token (a submit_form one is refused)', async () => {
    const response = await app.inject({
      method: paymentsContract.method,
      url: paymentsContract.path,
      headers: await captchaHeaders(app),
      remoteAddress: testClientAddress(),
      payload: valid,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the gateway notification (issue 9: verified, idempotent)', () => {
  it('records a signed notification once: a repeat changes nothing', async () => {
    const reference = await createPayment();
    const first = await notify(notification(reference, { transactionId: 'txn-once' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    const [settled] = await app.db.select().from(payments).where(eq(payments.reference, reference));
    expect(settled).toMatchObject({ status: 'approved', transactionId: 'txn-once' });

    const again = await notify(notification(reference, { transactionId: 'txn-once' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ recorded: false });
    const [after] = await app.db.select().from(payments).where(eq(payments.reference, reference));
    expect(after).toEqual(settled);
    const stored = await app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.transactionId, 'txn-once'));
    expect(stored).toHaveLength(1);

    // A later, different notification cannot turn a settled payment around either.
    const reversal = await notify(
      notification(reference, { transactionId: 'txn-other', outcome: 'declined' }),
    );
    expect(reversal.json()).toEqual({ recorded: false });
    const [still] = await app.db.select().from(payments).where(eq(payments.reference, reference));
    expect(still!.status).toBe('approved');
  });

  it('refuses a notification with a bad signature (401) and changes nothing', async () => {
    const reference = await createPayment();
    const forged = {
      ...notification(reference, { transactionId: 'txn-forged' }),
      outcome: 'declined',
    };
    const response = await notify(forged);
    expect(response.statusCode).toBe(401);
    const [row] = await app.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row!.status).toBe('pending');
  });

  it('refuses a notification for an unknown payment (404) or another amount (422)', async () => {
    expect((await notify(notification('no-such-payment'))).statusCode).toBe(404);
    const reference = await createPayment();
    const response = await notify(
      notification(reference, { transactionId: 'txn-amount', amountCents: 1 }),
    );
    expect(response.statusCode).toBe(422);
  });

  it('the sandbox page: a declined card settles the payment declined and returns to the result page', async () => {
    const response = await pay(valid);
    const { url } = response.json() as { url: string };
    const paid = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        CardNumber: '4000 0000 0000 0002',
        CardExpiry: '12/39',
        CardSecurityCode: '123',
      }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    const reference = new URL(paid.headers.location!, 'http://x').searchParams.get('reference')!;
    const [row] = await app.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row!.status).toBe('declined');
  });

  it('the sandbox page refuses an unknown card and a forged session', async () => {
    const { url } = (await pay(valid)).json() as { url: string };
    const refused = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'CardNumber=5555555555554444&CardExpiry=12%2F39&CardSecurityCode=123',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('Use one of the test cards');
    expect((await app.inject(`${url}x`)).statusCode).toBe(404);
  });
});
