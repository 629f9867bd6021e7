import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { emailOutbox } from './db/schema/index.ts';
import { publicBaseUrl } from './public-base-url.ts';
import { testClientAddress } from './test-support/captcha.ts';
import { applicant, savedSessionCookie, saveSteps } from './test-support/loan-application.ts';
import { buildTestApp } from './test-support/test-app.ts';

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers) await close();
});

/** The resume link emailed for a new application with steps 1 and 2 saved (what the outbox shows). */
async function emailedResumeLink(app: FastifyInstance, email: string): Promise<string> {
  const { keys } = await saveSteps(app, applicant({ Email: email }), 2);
  const asked = await app.inject({
    method: 'POST',
    url: '/api/loan-app/resume-link',
    payload: {},
    headers: { cookie: savedSessionCookie(keys.Token)! },
    remoteAddress: testClientAddress(),
  });
  expect(asked.statusCode).toBe(202);
  const [message] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
  return /https?:\/\/\S+\/loan-application\/resume\//.exec(message!.text)![0];
}

describe('the address in emailed links (issue 23 item 4)', () => {
  it('is the address the demo listens on when PUBLIC_BASE_URL is unset, not localhost:3000', async () => {
    const { app, close } = await buildTestApp();
    closers.push(close);
    const site = await app.listen({ port: 0, host: '127.0.0.1' });
    expect(site).not.toBe('http://127.0.0.1:3000');
    expect(await emailedResumeLink(app, 'port.demo@example.co.nz')).toBe(
      `${site}/loan-application/resume/`,
    );
  });

  it('is PUBLIC_BASE_URL when set', async () => {
    const { app, close } = await buildTestApp({
      env: { PUBLIC_BASE_URL: 'https://apply.kowhai.example.nz' },
    });
    closers.push(close);
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(await emailedResumeLink(app, 'public.base@example.co.nz')).toBe(
      'https://apply.kowhai.example.nz/loan-application/resume/',
    );
  });

  it('names a wildcard listening address as localhost', () => {
    const env = { PUBLIC_BASE_URL: undefined, HOST: '0.0.0.0', PORT: 3000 };
    expect(publicBaseUrl(env, { address: '0.0.0.0', family: 'IPv4', port: 4123 })).toBe(
      'http://localhost:4123',
    );
    expect(publicBaseUrl(env, { address: '::', family: 'IPv6', port: 4123 })).toBe(
      'http://localhost:4123',
    );
  });
});
