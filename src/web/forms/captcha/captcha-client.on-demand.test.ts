import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadCaptchaConfig,
  resetCaptchaClient,
  solveProofOfWork,
} from './captcha-client.on-demand.ts';

function answerWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  resetCaptchaClient();
});

describe('the captcha client reads answers through the wire contract (issue 7 finding 7)', () => {
  it('takes a config that matches the contract and refuses one that does not', async () => {
    const config = {
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
      fallbackExpirySeconds: 300,
    };
    answerWith(config);
    expect(await loadCaptchaConfig()).toEqual(config);
    resetCaptchaClient();
    answerWith({ provider: 'hcaptcha', siteKey: 'k' });
    await expect(loadCaptchaConfig()).rejects.toThrow(/contract/);
  });

  it('refuses a challenge without the parameters the solver needs', async () => {
    answerWith({ parameters: { algorithm: 'SHA-256' }, signature: 's' });
    await expect(
      solveProofOfWork('/api/captcha/challenge', 'submit_form', 'invisible'),
    ).rejects.toThrow(/contract/);
  });
});
