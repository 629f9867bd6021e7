import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#server/test-support/test-app.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ env: { CAPTCHA_FALLBACK_EXPIRY_SECONDS: '90' } }));
});
afterAll(async () => close());

describe('GET /api/captcha/config', () => {
  it('tells the browser the provider, where to get challenges and how long a fallback lasts', async () => {
    const response = await app.inject('/api/captcha/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
      fallbackExpirySeconds: 90,
    });
  });
});

describe('GET /api/captcha/challenge', () => {
  it('issues a signed, uncached proof-of-work challenge for an action', async () => {
    const response = await app.inject('/api/captcha/challenge?action=submit_form');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      data: { action: 'submit_form', kind: 'invisible' },
    });
  });

  it('issues a fallback challenge that expires after CAPTCHA_FALLBACK_EXPIRY_SECONDS', async () => {
    const challenge = (
      await app.inject('/api/captcha/challenge?action=submit_form&kind=fallback')
    ).json();
    expect(challenge.parameters.data.kind).toBe('fallback');
    expect(challenge.parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(85);
  });

  it('refuses an unknown action with a 400 naming the field', async () => {
    const response = await app.inject('/api/captcha/challenge?action=drop_tables');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('action');
  });
});
