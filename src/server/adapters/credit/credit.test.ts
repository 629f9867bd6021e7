import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxCredit } from './sandbox.ts';
import { createCentrixCredit } from './centrix.ts';
import { CreditUnavailableError, type CreditApplicant } from './types.ts';
import { createCreditAdapter } from './index.ts';
import { startFakeHttpServer, sendJson } from '#server/test-support/fake-http-server.ts';
import { testEnv } from '#server/test-support/test-app.ts';

const applicant = (lastName: string): CreditApplicant => ({
  reference: '1000001',
  stage: 'final',
  firstName: 'Aroha',
  middleName: '',
  lastName,
  dateOfBirth: '1990/04/23',
  address: {
    unit: '',
    streetNumber: '12',
    streetName: 'Kōwhai',
    streetType: 'Road',
    suburb: 'Mangawhai',
    city: 'Mangawhai',
    postcode: '0505',
  },
  driverLicence: { number: 'AB123456', version: '123' },
  passportNumber: null,
  loanAmountDollars: 5000,
});

describe('the credit bureau sandbox (issue 4 "Credit bureau sandbox")', () => {
  const sandbox = createSandboxCredit();

  it('declines the last name Decline', async () => {
    expect(await sandbox.check(applicant('Decline'))).toEqual({
      resultCode: 'D1',
      decision: 'declined',
    });
  });

  it('gives the last name Conditional a conditional result', async () => {
    expect(await sandbox.check(applicant('conditional'))).toEqual({
      resultCode: 'C1',
      decision: 'conditional',
    });
  });

  it('gives anyone else the standard result', async () => {
    expect(await sandbox.check(applicant('Ngata'))).toEqual({
      resultCode: 'A1',
      decision: 'standard',
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
    });
    expect(await configured.check(applicant('Decline'))).toEqual({
      resultCode: 'A9',
      decision: 'standard',
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

  it('posts the applicant with the API key and reads the result code and decision', async () => {
    answer = { status: 200, body: { resultCode: 'C7', decision: 'Conditional' } };
    expect(await centrix().check(applicant('Ngata'))).toEqual({
      resultCode: 'C7',
      decision: 'conditional',
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
