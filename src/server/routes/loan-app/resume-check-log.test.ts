import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { captchaHeaders, solveCaptcha } from '#server/test-support/captcha.ts';
import {
  applicant,
  savedSessionCookie,
  saveStep,
  saveSteps,
} from '#server/test-support/loan-application.ts';
import { applications, clientLogs } from '#server/db/schema/index.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

/** The confirmation page's data, as its route loader gives it (docs/decisions/028). */
const loadOutcome = async (path: string) =>
  (
    await app.inject({
      url: `/api/page-data/loan-application-success?path=${encodeURIComponent(path)}`,
    })
  ).json<Record<string, unknown>>();

/** The resume call as a tab of the browser that saved the application makes it: its cookie only. */
const resume = (keys: { Token: string }) => {
  const cookie = savedSessionCookie(keys.Token);
  return app.inject({
    method: 'POST',
    url: '/api/loan-app/resume',
    headers: cookie ? { cookie } : {},
    payload: {},
  });
};

describe('POST /api/loan-app/resume (the session holds the application; decision 059)', () => {
  it('gives back the saved form data, state, step and credit result', async () => {
    const { keys, answers } = await saveSteps(
      app,
      applicant({ DateOfBirth: '1990-04-23T00:00:00' }),
      3,
    );
    const response = await resume(keys);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      ...keys,
      Reference: answers[0]!.Reference,
      Step: 4,
      CentrixResult: 'A1',
      Complete: false,
    });
    expect(JSON.parse(body.FormData)).toMatchObject({
      FirstName: 'Aroha',
      DateOfBirth: '1990/04/23',
      DriverLicenceNumber: 'AB123456',
    });
    expect(JSON.parse(body.FormState)).toMatchObject({
      step: 4,
      centrixResult: 'A1',
      Source: 'Website',
      complete: false,
    });
  });

  it('answers 401 when the application has not been saved within the anonymous window', async () => {
    const { keys } = await saveSteps(app, applicant(), 1);
    await app.db
      .update(applications)
      .set({ updatedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(applications.token, keys.Token));
    const response = await resume(keys);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Your session has expired' });
  });

  it('does not resume a completed application (only its confirmation page shows it)', async () => {
    const { keys } = await saveSteps(app, applicant());
    expect((await resume(keys)).statusCode).toBe(204);
  });
});

describe('POST /api/loan-app/pre-save-check (docs/decisions/003-pre-save-check.md)', () => {
  const check = async (body: Record<string, unknown>, headers?: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/loan-app/pre-save-check',
      headers: headers ?? (await captchaHeaders(app)),
      payload: body,
    });

  it('succeeds for an email with no application in progress', async () => {
    const response = await check({ Email: 'new.person@example.co.nz', FirstName: 'New' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '' });
  });

  it('fails with "pre-save check failed" when an unfinished application with this email exists, whatever its case', async () => {
    await saveSteps(app, applicant({ Email: 'twice@example.co.nz' }), 1);
    const response = await check({ Email: 'TWICE@example.co.nz' });
    expect(response.json()).toEqual({ success: false, message: 'pre-save check failed' });
  });

  it("does not count the caller's own application or a submitted one", async () => {
    const { keys } = await saveSteps(app, applicant({ Email: 'own@example.co.nz' }), 1);
    expect((await check({ Email: 'own@example.co.nz', Token: keys.Token })).json().success).toBe(
      true,
    );
    await saveSteps(app, applicant({ Email: 'done@example.co.nz' }));
    expect((await check({ Email: 'done@example.co.nz' })).json().success).toBe(true);
  });

  it('does not count an application created before the configured period', async () => {
    const { keys } = await saveSteps(app, applicant({ Email: 'old@example.co.nz' }), 1);
    await app.db
      .update(applications)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(applications.token, keys.Token));
    expect((await check({ Email: 'old@example.co.nz' })).json().success).toBe(true);
  });

  it('accepts the step form posted as a browser form (urlencoded)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/loan-app/pre-save-check',
      headers: {
        ...(await captchaHeaders(app)),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'Email=form.post%40example.co.nz&FirstName=Aroha',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });

  it('answers a missing or malformed email with 400 naming Email', async () => {
    for (const body of [{}, { Email: 'nope' }]) {
      const response = await check(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('Email');
    }
  });

  it('needs the captcha: 400 without it, 409 under the sandbox fallback rule, 200 with the fallback', async () => {
    expect((await check({ Email: 'a@example.co.nz' }, {})).statusCode).toBe(400);
    expect((await check({ Email: 'a@example.co.nz', LastName: 'Captcha' })).statusCode).toBe(409);
    const fallback = await captchaHeaders(app, {
      fallbackToken: await solveCaptcha(app, { kind: 'fallback' }),
    });
    expect(
      (await check({ Email: 'a@example.co.nz', LastName: 'Captcha' }, fallback)).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/loan-app/log (stored for support, redacted, size-limited)', () => {
  const latestLog = async () => (await app.db.select().from(clientLogs)).at(-1)!;

  it('stores a JSON message with identity numbers and personal fields redacted', async () => {
    const message = {
      step: 3,
      userAgent: 'Mozilla/5.0',
      validation: {
        DriverLicenceNumber: 'Your Driver Licence Number should only contain letters and numbers',
      },
      formData: JSON.stringify({
        FirstName: 'Aroha',
        DriverLicenceNumber: 'AB123456',
        PassportNumber: 'LA123456',
        ProofType: 'NZDL',
      }),
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/loan-app/log',
      payload: { LoggingToken: 'tok', LoggingMessage: JSON.stringify(message) },
    });
    expect(response.statusCode).toBe(202);
    const row = await latestLog();
    expect(row.loggingToken).toBe('tok');
    expect(row.message).toEqual({
      step: 3,
      userAgent: 'Mozilla/5.0',
      validation: message.validation,
      formData: {
        FirstName: '[Redacted]',
        DriverLicenceNumber: '[Redacted]',
        PassportNumber: '[Redacted]',
        ProofType: 'NZDL',
      },
    });
    expect(JSON.stringify(row.message)).not.toMatch(/AB123456|LA123456|Aroha/);
  });

  it('accepts the logging form posted urlencoded, and keeps text that is not JSON, scrubbed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/loan-app/log',
      // As fetch sends a URLSearchParams body.
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      payload: new URLSearchParams({
        LoggingToken: 't2',
        LoggingMessage: 'Save failed for AB123456',
      }).toString(),
    });
    expect(response.statusCode).toBe(202);
    expect((await latestLog()).message).toEqual({ text: 'Save failed for [Redacted]' });
  });

  it('refuses a message over 16 KB with 413 and stores nothing', async () => {
    const before = (await app.db.select().from(clientLogs)).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/loan-app/log',
      payload: { LoggingMessage: 'x'.repeat(16 * 1024 + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The log message is too large.' });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/loan-app/log',
      payload: { LoggingMessage: 'x'.repeat(100_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect((await app.db.select().from(clientLogs)).length).toBe(before);
  });

  it('answers a missing message with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/loan-app/log',
      payload: { LoggingToken: 't' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('LoggingMessage');
  });
});

describe('confirmation page data: /loan-application/success/?appref=TOKEN (loan-application §2)', () => {
  it('gives the reference and the variant of a completed application, and no personal data', async () => {
    const { keys, answers } = await saveSteps(
      app,
      applicant({ LastName: 'Decline', FirstName: 'Hemi' }),
    );
    const data = await loadOutcome(
      `/loan-application/success/?appref=${encodeURIComponent(keys.Token)}`,
    );
    expect(data).toEqual({
      loanApplicationOutcome: {
        reference: answers[0]!.Reference,
        variant: 'declined',
        // Which emails went out, never to whom: the applicant's own submit email (issue 34
        // finding 4); none to a joint applicant or a broker for a lone applicant.
        emailed: { applicant: true, broker: false, jointApplicant: false },
      },
    });
    expect(JSON.stringify(data)).not.toMatch(/Hemi|Decline|@/);
  });

  it('gives null for an unknown appref, a missing one, and an application not yet submitted', async () => {
    expect(await loadOutcome('/loan-application/success/?appref=unknown')).toEqual({
      loanApplicationOutcome: null,
    });
    expect(await loadOutcome('/loan-application/success/')).toEqual({
      loanApplicationOutcome: null,
    });
    const { keys } = await saveSteps(app, applicant(), 2);
    expect(
      await loadOutcome(`/loan-application/success/?appref=${encodeURIComponent(keys.Token)}`),
    ).toEqual({ loanApplicationOutcome: null });
  });
});

describe('the application reference (Application ID, confirmation page)', () => {
  it('keeps the reference short and sequential, unlike the token', async () => {
    const a = (await saveStep(app, 1, applicant())).json();
    const b = (await saveStep(app, 1, applicant())).json();
    expect(Number(b.Reference)).toBeGreaterThan(Number(a.Reference));
    expect(a.Reference).not.toContain(a.Token);
  });
});
