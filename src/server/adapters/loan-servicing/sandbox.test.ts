import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorConfig } from '#content/calculator.ts';
import { paymentSchedule } from '#server/lending/documents/disclosure.ts';
import type { TestDatabaseHandle } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-app.ts';
import { createSandboxLoanServicing } from './sandbox.ts';
import {
  LoanServicingRefusedError,
  type ApprovedLoan,
  type LoanServicingAdapter,
} from './types.ts';

/*
 * The loan-servicing sandbox (decision 139): a loan book in our database with the servicing
 * interface, the schedule the disclosure states, repayments to fee, interest then principal, and
 * days in arrears to the app clock.
 */
let database: TestDatabaseHandle;
let now = new Date('2026-12-01T00:00:00Z');
let servicing: LoanServicingAdapter;

beforeAll(async () => {
  database = await openTestDatabase();
  servicing = createSandboxLoanServicing(database.db, () => now);
});
afterAll(async () => {
  await database?.close();
});

const approved = (externalId: string): ApprovedLoan => ({
  externalId,
  terms: {
    amount: 5000,
    interestPercent: 12.95,
    termMonths: 12,
    frequency: 'Fortnightly',
    firstPaymentDate: '2026-12-10',
  },
  rates: calculatorConfig,
  submittedOn: '2026-11-26',
  expectedDisbursementOn: '2026-11-27',
});

async function activeLoan(externalId: string) {
  const { clientId } = await servicing.createClient({
    externalId,
    firstName: 'Aroha',
    lastName: 'Ngata',
  });
  const { loanId } = await servicing.submitLoan(clientId, approved(externalId));
  await servicing.approveLoan(loanId, '2026-11-26');
  await servicing.disburseLoan(loanId, '2026-11-27');
  return loanId;
}

describe('the loan-servicing sandbox', () => {
  it('books the schedule the disclosure statement states, to the cent', async () => {
    const loanId = await activeLoan('1000101');
    const loan = (await servicing.readLoan(loanId))!;
    const input = approved('1000101');
    const disclosed = paymentSchedule({
      reference: '1000101',
      borrowerName: 'Aroha Ngata',
      issuedAt: new Date('2026-11-25T00:00:00Z'),
      firstPaymentDate: input.terms.firstPaymentDate,
      loan: input.terms,
      rates: calculatorConfig,
    });
    expect(loan.schedule.instalments.map((i) => [i.dueDate, i.totalCents / 100])).toEqual(
      disclosed.payments.map((p) => [p.date, p.amount]),
    );
    expect(loan.schedule.totalRepayableCents / 100).toBe(disclosed.totalRepayable);
    expect(loan.schedule.totalInterestCents / 100).toBe(disclosed.totalInterest);
    expect(loan.principalCents / 100).toBe(disclosed.initialUnpaidBalance);
    expect(await servicing.previewSchedule(input)).toEqual(loan.schedule);
  });

  it('gives the loan a number the payment page accepts, and shows it active', async () => {
    const loanId = await activeLoan('1000102');
    const loan = (await servicing.readLoan(loanId))!;
    expect(loan.accountNumber).toMatch(/^\d{9}$/);
    expect(loan).toMatchObject({ status: 'active', externalId: '1000102' });
    expect(loan.transactions).toEqual([
      expect.objectContaining({ kind: 'disbursement', date: '2026-11-27', amountCents: 534000 }),
    ]);
    expect(loan.summary).toMatchObject({
      balanceCents: loan.schedule.totalRepayableCents,
      principalOutstandingCents: 534000,
      nextPayment: { dueDate: '2026-12-10', amountCents: loan.schedule.instalments[0]!.totalCents },
      arrearsDays: 0,
    });
  });

  it('never books a second client, loan or repayment for the same reference', async () => {
    const loanId = await activeLoan('1000103');
    expect(await activeLoan('1000103')).toBe(loanId);
    const payment = { amountCents: 5000, receivedOn: '2026-11-30', externalId: 'pay-1' };
    const first = await servicing.postRepayment(loanId, payment);
    expect(await servicing.postRepayment(loanId, payment)).toEqual(first);
    const loan = (await servicing.readLoan(loanId))!;
    expect(loan.transactions.filter((t) => t.kind === 'repayment')).toHaveLength(1);
    expect(loan.transactions.filter((t) => t.kind === 'disbursement')).toHaveLength(1);
  });

  it('posts a payment once when two requests for it race', async () => {
    const loanId = await activeLoan('1000108');
    const payment = { amountCents: 2500, receivedOn: '2026-11-30', externalId: 'race-1' };
    const [a, b] = await Promise.all([
      servicing.postRepayment(loanId, payment),
      servicing.postRepayment(loanId, payment),
    ]);
    expect(a).toEqual(b);
    const loan = (await servicing.readLoan(loanId))!;
    expect(loan.transactions.filter((t) => t.kind === 'repayment')).toHaveLength(1);
    expect(loan.summary.balanceCents).toBe(loan.schedule.totalRepayableCents - 2500);
  });

  it('applies a repayment to the fee, then the interest, then the principal', async () => {
    const loanId = await activeLoan('1000104');
    const before = (await servicing.readLoan(loanId))!;
    const first = before.schedule.instalments[0]!;
    await servicing.postRepayment(loanId, {
      amountCents: 5000,
      receivedOn: '2026-11-30',
      externalId: 'pay-2',
    });
    const loan = (await servicing.readLoan(loanId))!;
    const repayment = loan.transactions.find((t) => t.kind === 'repayment')!;
    expect(repayment).toMatchObject({
      amountCents: 5000,
      feeCents: first.feeCents,
      interestCents: first.interestCents,
      principalCents: 5000 - first.feeCents - first.interestCents,
    });
    expect(loan.summary.balanceCents).toBe(before.summary.balanceCents - 5000);
    expect(loan.summary.principalOutstandingCents).toBe(534000 - repayment.principalCents);
    expect(loan.summary.nextPayment).toEqual({
      dueDate: first.dueDate,
      amountCents: first.totalCents - 5000,
    });
  });

  it('counts the days in arrears from the app clock', async () => {
    const loanId = await activeLoan('1000105');
    now = new Date('2026-12-20T00:00:00Z'); // 20 December in New Zealand: 10 days after the first
    expect((await servicing.readLoan(loanId))!.summary.arrearsDays).toBe(10);
    const first = (await servicing.readLoan(loanId))!.schedule.instalments[0]!;
    await servicing.postRepayment(loanId, {
      amountCents: first.totalCents,
      receivedOn: '2026-12-20',
      externalId: 'pay-3',
    });
    expect((await servicing.readLoan(loanId))!.summary.arrearsDays).toBe(0);
    now = new Date('2026-12-01T00:00:00Z');
  });

  it('closes the loan when the last cent is paid and refuses more', async () => {
    const loanId = await activeLoan('1000106');
    const balance = (await servicing.readLoan(loanId))!.summary.balanceCents;
    const pay = (amountCents: number, externalId: string) =>
      servicing.postRepayment(loanId, { amountCents, receivedOn: '2026-12-01', externalId });
    await expect(pay(balance + 1, 'too-much')).rejects.toMatchObject({ code: 'overpayment' });
    await pay(balance, 'all');
    const loan = (await servicing.readLoan(loanId))!;
    expect(loan.status).toBe('closed');
    expect(loan.summary).toMatchObject({ balanceCents: 0, nextPayment: null, arrearsDays: 0 });
    await expect(pay(100, 'after')).rejects.toMatchObject({ code: 'loan-not-active' });
  });

  it('knows no loan by a number it never gave, pays out none unapproved, takes no early payment', async () => {
    expect(await servicing.readLoan('999999')).toBeNull();
    expect(await servicing.readLoan('not-a-loan')).toBeNull();
    await expect(
      servicing.postRepayment('999999', {
        amountCents: 100,
        receivedOn: '2026-12-01',
        externalId: 'x',
      }),
    ).rejects.toBeInstanceOf(LoanServicingRefusedError);
    const { clientId } = await servicing.createClient({
      externalId: '1000107',
      firstName: 'Mere',
      lastName: 'Tane',
    });
    const { loanId } = await servicing.submitLoan(clientId, approved('1000107'));
    const submitted = (await servicing.readLoan(loanId))!;
    expect(submitted.status).toBe('submitted');
    await expect(servicing.disburseLoan(loanId, '2026-11-27')).rejects.toMatchObject({
      code: 'loan-not-approved',
    });
    await expect(servicing.approveLoan('999999', '2026-11-27')).rejects.toMatchObject({
      code: 'loan-unknown',
    });
    expect(submitted.summary.balanceCents).toBe(0);
    await expect(
      servicing.postRepayment(loanId, {
        amountCents: 100,
        receivedOn: '2026-12-01',
        externalId: 'y',
      }),
    ).rejects.toMatchObject({ code: 'loan-not-active' });
  });

  it('books a hardship arrangement once: a pause for a month, what it leaves unpaid at the end (issue 32)', async () => {
    const loanId = await activeLoan('1000301');
    const before = (await servicing.readLoan(loanId))!;
    const change = {
      externalId: 'H-000301',
      arrangement: { startsOn: '2026-12-10', months: 1, paymentCents: 0 },
      agreedOn: '2026-12-01',
    };
    const after = await servicing.rescheduleLoan(loanId, change);
    // 10 and 24 December and 7 January: nothing due; three usual payments added after the last.
    expect(after.instalments.slice(0, 4).map((i) => i.totalCents)).toEqual([
      0,
      0,
      0,
      before.instalments[3]!.totalCents,
    ]);
    expect(after.instalments).toHaveLength(before.instalments.length + 3);
    expect(after.schedule.totalRepayableCents).toBe(before.schedule.totalRepayableCents);
    expect(await servicing.rescheduleLoan(loanId, change)).toEqual(after);
    const unknown = await servicing
      .rescheduleLoan('999999', change)
      .catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(LoanServicingRefusedError);
  });
});
