import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { z } from 'zod';
import type { CaptchaAction, CaptchaConfig, ChallengeKind } from '#domain/captcha/protocol.ts';
import { readAnswer } from '#domain/contracts/api.ts';
import { captchaChallengeContract, captchaConfigContract } from '#domain/contracts/captcha.ts';
// spec: site-and-tools §8 (captcha refresh without key and action)
export const TOKEN_REFRESH_ERROR = 'Recaptcha token requires API key and action to refresh';
/** A proof of work the browser cannot finish in this time is abandoned (a very slow device, a background tab). */
const SOLVE_TIMEOUT_MS = 60_000;

let configPromise: Promise<CaptchaConfig> | undefined;

/** The provider's public configuration, fetched once per page (a failed fetch is retried next time). */
export function loadCaptchaConfig(): Promise<CaptchaConfig> {
  configPromise ??= fetchAnswer(
    captchaConfigContract.path,
    captchaConfigContract.response[200],
  ).catch((error: unknown) => {
    configPromise = undefined;
    throw error;
  });
  return configPromise;
}

/** Tests and a changed provider start from scratch. */
export function resetCaptchaClient(): void {
  configPromise = undefined;
  recaptchaScript = undefined;
}

/**
 * A fresh token for one call, obtained right before it (loan-application §7: "a token is refreshed
 * before each call"). Proof of work: fetch a challenge and solve it here; reCAPTCHA: v3 execute.
 * Rejects when it cannot get one; the caller then shows its save-error modal (§8).
 */
export async function getCaptchaToken(action: CaptchaAction): Promise<string> {
  if (!action) throw new Error(TOKEN_REFRESH_ERROR);
  const config = await loadCaptchaConfig();
  if (config.provider === 'recaptcha') {
    if (!config.siteKey) throw new Error(TOKEN_REFRESH_ERROR);
    const grecaptcha = await loadRecaptcha(config.siteKey);
    return grecaptcha.execute(config.siteKey, { action });
  }
  return (await solveProofOfWork(config.challengeUrl, action, 'invisible')).response;
}

export interface SolvedChallenge {
  /** What goes in the x-captcha-response header. */
  response: string;
  /** When the server stops accepting it (ms since the epoch). */
  expiresAtMs: number;
}

/** Fetches a proof-of-work challenge of the given kind and solves it (WebCrypto SHA-256). */
export async function solveProofOfWork(
  challengeUrl: string,
  action: CaptchaAction,
  kind: ChallengeKind,
  signal?: AbortSignal,
): Promise<SolvedChallenge> {
  const query = new URLSearchParams({ action, kind });
  // The solver reads altcha-lib's Challenge; the contract checked the fields it reads.
  const challenge: Challenge = await fetchAnswer(
    `${challengeUrl}?${query.toString()}`,
    captchaChallengeContract.response[200],
    signal,
  );
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge,
    deriveKey,
    controller,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution)
    throw new Error(
      signal?.aborted ? 'The captcha was cancelled' : 'The captcha could not be solved in time',
    );
  // Only the challenge and the counter/key travel back; the server checks the signature and the work.
  const response = btoa(
    JSON.stringify({
      challenge,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    }),
  );
  return { response, expiresAtMs: (challenge.parameters.expiresAt ?? 0) * 1000 };
}

/** GETs an answer and checks it against its contract: a malformed answer fails like a failed call. */
async function fetchAnswer<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const answer = readAnswer(schema, await response.json());
  if (answer === null) throw new Error(`${url} answered something else than its contract`);
  return answer;
}

// ---- reCAPTCHA (CAPTCHA_PROVIDER=recaptcha) ----------------------------------------------------

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(container: HTMLElement, parameters: { sitekey: string }): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let recaptchaScript: Promise<Grecaptcha> | undefined;

/** Loads Google's script once (the CSP allows www.google.com and www.gstatic.com for this provider). */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const ready = () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!));
    if (window.grecaptcha) return ready();
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = ready;
    script.onerror = () => {
      recaptchaScript = undefined;
      reject(new Error('The captcha script could not be loaded'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}
