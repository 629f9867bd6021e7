import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { paymentCopy } from '#content/tools-forms.ts';
import { CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { paymentsContract } from '#domain/contracts/payments.ts';
import { LOAN_ID_TRIES } from '#domain/payment/fields.ts';
import { customerLoans, emailOutbox, payments } from '#server/db/schema/index.ts';
import { solveCaptcha, testClientAddress } from '#server/test-support/captcha.ts';
import { bookTestLoan } from '#server/test-support/loans.ts';
import { paymentReferenceOf, postNotice, signedNotice } from '#server/test-support/payments.ts';
import { TEST_CUSTOMER, sessionCookie } from '#server/test-support/sessions.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { LoanServicingUnavailableError } from '#server/adapters/loan-servicing/index.ts';
import { storeDocument } from '#server/lending/lending-documents.ts';
import { OFFICER } from '#server/test-support/lending.ts';
import type { CustomerLoan } from './book-loan.ts';
import { customerLoansView } from './portal-loans.ts';
import { TOO_MANY_LOAN_IDS_MESSAGE } from './loan-payments.ts';

/*
 * Paying a loan (issue 31 part 5, decision 146): the number is checked before any money moves,
 * guessing is slow, and the gateway's approval reaches the loan once.
 */
let app: FastifyInstance;
let close: () => Promise<void>;
let loan: CustomerLoan;
let othersLoan: CustomerLoan;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => new Date('2026-11-28T01:00:00Z') }));
  loan = await bookTestLoan(app, { ownerAccountId: TEST_CUSTOMER.id });
  othersLoan = await bookTestLoan(app, { ownerAccountId: 'customer-2' });
}, 240_000);
afterAll(async () => close());

const payment = (LoanId: string, PaymentAmount = '50') => ({
  FullName: 'Aroha Ngata',
  Email: 'aroha@example.co.nz',
  LoanId,
  PaymentAmount,
  PageId: 'make-a-payment',
});

async function pay(
  body: Record<string, unknown>,
  options: { cookie?: string; address?: string } = {},
) {
  return app.inject({
    method: paymentsContract.method,
    url: paymentsContract.path,
    headers: {
      [CAPTCHA_RESPONSE_HEADER]: await solveCaptcha(app, { action: 'submit_payment' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    remoteAddress: options.address ?? testClientAddress(),
    payload: body,
  });
}

/** The gateway's signed approval of the payment the answer's hosted page is for. */
const approval = (url: string, amountCents: number, transactionId: string) =>
  signedNotice(app, paymentReferenceOf(url), { amountCents, transactionId });
const notify = (payload: Record<string, unknown>) => postNotice(app, payload);

const readLoan = async (of: CustomerLoan) =>
  (await app.adapters.loanServicing.readLoan(of.servicingLoanId))!;

describe('which loan a payment may be for', () => {
  it('an unknown number: a clear 422 on Loan Id, and no payment or gateway session is made', async () => {
    const start = vi.spyOn(app.adapters.paymentGateway, 'start');
    const before = await app.db.$count(payments);
    const response = await pay(payment('999999999'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: paymentCopy.loanNotPayable,
      fields: { LoanId: paymentCopy.loanNotPayable },
    });
    expect(start).not.toHaveBeenCalled();
    expect(await app.db.$count(payments)).toBe(before);
    start.mockRestore();
  });

  it("a signed-in customer is refused another customer's loan, with the same answer", async () => {
    const cookie = await sessionCookie(app, TEST_CUSTOMER);
    const refused = await pay(payment(othersLoan.accountNumber), { cookie });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(paymentCopy.loanNotPayable);
    const own = await pay(payment(loan.accountNumber), { cookie });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('an anonymous payer may pay any open loan by its number', async () => {
    const response = await pay(payment(othersLoan.accountNumber));
    expect(response.statusCode, response.body).toBe(200);
  });

  it(`guessing is rate-limited: past ${LOAN_ID_TRIES.max} numbers from one address, 429 with a message`, async () => {
    const address = testClientAddress();
    for (let guess = 0; guess < LOAN_ID_TRIES.max; guess += 1)
      expect((await pay(payment(`90000000${guess}`), { address })).statusCode).toBe(422);
    const limited = await pay(payment(loan.accountNumber), { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(TOO_MANY_LOAN_IDS_MESSAGE);
    // Another address is not held up by it.
    expect((await pay(payment(loan.accountNumber))).statusCode).toBe(200);
  });
});

describe("the gateway's approval reaches the loan", () => {
  it('posts the repayment once however often the notification repeats, and emails one receipt', async () => {
    const balance = (await readLoan(loan)).summary.balanceCents;
    const response = await pay({ ...payment(loan.accountNumber, '50'), FullName: 'Aroha  Ngata' });
    const notification = approval(response.json().url, 5000, 'txn-repeat');
    for (const _ of [1, 2, 3]) expect((await notify(notification)).statusCode).toBe(200);
    // A second notification for the same payment under another transaction id posts nothing new.
    expect((await notify(approval(response.json().url, 5000, 'txn-repeat-2'))).statusCode).toBe(
      200,
    );

    const after = await readLoan(loan);
    const reference = notification.paymentReference;
    expect(after.transactions.filter((t) => t.externalId === reference)).toHaveLength(1);
    expect(after.summary.balanceCents).toBe(balance - 5000);
    const receipts = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'payment-receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ recipient: 'aroha@example.co.nz' });
    expect(receipts[0]!.subject).toBe(
      `We have received your payment to loan ${loan.accountNumber}`,
    );
    expect(receipts[0]!.text).toContain('Kia ora Aroha,');
    expect(receipts[0]!.text).toContain(`$50.00 to loan ${loan.accountNumber}`);
    expect(receipts[0]!.text).not.toMatch(/Ngata|balance/i);
  });

  it('the portal shows the payment, the lower balance and the stored documents', async () => {
    await storeDocument(
      { db: app.db, adapters: app.adapters, actor: OFFICER, clock: app.clock },
      {
        applicationId: loan.applicationId,
        kind: 'disclosure',
        bytes: Buffer.from('%PDF-1.4 disclosure'),
        contentType: 'application/pdf',
      },
    );
    const [view] = (await customerLoansView(
      { db: app.db, adapters: app.adapters, log: app.log },
      TEST_CUSTOMER.id,
    ))!;
    expect(view!.documents.map((document) => document.title)).toEqual(['Disclosure statement']);
    expect(view).toMatchObject({ number: loan.accountNumber, status: 'active' });
    expect(view!.payments).toContainEqual({ date: '2026-11-28', amountCents: 5000 });
    expect(view!.balanceCents).toBe((await readLoan(loan)).summary.balanceCents);
    expect(view!.nextPayment?.dueDate).toBe('2026-12-10');
    expect(view!.schedule.length).toBe(26);
  });

  it('the portal says so when the servicing system cannot be reached', async () => {
    const read = vi
      .spyOn(app.adapters.loanServicing, 'readLoan')
      .mockRejectedValue(new LoanServicingUnavailableError('down'));
    const deps = { db: app.db, adapters: app.adapters, log: app.log };
    expect(await customerLoansView(deps, TEST_CUSTOMER.id)).toBeNull();
    read.mockRestore();
  });

  it('a payment of the whole balance closes the loan; it then takes no more payments', async () => {
    const small = await bookTestLoan(app);
    const balance = (await readLoan(small)).summary.balanceCents;
    const dollars = (balance / 100).toFixed(2);
    const response = await pay(payment(small.accountNumber, dollars));
    expect(response.statusCode, response.body).toBe(200);
    await notify(approval(response.json().url, balance, 'txn-full'));
    expect((await readLoan(small)).status).toBe('closed');
    const [row] = await app.db
      .select({ closedAt: customerLoans.closedAt })
      .from(customerLoans)
      .where(eq(customerLoans.id, small.id));
    expect(row!.closedAt).not.toBeNull();
    const again = await pay(payment(small.accountNumber));
    expect(again.statusCode).toBe(422);
  });
});
