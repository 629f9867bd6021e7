import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecaptchaCaptcha } from './recaptcha.ts';
import { CaptchaUnavailableError } from './types.ts';
import { startFakeHttpServer, sendJson } from '#server/test-support/fake-http-server.ts';

/** Answers like Google's siteverify, keyed by the response token the test sends. */
const answers: Record<string, { status?: number; body: unknown }> = {
  'human-token': { body: { success: true, score: 0.9, action: 'submit_form' } },
  'bot-token': { body: { success: true, score: 0.1, action: 'submit_form' } },
  'other-action': { body: { success: true, score: 0.9, action: 'submit_payment' } },
  'bad-token': { body: { success: false, 'error-codes': ['invalid-input-response'] } },
  'v2-ok': { body: { success: true } },
  'v2-bad': { body: { success: false, 'error-codes': ['timeout-or-duplicate'] } },
  'google-down': { status: 500, body: {} },
};

let google: Awaited<ReturnType<typeof startFakeHttpServer>>;
beforeAll(async () => {
  google = await startFakeHttpServer((request, response) => {
    const answer = answers[new URLSearchParams(request.body).get('response') ?? ''] ?? {
      body: { success: false },
    };
    sendJson(response, answer.status ?? 200, answer.body);
  });
});
afterAll(async () => google.close());

const recaptcha = () =>
  createRecaptchaCaptcha({
    verifyUrl: `${google.url}/recaptcha/api/siteverify`,
    v3SiteKey: 'v3-site',
    v3SecretKey: 'v3-secret',
    v2SiteKey: 'v2-site',
    v2SecretKey: 'v2-secret',
    minScore: 0.5,
    fallbackExpirySeconds: 120,
  });
const verify = (token: string) =>
  recaptcha().verify({ token, action: 'submit_form', ip: '203.0.113.9' });

describe('the reCAPTCHA v3 + v2 fallback adapter (CAPTCHA_PROVIDER=recaptcha), against a local fake siteverify', () => {
  it('accepts a v3 token scored at or above RECAPTCHA_MIN_SCORE, sending the v3 secret and the caller IP', async () => {
    expect(await verify('human-token')).toBe('ok');
    const sent = new URLSearchParams(google.requests.at(-1)!.body);
    expect(sent.get('secret')).toBe('v3-secret');
    expect(sent.get('remoteip')).toBe('203.0.113.9');
  });

  it('asks for the v2 fallback when the score is below RECAPTCHA_MIN_SCORE', async () => {
    expect(await verify('bot-token')).toBe('fallback-required');
  });

  it('refuses a failed token and a token for another action', async () => {
    expect(await verify('bad-token')).toBe('invalid');
    expect(await verify('other-action')).toBe('invalid');
  });

  it('verifies the fallback with the v2 secret', async () => {
    expect(await recaptcha().verifyFallback('v2-ok', '203.0.113.9')).toBe('ok');
    expect(new URLSearchParams(google.requests.at(-1)!.body).get('secret')).toBe('v2-secret');
    expect(await recaptcha().verifyFallback('v2-bad', '203.0.113.9')).toBe('invalid');
  });

  it('reports Google being unreachable or failing as unavailable, not as a failed captcha', async () => {
    await expect(verify('google-down')).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });

  it('gives the browser both site keys and the fallback expiry, never a secret', () => {
    const config = recaptcha().clientConfig();
    expect(config).toEqual({
      provider: 'recaptcha',
      siteKey: 'v3-site',
      fallbackSiteKey: 'v2-site',
      fallbackExpirySeconds: 120,
    });
    expect(JSON.stringify(config)).not.toMatch(/secret/);
  });
});
