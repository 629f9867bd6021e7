import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { captchaCopy } from '#content/captcha.ts';
import type { CaptchaConfig } from '#domain/captcha/protocol.ts';
import {
  getCaptchaToken,
  resetCaptchaClient,
  TOKEN_REFRESH_ERROR,
  type Grecaptcha,
} from './captcha-client.on-demand.ts';
import { FallbackCaptcha } from './fallback-captcha.tsx';

const SECRET = 'web-test-secret';
const ALTCHA_CONFIG: CaptchaConfig = {
  provider: 'altcha',
  challengeUrl: '/api/captcha/challenge',
  fallbackExpirySeconds: 120,
};

/** A small challenge, signed like the server's, expiring after `ttlSeconds`. */
function smallChallenge(ttlSeconds = 120): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 50,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    hmacSignatureSecret: SECRET,
  });
}

function serve(config: CaptchaConfig, challengeTtlSeconds = 120) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/captcha/config') return Response.json(config);
      if (url.startsWith('/api/captcha/challenge'))
        return Response.json(await smallChallenge(challengeTtlSeconds));
      return new Response('not found', { status: 404 });
    }),
  );
  return calls;
}

beforeEach(() => resetCaptchaClient());
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.grecaptcha;
});

describe('getCaptchaToken (loan-application §7: a token is refreshed before each call)', () => {
  it('fetches a proof-of-work challenge for the action and answers with a solution the server can verify', async () => {
    const calls = serve(ALTCHA_CONFIG);
    const token = await getCaptchaToken('submit_form');
    expect(calls).toContain('/api/captcha/challenge?action=submit_form&kind=invisible');
    const { challenge, solution } = JSON.parse(atob(token));
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
  });

  it('fetches the configuration once and a new challenge for every token', async () => {
    const calls = serve(ALTCHA_CONFIG);
    await getCaptchaToken('submit_form');
    await getCaptchaToken('submit_form');
    expect(calls.filter((url) => url === '/api/captcha/config')).toHaveLength(1);
    expect(calls.filter((url) => url.startsWith('/api/captcha/challenge'))).toHaveLength(2);
  });

  it("rejects without an action with the spec's message (site-and-tools §8)", async () => {
    serve(ALTCHA_CONFIG);
    await expect(getCaptchaToken('' as never)).rejects.toThrow(TOKEN_REFRESH_ERROR);
  });

  it('rejects when the challenge cannot be fetched, so the caller can show its save-error modal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/captcha/config'
          ? Response.json(ALTCHA_CONFIG)
          : new Response('', { status: 503 }),
      ),
    );
    await expect(getCaptchaToken('submit_form')).rejects.toThrow(/503/);
  });

  it('uses reCAPTCHA v3 execute with the site key and action when that provider is configured', async () => {
    serve({
      provider: 'recaptcha',
      siteKey: 'v3-key',
      fallbackSiteKey: 'v2-key',
      fallbackExpirySeconds: 120,
    });
    const execute = vi.fn(async () => 'v3-token');
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute,
      render: vi.fn(),
      getResponse: vi.fn(),
      reset: vi.fn(),
    } as Grecaptcha;
    expect(await getCaptchaToken('submit_form')).toBe('v3-token');
    expect(execute).toHaveBeenCalledWith('v3-key', { action: 'submit_form' });
  });
});

describe('<FallbackCaptcha> (loan-application §4 "Fallback captcha")', () => {
  it('solves a fallback challenge when the applicant ticks the box, then reports the response', async () => {
    const calls = serve(ALTCHA_CONFIG);
    const onComplete = vi.fn();
    render(<FallbackCaptcha onComplete={onComplete} onExpire={vi.fn()} />);
    expect(await screen.findByRole('group', { name: captchaCopy.fallbackMessage })).toBeTruthy();
    await userEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(calls).toContain('/api/captcha/challenge?action=submit_form&kind=fallback');
    expect(JSON.parse(atob(onComplete.mock.calls[0]![0])).solution.counter).toBe(50);
    expect(
      (screen.getByRole('checkbox', { name: "I'm not a robot" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Done. This check is valid for 2 minutes.');
  });

  it('works from the keyboard: Space on the focused box starts the check', async () => {
    serve(ALTCHA_CONFIG);
    const onComplete = vi.fn();
    render(<FallbackCaptcha onComplete={onComplete} onExpire={vi.fn()} />);
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  });

  it('expires the completed check, unticks the box and says so, so the applicant does it again', async () => {
    // The challenge lives 3 s; the box gives up 2 s early so a call in flight still passes.
    serve(ALTCHA_CONFIG, 3);
    const onComplete = vi.fn();
    const onExpire = vi.fn();
    render(<FallbackCaptcha onComplete={onComplete} onExpire={onExpire} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    await waitFor(() => expect(onExpire).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(
      (screen.getByRole('checkbox', { name: "I'm not a robot" }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(captchaCopy.expired);
  });

  it('says when the check could not be done, and lets the applicant try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/captcha/config'
          ? Response.json(ALTCHA_CONFIG)
          : new Response('', { status: 500 }),
      ),
    );
    render(<FallbackCaptcha onComplete={vi.fn()} onExpire={vi.fn()} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(captchaCopy.failed));
    expect(
      (screen.getByRole('checkbox', { name: "I'm not a robot" }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('polls the reCAPTCHA v2 checkbox every 100 ms and reports completion and expiry', async () => {
    serve({
      provider: 'recaptcha',
      siteKey: 'v3-key',
      fallbackSiteKey: 'v2-key',
      fallbackExpirySeconds: 120,
    });
    let response = '';
    const renderWidget = vi.fn(() => 7);
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: vi.fn(),
      render: renderWidget,
      getResponse: () => response,
      reset: vi.fn(),
    } as Grecaptcha;
    const onComplete = vi.fn();
    const onExpire = vi.fn();
    render(<FallbackCaptcha onComplete={onComplete} onExpire={onExpire} />);
    await waitFor(() =>
      expect(renderWidget).toHaveBeenCalledWith(expect.any(HTMLElement), { sitekey: 'v2-key' }),
    );
    response = 'v2-token';
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('v2-token'));
    response = '';
    await waitFor(() => expect(onExpire).toHaveBeenCalledTimes(1));
  });
});
