import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createAltchaCaptcha } from './altcha.ts';
import { databaseRedemptionStore } from './redemption-store.ts';
import { openTestDatabase } from '#server/test-support/test-app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { CaptchaAdapter } from './types.ts';

let database: DatabaseHandle;
let captcha: CaptchaAdapter;

beforeAll(async () => {
  database = await openTestDatabase();
  captcha = createAltchaCaptcha({
    hmacKey: 'unit-test-hmac-key-0123456789',
    fallbackExpirySeconds: 120,
    fallbackLastNames: ['captcha'],
    redemptions: databaseRedemptionStore(database.db),
  });
});
afterAll(async () => database.close());

async function token(
  kind: 'invisible' | 'fallback' = 'invisible',
  action: 'submit_form' | 'submit_payment' = 'submit_form',
): Promise<string> {
  const challenge = (await captcha.createChallenge!(action, kind)) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const check = (t: string, lastName?: string) =>
  captcha.verify({ token: t, action: 'submit_form', ip: '127.0.0.1', lastName });

describe('the self-hosted proof-of-work captcha (architecture "Captcha")', () => {
  it('accepts a solved invisible challenge once, and refuses the same solution again', async () => {
    const solved = await token();
    expect(await check(solved)).toBe('ok');
    expect(await check(solved)).toBe('invalid');
  });

  it('refuses a token solved for another action', async () => {
    expect(await check(await token('invisible', 'submit_payment'))).toBe('invalid');
  });

  it('refuses garbage, an empty token and a tampered challenge', async () => {
    expect(await check('not-base64-json')).toBe('invalid');
    expect(await check('')).toBe('invalid');
    const decoded = JSON.parse(Buffer.from(await token(), 'base64').toString('utf8'));
    decoded.challenge.parameters.expiresAt += 3600;
    expect(await check(Buffer.from(JSON.stringify(decoded)).toString('base64'))).toBe('invalid');
  });

  it('refuses a wrong solution to a genuine challenge', async () => {
    const decoded = JSON.parse(Buffer.from(await token(), 'base64').toString('utf8'));
    decoded.solution.counter += 1;
    decoded.solution.derivedKey = '00'.repeat(32);
    expect(await check(Buffer.from(JSON.stringify(decoded)).toString('base64'))).toBe('invalid');
  });

  it('asks for the fallback when the sandbox risk rule matches the last name, case-insensitively', async () => {
    expect(await check(await token(), ' CAPTCHA ')).toBe('fallback-required');
    expect(await check(await token(), 'Ngata')).toBe('ok');
  });

  it('accepts a completed fallback for a few calls until it has been used five times', async () => {
    const fallback = await token('fallback');
    for (let use = 1; use <= 5; use++)
      expect(await captcha.verifyFallback(fallback, '127.0.0.1')).toBe('ok');
    expect(await captcha.verifyFallback(fallback, '127.0.0.1')).toBe('invalid');
  });

  it('does not take an invisible token as a fallback, nor a fallback as an invisible token', async () => {
    expect(await captcha.verifyFallback(await token('invisible'), '127.0.0.1')).toBe('invalid');
    expect(await check(await token('fallback'))).toBe('invalid');
  });

  it('makes the fallback challenge expire after the configured time', async () => {
    const challenge = await captcha.createChallenge!('submit_form', 'fallback');
    const expiresAt = challenge.parameters.expiresAt as number;
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(115);
    expect(expiresAt - Date.now() / 1000).toBeLessThanOrEqual(120);
  });

  it('refuses a challenge signed with another key (another deployment)', async () => {
    const other = createAltchaCaptcha({
      hmacKey: 'another-hmac-key-0123456789',
      fallbackExpirySeconds: 120,
      fallbackLastNames: [],
      redemptions: databaseRedemptionStore(database.db),
    });
    const challenge = (await other.createChallenge!(
      'submit_form',
      'invisible',
    )) as unknown as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(
      await check(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')),
    ).toBe('invalid');
  });
});
