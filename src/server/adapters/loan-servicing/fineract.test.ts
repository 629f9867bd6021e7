import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorConfig } from '#content/calculator.ts';
import { loanSchedule } from '#domain/calculator/schedule.ts';
import { createFineractLoanServicing } from './fineract.ts';
import {
  LoanServicingUnavailableError,
  ScheduleMismatchError,
  type ApprovedLoan,
} from './types.ts';

/*
 * The Fineract adapter against recorded answers (tests/fixtures/fineract), replayed by a fetch
 * stub for every call it makes: the path and method, basic authentication, the tenant header,
 * the date format and locale in each body and an Idempotency-Key on every write.
 */
const FIXTURES = path.resolve('tests/fixtures/fineract');
const recorded = async (name: string) =>
  JSON.parse(await readFile(path.join(FIXTURES, `${name}.json`), 'utf8')) as unknown;

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

/** A Fineract that answers each call with the next recorded answer. */
function fineractAnswering(...answers: Array<[status: number, body: unknown] | Error>) {
  const sent: Sent[] = [];
  const adapter = createFineractLoanServicing({
    baseUrl: 'https://fineract.test/fineract-provider/api/v1/',
    tenantId: 'kowhai',
    username: 'mifos',
    password: 'password',
    officeId: 1,
    loanProductId: 3,
    instalmentFeeChargeId: 7,
    clock: () => new Date('2026-12-20T00:00:00Z'),
    fetch: async (url, init) => {
      sent.push({
        method: init?.method ?? 'GET',
        url: String(url),
        headers: init?.headers as Record<string, string>,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      });
      const answer = answers.shift();
      if (!answer) throw new Error('no answer left');
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer[1]), { status: answer[0] });
    },
  });
  return { adapter, sent };
}

const ROOT = 'https://fineract.test/fineract-provider/api/v1';
const loan: ApprovedLoan = {
  externalId: '1000101',
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
};

describe('the Fineract loan-servicing adapter', () => {
  it('creates the client with our reference as its externalId', async () => {
    const { adapter, sent } = fineractAnswering([200, await recorded('client-created')]);
    expect(
      await adapter.createClient({ externalId: '1000101', firstName: 'Aroha', lastName: 'Ngata' }),
    ).toEqual({ clientId: '87' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `${ROOT}/clients`,
      headers: {
        Authorization: `Basic ${Buffer.from('mifos:password').toString('base64')}`,
        'Fineract-Platform-TenantId': 'kowhai',
        'Idempotency-Key': 'client-1000101',
      },
      body: {
        officeId: 1,
        firstname: 'Aroha',
        lastname: 'Ngata',
        externalId: '1000101',
        active: true,
        activationDate: '2026-12-20',
        dateFormat: 'yyyy-MM-dd',
        locale: 'en',
      },
    });
  });

  it('finds the client an earlier attempt made when Fineract refuses a second', async () => {
    const { adapter, sent } = fineractAnswering(
      [403, await recorded('client-duplicate')],
      [200, await recorded('clients-by-external-id')],
    );
    expect(
      await adapter.createClient({ externalId: '1000101', firstName: 'Aroha', lastName: 'Ngata' }),
    ).toEqual({ clientId: '87' });
    expect(sent[1]).toMatchObject({ method: 'GET', url: `${ROOT}/clients?externalId=1000101` });
  });

  it('previews the schedule and reads it as the disclosed one, to the cent', async () => {
    const { adapter, sent } = fineractAnswering([200, await recorded('schedule-preview')]);
    const preview = await adapter.previewSchedule(loan);
    const disclosed = loanSchedule(loan.terms, loan.rates);
    expect(preview.instalments).toEqual(disclosed.instalments);
    expect(preview.totalRepayableCents).toBe(disclosed.totalRepayableCents);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `${ROOT}/loans?command=calculateLoanSchedule`,
      body: {
        productId: 3,
        principal: 5340,
        numberOfRepayments: 26,
        repaymentEvery: 2,
        repaymentFrequencyType: 1,
        interestRatePerPeriod: 12.95,
        amortizationType: 1,
        interestType: 0,
        fixedEmiAmount: 219.48,
        repaymentsStartingFromDate: '2026-12-10',
        charges: [{ chargeId: 7, amount: 2.5 }],
        dateFormat: 'yyyy-MM-dd',
        locale: 'en',
      },
    });
  });

  it('submits, approves and disburses, each write with its own idempotency key', async () => {
    const { adapter, sent } = fineractAnswering(
      [404, await recorded('loan-not-found')],
      [200, await recorded('schedule-preview')],
      [200, await recorded('loan-submitted')],
      [200, await recorded('loan-approved')],
      [200, await recorded('loan-disbursed')],
    );
    expect(await adapter.submitLoan('87', loan)).toEqual({ loanId: '412' });
    await adapter.approveLoan('412', '2026-11-26');
    await adapter.disburseLoan('412', '2026-11-27');
    expect(sent.map((s) => [s.method, s.url.slice(ROOT.length)])).toEqual([
      ['GET', '/loans/external-id/1000101'],
      ['POST', '/loans?command=calculateLoanSchedule'],
      ['POST', '/loans'],
      ['POST', '/loans/412?command=approve'],
      ['POST', '/loans/412?command=disburse'],
    ]);
    expect(sent.map((s) => s.headers['Idempotency-Key'])).toEqual([
      undefined,
      undefined,
      'loan-1000101-submit',
      'loan-412-approve',
      'loan-412-disburse',
    ]);
    expect(sent[2]!.body).toMatchObject({
      clientId: 87,
      externalId: '1000101',
      loanType: 'individual',
    });
    expect(sent[3]!.body).toEqual({
      approvedOnDate: '2026-11-26',
      dateFormat: 'yyyy-MM-dd',
      locale: 'en',
    });
    expect(sent[4]!.body).toMatchObject({ actualDisbursementDate: '2026-11-27' });
  });

  it('never books a second loan: a retry finds the one under our reference', async () => {
    const { adapter, sent } = fineractAnswering([200, await recorded('loan-active')]);
    expect(await adapter.submitLoan('87', loan)).toEqual({ loanId: '412' });
    expect(sent).toHaveLength(1);
  });

  it('books nothing when Fineract would schedule other than the disclosure', async () => {
    const { adapter, sent } = fineractAnswering(
      [404, await recorded('loan-not-found')],
      [200, await recorded('schedule-preview-differs')],
    );
    const refused = await adapter.submitLoan('87', loan).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ScheduleMismatchError);
    // A tenant whose holidays or rounding differ from ours: one day and one cent are enough.
    expect((refused as ScheduleMismatchError).differences).toEqual([
      'instalment 2 due 2026-12-23, not 2026-12-24',
      'instalment 2 is 22199 cents, not 22198',
    ]);
    expect(sent.some((s) => s.url === `${ROOT}/loans` && s.method === 'POST')).toBe(false);
  });

  it('reads the loan: schedule, payments received, balance, next payment and arrears', async () => {
    const { adapter, sent } = fineractAnswering([200, await recorded('loan-active')]);
    const read = (await adapter.readLoan('412'))!;
    expect(sent[0]!.url).toBe(`${ROOT}/loans/412?associations=repaymentSchedule,transactions`);
    expect(read).toMatchObject({
      loanId: '412',
      accountNumber: '000000412',
      externalId: '1000101',
      status: 'active',
      principalCents: 534000,
    });
    expect(read.schedule.instalments).toEqual(loanSchedule(loan.terms, loan.rates).instalments);
    expect(read.transactions).toEqual([
      expect.objectContaining({ kind: 'disbursement', amountCents: 534000, date: '2026-11-27' }),
      expect.objectContaining({
        kind: 'repayment',
        amountCents: 5000,
        feeCents: 250,
        interestCents: 2660,
        principalCents: 2090,
        externalId: 'pay-1',
      }),
    ]);
    expect(read.summary).toEqual({
      balanceCents: 577148 - 5000,
      principalOutstandingCents: 534000 - 2090,
      nextPayment: { dueDate: '2026-12-10', amountCents: 22198 - 5000 },
      // The clock's 20 December: the first instalment, due 10 December, is not paid in full.
      arrearsDays: 10,
    });
  });

  it('posts a repayment with our payment reference as its externalId and key', async () => {
    const { adapter, sent } = fineractAnswering([200, await recorded('repayment-posted')]);
    expect(
      await adapter.postRepayment('412', {
        amountCents: 5000,
        receivedOn: '2026-12-10',
        externalId: 'pay-1',
      }),
    ).toEqual({ transactionId: '9001' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `${ROOT}/loans/412/transactions?command=repayment`,
      headers: { 'Idempotency-Key': 'repayment-pay-1' },
      body: { transactionDate: '2026-12-10', transactionAmount: 50, externalId: 'pay-1' },
    });
  });

  it('reads back a repayment already posted under our reference instead of a second', async () => {
    const { adapter, sent } = fineractAnswering(
      [403, await recorded('repayment-duplicate')],
      [200, await recorded('transaction-by-external-id')],
    );
    expect(
      await adapter.postRepayment('412', {
        amountCents: 5000,
        receivedOn: '2026-12-10',
        externalId: 'pay-1',
      }),
    ).toEqual({ transactionId: '9001' });
    expect(sent[1]).toMatchObject({
      method: 'GET',
      url: `${ROOT}/loans/412/transactions/external-id/pay-1`,
    });
  });

  it('knows no loan Fineract does not know, and asks nothing for a number that is no id', async () => {
    const { adapter, sent } = fineractAnswering([404, await recorded('loan-not-found')]);
    expect(await adapter.readLoan('999')).toBeNull();
    expect(await adapter.readLoan('../clients')).toBeNull();
    await expect(adapter.approveLoan('../clients', '2026-11-26')).rejects.toMatchObject({
      code: 'loan-unknown',
    });
    expect(sent).toHaveLength(1);
  });

  it('passes on a refusal with its code, and an outage as unavailable', async () => {
    const refused = fineractAnswering([403, await recorded('repayment-refused')]);
    await expect(
      refused.adapter.postRepayment('412', {
        amountCents: 5000,
        receivedOn: '2026-12-10',
        externalId: 'p',
      }),
    ).rejects.toMatchObject({
      name: 'LoanServicingRefusedError',
      code: 'error.msg.loan.repayment.or.waiver.account.is.not.active',
    });
    const down = fineractAnswering([503, { message: 'down' }], new TypeError('fetch failed'));
    await expect(down.adapter.readLoan('412')).rejects.toBeInstanceOf(
      LoanServicingUnavailableError,
    );
    await expect(down.adapter.readLoan('412')).rejects.toBeInstanceOf(
      LoanServicingUnavailableError,
    );
    const garbled = fineractAnswering([200, { id: 412 }]);
    await expect(garbled.adapter.readLoan('412')).rejects.toBeInstanceOf(
      LoanServicingUnavailableError,
    );
  });

  it('books a hardship arrangement through the loan reschedule API, keyed by our reference (issue 32)', async () => {
    const { adapter, sent } = fineractAnswering(
      [200, await recorded('loan-active')],
      [200, await recorded('reschedule-created')],
      [200, await recorded('reschedule-approved')],
      [200, await recorded('loan-rescheduled')],
    );
    const after = await adapter.rescheduleLoan('412', {
      externalId: 'H-000007',
      arrangement: { startsOn: '2026-12-10', months: 3, paymentCents: 5000 },
      agreedOn: '2026-12-20',
    });
    // The first instalment is part paid and stays; the next six become $50 ($47.50 and the
    // $2.50 instalment fee), and five more carry what they leave unpaid.
    expect(sent[1]).toMatchObject({
      method: 'POST',
      url: `${ROOT}/rescheduleloans`,
      headers: { 'Idempotency-Key': 'reschedule-H-000007' },
      body: {
        loanId: 412,
        rescheduleFromDate: '2026-12-24',
        submittedOnDate: '2026-12-20',
        rescheduleReasonComment: 'H-000007',
        emi: 47.5,
        endDate: '2027-03-04',
        extraTerms: 5,
        dateFormat: 'yyyy-MM-dd',
        locale: 'en',
      },
    });
    expect(sent[2]).toMatchObject({
      method: 'POST',
      url: `${ROOT}/rescheduleloans/14?command=approve`,
      headers: { 'Idempotency-Key': 'reschedule-H-000007-approve' },
      body: { approvedOnDate: '2026-12-20' },
    });
    expect(after.instalments.filter((i) => i.totalCents === 5000).map((i) => i.dueDate)).toEqual([
      '2026-12-24',
      '2027-01-07',
      '2027-01-21',
      '2027-02-04',
      '2027-02-18',
      '2027-03-04',
    ]);
    expect(after.instalments).toHaveLength(31);
  });

  it('says the loan book is unavailable when Fineract cannot be reached mid-reschedule', async () => {
    const { adapter } = fineractAnswering(
      [200, await recorded('loan-active')],
      new TypeError('fetch failed'),
    );
    const change = {
      externalId: 'H-000008',
      arrangement: { startsOn: '2026-12-10', months: 1, paymentCents: 0 },
      agreedOn: '2026-12-20',
    };
    await expect(adapter.rescheduleLoan('412', change)).rejects.toBeInstanceOf(
      LoanServicingUnavailableError,
    );
  });
});
