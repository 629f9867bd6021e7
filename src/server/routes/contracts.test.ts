import { mkdtemp, rm } from 'node:fs/promises';
import { sandboxGateway } from '#server/test-support/payments.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { branches as contentBranches } from '#content/branches.ts';
import { apiErrorSchema } from '#domain/contracts/api.ts';
import {
  branchListContract,
  mapConfigContract,
  nearestBranchesContract,
} from '#domain/contracts/branches.ts';
import { calculatorConfigContract } from '#domain/contracts/calculator.ts';
import { newsListingContract } from '#domain/contracts/news.ts';
import { captchaChallengeContract, captchaConfigContract } from '#domain/contracts/captcha.ts';
import {
  applicationConversionContract,
  browsingConversionContract,
  sessionAnalyticsContract,
} from '#domain/contracts/conversions.ts';
import { contactMessageContract } from '#domain/contracts/contact.ts';
import { bankLinkLogContract, bankStatementsContract } from '#domain/contracts/bank-statements.ts';
import { paymentNotificationContract, paymentsContract } from '#domain/contracts/payments.ts';
import { referContract } from '#domain/contracts/refer.ts';
import { healthContract, readinessContract } from '#domain/contracts/health.ts';
import { signInContract } from '#domain/contracts/session.ts';
import { continueApplicationContract } from '#domain/contracts/account.ts';
import { applications } from '#server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, demoAccounts } from '#content/accounts.ts';
import { seedDemoAccounts } from '#server/accounts/seed-demo.ts';
import {
  logContract,
  preSaveCheckContract,
  resumeContract,
  saveContract,
} from '#domain/contracts/loan-app.ts';
import {
  uploadDriverLicenceContract,
  uploadedFileContract,
  uploadPassportContract,
} from '#domain/contracts/uploads.ts';
import { sessionCookie, TEST_BROKER, TEST_CUSTOMER } from '#server/test-support/sessions.ts';
import { uploadIdFile } from '#server/test-support/uploads.ts';
import { captchaHeaders, solveCaptcha, testClientAddress } from '#server/test-support/captcha.ts';
import {
  applicant,
  brokerApplicant,
  savedSessionCookie,
  saveStep,
  saveSteps,
} from '#server/test-support/loan-application.ts';
import { CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { bookTestLoan } from '#server/test-support/loans.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { expectAnswer } from '#server/test-support/contracts.ts';
import { seedBranches } from '#server/branches/repository.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

let dataDir: string;

beforeAll(async () => {
  // The uploads' local storage writes here.
  dataDir = await mkdtemp(path.join(tmpdir(), 'contracts-'));
  ({ app, close } = await buildTestApp({ env: { DATA_DIR: dataDir } }));
  await seedBranches(app.db, contentBranches);
  await seedDemoAccounts(app.db, demoAccounts);
}, 240_000);
afterAll(async () => {
  await close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('every API answers what its contract says (issue 7 "One wire contract per API")', () => {
  it('save: 200 with Token, Guid, Reference and Step; 422 with the error body', async () => {
    expectAnswer(await saveStep(app, 1, applicant()), saveContract, 200);
    const invalid = await saveStep(app, 1, applicant({ Email: 'not an email' }));
    expect(invalid.statusCode).toBe(422);
    expect(apiErrorSchema.parse(invalid.json()).fields).toHaveProperty('Email');
  });

  it('pre-save-check: 200 with success and message', async () => {
    const response = await app.inject({
      method: preSaveCheckContract.method,
      url: preSaveCheckContract.path,
      headers: await captchaHeaders(app),
      remoteAddress: testClientAddress(),
      payload: { Email: 'contract@example.nz', LastName: 'Ngata' },
    });
    expectAnswer(response, preSaveCheckContract, 200);
  });

  it('resume: 200 with the saved form as JSON strings; 204 with nothing to resume', async () => {
    const saved = (await saveStep(app, 1, applicant())).json();
    const response = await app.inject({
      method: resumeContract.method,
      url: resumeContract.path,
      payload: {},
      headers: { cookie: savedSessionCookie(saved.Token)! },
    });
    expectAnswer(response, resumeContract, 200);
    const gone = await app.inject({
      method: resumeContract.method,
      url: resumeContract.path,
      payload: {},
    });
    expect(gone.statusCode).toBe(204);
  });

  it('log: 202 recorded, from the browser form', async () => {
    const response = await app.inject({
      method: logContract.method,
      url: logContract.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ LoggingToken: '', LoggingMessage: '{"step":1}' }).toString(),
    });
    expectAnswer(response, logContract, 202);
  });

  it('conversions: 202 recorded for a browsing, an application and a session event; 400 for a name not in the list', async () => {
    const browsing = await app.inject({
      method: browsingConversionContract.method,
      url: browsingConversionContract.path,
      payload: { eventName: 'FindLocation', sourceUrl: '/find-a-branch-near-you/' },
    });
    expectAnswer(browsing, browsingConversionContract, 202);
    const application = await app.inject({
      method: applicationConversionContract.method,
      url: applicationConversionContract.path,
      payload: { eventName: 'Step1 Submit', sourceUrl: '/loan-application/step-2/', token: 't' },
    });
    expectAnswer(application, applicationConversionContract, 202);
    const session = await app.inject({
      method: sessionAnalyticsContract.method,
      url: sessionAnalyticsContract.path,
      payload: { eventName: 'Submit Success', sourceUrl: '/loan-application/step-1/' },
    });
    expectAnswer(session, sessionAnalyticsContract, 202);
    const unknown = await app.inject({
      method: browsingConversionContract.method,
      url: browsingConversionContract.path,
      payload: { eventName: 'Made-Up', sourceUrl: '/' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknown.json()).fields).toHaveProperty('eventName');
  });

  it('branches: the list, the nearest branches and the map config answer their schemas', async () => {
    const list = expectAnswer(await app.inject(branchListContract.path), branchListContract, 200);
    expect(list).toHaveLength(contentBranches.length);
    expectAnswer(
      await app.inject({
        url: nearestBranchesContract.path,
        query: { lat: '-36.85', lng: '174.76' },
      }),
      nearestBranchesContract,
      200,
    );
    expectAnswer(await app.inject(mapConfigContract.path), mapConfigContract, 200);
  });

  it('captcha: the config and a challenge answer their schemas', async () => {
    expectAnswer(await app.inject(captchaConfigContract.path), captchaConfigContract, 200);
    expectAnswer(
      await app.inject({
        url: captchaChallengeContract.path,
        query: { action: 'submit_form' },
        remoteAddress: testClientAddress(),
      }),
      captchaChallengeContract,
      200,
    );
  });

  it('bank statements: 200 received; the bank-link log: 202 recorded', async () => {
    const response = await app.inject({
      method: bankStatementsContract.method,
      url: bankStatementsContract.path,
      headers: await captchaHeaders(app),
      remoteAddress: testClientAddress(),
      payload: { Customer: '1234', ApplicationToggle: 'Yes' },
    });
    expectAnswer(response, bankStatementsContract, 200);
    const log = await app.inject({
      method: bankLinkLogContract.method,
      url: bankLinkLogContract.path,
      payload: { appId: 'a', origin: 'http://localhost', data: { event: 'submit_all' } },
    });
    expectAnswer(log, bankLinkLogContract, 202);
  });

  it('payments: 200 with the hosted page URL; the notification: 200 recorded', async () => {
    const response = await app.inject({
      method: paymentsContract.method,
      url: paymentsContract.path,
      headers: { [CAPTCHA_RESPONSE_HEADER]: await solveCaptcha(app, { action: 'submit_payment' }) },
      remoteAddress: testClientAddress(),
      payload: {
        FullName: 'Mere Tamati',
        Email: 'mere@example.co.nz',
        LoanId: (await bookTestLoan(app)).accountNumber,
        PaymentAmount: '10',
      },
    });
    const { url } = expectAnswer(response, paymentsContract, 200) as { url: string };
    const unsigned = {
      transactionId: 'contract-txn',
      paymentReference: url.split('/').at(-1)!.split('.')[0]!,
      outcome: 'approved' as const,
      amountCents: 1000,
    };
    const notified = await app.inject({
      method: paymentNotificationContract.method,
      url: paymentNotificationContract.path,
      payload: { ...unsigned, signature: sandboxGateway(app).sign(unsigned) },
    });
    expectAnswer(notified, paymentNotificationContract, 200);
  });

  it('refer: 200 with the success JSON', async () => {
    const response = await app.inject({
      method: referContract.method,
      url: referContract.path,
      headers: await captchaHeaders(app),
      remoteAddress: testClientAddress(),
      payload: {
        Name: 'Aroha Ngata',
        Branch: String(contentBranches[0]!.id),
        FriendName: 'Hemi Walker',
        FriendPhone: '021 555 0123',
        FriendEmail: 'hemi@example.co.nz',
      },
    });
    expectAnswer(response, referContract, 200);
  });

  it('sign-in: 200 with the account kind; 401 with the error body', async () => {
    const post = (password: string) =>
      app.inject({
        method: 'POST',
        url: signInContract.path,
        payload: { email: 'staff@kowhai.example.nz', password },
      });
    expectAnswer(await post(DEMO_PASSWORD), signInContract, 200);
    const refused = await post('wrong');
    expect(refused.statusCode).toBe(401);
    expect(apiErrorSchema.safeParse(refused.json()).success).toBe(true);
  });

  it('calculator: the configuration answers its schema', async () => {
    expectAnswer(await app.inject(calculatorConfigContract.path), calculatorConfigContract, 200);
  });

  it('news: a page of the listing answers its schema', async () => {
    expectAnswer(await app.inject(`${newsListingContract.path}?page=2`), newsListingContract, 200);
  });

  it('contact: 201 received; 422 with the error body', async () => {
    const send = async (payload: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: contactMessageContract.path,
        headers: await captchaHeaders(app),
        remoteAddress: testClientAddress(),
        payload,
      });
    const message = { Name: 'Mere Tamati', Email: 'mere@example.co.nz', Message: 'Kia ora' };
    expectAnswer(await send(message), contactMessageContract, 201);
    const invalid = await send({ ...message, Email: 'no' });
    expect(invalid.statusCode).toBe(422);
    expect(apiErrorSchema.parse(invalid.json()).fields).toHaveProperty('Email');
  });

  it('continue an application: 200 with the step; 404 with the error body', async () => {
    const { keys, answers } = await saveSteps(app, applicant(), 1);
    await app.db
      .update(applications)
      .set({ ownerAccountId: TEST_CUSTOMER.id })
      .where(eq(applications.token, keys.Token));
    const post = async (reference: string) =>
      app.inject({
        method: continueApplicationContract.method,
        url: continueApplicationContract.path,
        headers: { cookie: await sessionCookie(app, TEST_CUSTOMER) },
        payload: { reference },
      });
    expectAnswer(await post(String(answers[0]!.Reference)), continueApplicationContract, 200);
    const missing = await post('1');
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.safeParse(missing.json()).success).toBe(true);
  });

  it('uploads: 200 with the reference as text for both kinds; the file reads back; 4xx with the error body', async () => {
    const cookie = await sessionCookie(app, TEST_BROKER);
    const { keys } = await saveSteps(app, brokerApplicant(), 1, { cookie });
    for (const [contract, kind] of [
      [uploadDriverLicenceContract, 'driver-licence'],
      [uploadPassportContract, 'passport'],
    ] as const) {
      expect(contract.path).toBe(`/api/uploads/${kind}`);
      const response = await uploadIdFile(app, kind, { keys, cookie });
      expect(response.statusCode, response.body).toBe(200);
      expect(contract.response[200].safeParse(response.body).success).toBe(true);
      const file = await app.inject({
        method: uploadedFileContract.method,
        url: uploadedFileContract.path.replace(':reference', response.body),
        headers: { cookie },
      });
      expect(file.statusCode).toBe(200);
      const refused = await uploadIdFile(app, kind, { keys, cookie, captcha: false });
      expect(refused.statusCode).toBe(400);
      expect(apiErrorSchema.safeParse(refused.json()).success).toBe(true);
    }
  });

  it('health and readiness answer their schemas', async () => {
    expectAnswer(await app.inject(healthContract.path), healthContract, 200);
    expectAnswer(await app.inject(readinessContract.path), readinessContract, 200);
  });
});
