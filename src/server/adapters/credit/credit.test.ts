import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxCredit, SANDBOX_COMMITMENTS } from './sandbox.ts';
import { createCentrixCredit } from './centrix.ts';
import { CreditUnavailableError } from './types.ts';
import { createCreditAdapter } from './index.ts';
import { creditReportCommitments } from '#domain/lending/credit-commitments.ts';
import { startFakeHttpServer, sendJson } from '#server/test-support/fake-http-server.ts';
import { testCreditApplicant } from '#server/test-support/credit.ts';
import { testEnv } from '#server/test-support/test-app.ts';

// The bureau's answer follows the last name (README "Sandboxes").
const applicant = (lastName: string) => testCreditApplicant({ lastName });

describe('the credit bureau sandbox (issue 4 "Credit bureau sandbox")', () => {
  const sandbox = createSandboxCredit();

  it('declines the last name Decline, whose report shows three lenders', async () => {
    const result = await sandbox.check(applicant('Decline'));
    expect(result).toEqual({
      resultCode: 'D1',
      decision: 'declined',
      commitments: SANDBOX_COMMITMENTS.declined,
    });
    expect(result.commitments.map((c) => c.type)).toEqual([
      'Credit card',
      'Personal loan',
      'Buy now pay later',
    ]);
  });

  it('gives the last name Conditional a conditional result with a card and a pay-later plan, $45 a week', async () => {
    const result = await sandbox.check(applicant('conditional'));
    expect(result).toEqual({
      resultCode: 'C1',
      decision: 'conditional',
      commitments: SANDBOX_COMMITMENTS.conditional,
    });
    expect(result.commitments.map((c) => c.type)).toEqual(['Credit card', 'Buy now pay later']);
    const weekly = creditReportCommitments(result.commitments).map((c) => c.weekly);
    expect(weekly.reduce((sum, dollars) => sum + dollars, 0)).toBe(45);
  });

  it('gives anyone else the standard result, with no other credit', async () => {
    expect(await sandbox.check(applicant('Ngata'))).toEqual({
      resultCode: 'A1',
      decision: 'standard',
      commitments: [],
    });
  });

  it('checks configured rules before the built-in ones', async () => {
    const configured = createSandboxCredit([
      { lastName: 'Thin', resultCode: 'T1', decision: 'conditional' },
      { lastName: 'Decline', resultCode: 'A9', decision: 'standard' },
    ]);
    expect(await configured.check(applicant('Thin'))).toEqual({
      resultCode: 'T1',
      decision: 'conditional',
      commitments: [],
    });
    expect(await configured.check(applicant('Decline'))).toEqual({
      resultCode: 'A9',
      decision: 'standard',
      commitments: [],
    });
  });

  it('reads further rules from CREDIT_SANDBOX_RULES', async () => {
    const adapter = createCreditAdapter(
      testEnv({
        CREDIT_SANDBOX_RULES: '[{"lastName":"Refer","resultCode":"R2","decision":"conditional"}]',
      }),
    );
    expect(await adapter.check(applicant('Refer'))).toEqual({
      resultCode: 'R2',
      decision: 'conditional',
      commitments: [],
    });
  });

  it('refuses to start with CREDIT_SANDBOX_RULES that are not valid rules', () => {
    expect(() => testEnv({ CREDIT_SANDBOX_RULES: 'not json' })).toThrow(/CREDIT_SANDBOX_RULES/);
    expect(() =>
      testEnv({ CREDIT_SANDBOX_RULES: '[{"lastName":"X","resultCode":"X1","decision":"maybe"}]' }),
    ).toThrow(/CREDIT_SANDBOX_RULES/);
  });
});

describe('the Centrix adapter (CREDIT_PROVIDER=centrix), against a local fake bureau', () => {
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  let bureau: Awaited<ReturnType<typeof startFakeHttpServer>>;

  beforeAll(async () => {
    bureau = await startFakeHttpServer((_request, response) =>
      sendJson(response, answer.status, answer.body),
    );
  });
  afterAll(async () => bureau.close());

  const centrix = () =>
    createCentrixCredit({
      apiUrl: `${bureau.url}/credit-check`,
      apiKey: 'test-key',
      timeoutMs: 2000,
    });

  it('posts the applicant with the API key and reads the result code and decision; no facilities, no commitments', async () => {
    answer = { status: 200, body: { resultCode: 'C7', decision: 'Conditional' } };
    expect(await centrix().check(applicant('Ngata'))).toEqual({
      resultCode: 'C7',
      decision: 'conditional',
      commitments: [],
    });
    const sent = bureau.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/credit-check');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(JSON.parse(sent.body)).toMatchObject({
      reference: '1000001',
      lastName: 'Ngata',
      driverLicence: { number: 'AB123456' },
    });
  });

  it('maps the open credit facilities to commitments, monthly: lender, kind, balance, repayment', async () => {
    answer = {
      status: 200,
      body: {
        resultCode: 'C7',
        decision: 'Conditional',
        creditFacilities: [
          {
            creditProvider: 'Harbour Bank',
            accountType: 'Credit card',
            status: 'Open',
            creditLimit: 5000,
            balance: 2400,
            monthlyRepayment: 150,
            paymentTrend: ['0', '0', '1'],
          },
          {
            creditProvider: 'Southern Finance',
            accountType: 'Personal loan',
            status: 'Closed',
            balance: 0,
            monthlyRepayment: 0,
          },
          {
            creditProvider: 'PayLater NZ',
            accountType: 'Buy now pay later',
            balance: 360,
            monthlyRepayment: 130,
          },
        ],
      },
    };
    const { commitments } = await createCreditAdapter(
      testEnv({
        CREDIT_PROVIDER: 'centrix',
        CENTRIX_API_URL: `${bureau.url}/credit-check`,
        CENTRIX_API_KEY: 'test-key',
      }),
    ).check(applicant('Ngata'));
    // The closed loan is not a commitment; the limit and payment trend are not kept.
    expect(commitments).toEqual([
      {
        lender: 'Harbour Bank',
        type: 'Credit card',
        balance: 2400,
        repayment: 150,
        frequency: 'Monthly',
      },
      {
        lender: 'PayLater NZ',
        type: 'Buy now pay later',
        balance: 360,
        repayment: 130,
        frequency: 'Monthly',
      },
    ]);
    // As the affordability record's draft lines, in dollars a week.
    expect(creditReportCommitments(commitments)).toEqual([
      {
        id: 'credit-report-1',
        label: 'Credit card, Harbour Bank: balance $2,400.00, $150.00 monthly',
        source: 'credit-report',
        weekly: 34.62,
      },
      {
        id: 'credit-report-2',
        label: 'Buy now pay later, PayLater NZ: balance $360.00, $130.00 monthly',
        source: 'credit-report',
        weekly: 30,
      },
    ]);
  });

  it.each([
    [
      'no monthly repayment',
      { creditProvider: 'Harbour Bank', accountType: 'Credit card', balance: 10 },
    ],
    [
      'a negative balance',
      {
        creditProvider: 'Harbour Bank',
        accountType: 'Credit card',
        balance: -1,
        monthlyRepayment: 5,
      },
    ],
    [
      'no credit provider',
      { creditProvider: ' ', accountType: 'Credit card', balance: 10, monthlyRepayment: 5 },
    ],
    [
      'a status it does not know',
      {
        creditProvider: 'Harbour Bank',
        accountType: 'Credit card',
        status: 'Frozen',
        balance: 10,
        monthlyRepayment: 5,
      },
    ],
  ])(
    'reports a facility with %s as an answer it cannot read, never a shorter list',
    async (_, facility) => {
      answer = {
        status: 200,
        body: { resultCode: 'C7', decision: 'conditional', creditFacilities: [facility] },
      };
      await expect(centrix().check(applicant('Ngata'))).rejects.toBeInstanceOf(
        CreditUnavailableError,
      );
    },
  );

  it('reports the bureau as unavailable when it answers with an error status', async () => {
    answer = { status: 502, body: { error: 'down' } };
    await expect(centrix().check(applicant('Ngata'))).rejects.toBeInstanceOf(
      CreditUnavailableError,
    );
  });

  it('reports an answer it cannot read as unavailable, never as a decision', async () => {
    answer = { status: 200, body: { resultCode: 'C7', decision: 'maybe' } };
    await expect(centrix().check(applicant('Ngata'))).rejects.toBeInstanceOf(
      CreditUnavailableError,
    );
  });

  it('reports an unreachable bureau as unavailable', async () => {
    const closed = createCentrixCredit({
      apiUrl: 'http://127.0.0.1:9/credit-check',
      apiKey: 'k',
      timeoutMs: 1000,
    });
    await expect(closed.check(applicant('Ngata'))).rejects.toBeInstanceOf(CreditUnavailableError);
  });
});
