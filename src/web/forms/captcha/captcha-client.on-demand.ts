import type { Challenge } from 'altcha-lib';
import type { z } from 'zod';
import type { CaptchaAction, CaptchaConfig, ChallengeKind } from '#domain/captcha/protocol.ts';
import { API, readAnswer } from '#domain/contracts/wire.ts';

// The answer schemas load with the first captcha call, not with the page (docs/decisions/024).
const answerSchemas = () => import('#domain/contracts/captcha.ts');
type CaptchaContracts = Awaited<ReturnType<typeof answerSchemas>>;
// spec: site-and-tools §8 (captcha refresh without key and action)
export const TOKEN_REFRESH_ERROR = 'Recaptcha token requires API key and action to refresh';

/** The captcha answer of one call: an invisible token, or the completed fallback (sent with the fallback flag). */
export interface CaptchaAnswer {
  response: string;
  fallback: boolean;
}

let configPromise: Promise<CaptchaConfig> | undefined;

/** The provider's public configuration, fetched once per page (a failed fetch is retried next time). */
export function loadCaptchaConfig(): Promise<CaptchaConfig> {
  configPromise ??= fetchAnswer(
    API.captchaConfig.path,
    (contracts) => contracts.captchaConfigContract.response[200],
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
  // The solver loads while the challenge is fetched.
  const solver = import('./proof-of-work.on-demand.ts');
  // The solver reads altcha-lib's Challenge; the contract checked the fields it reads.
  const challenge: Challenge = await fetchAnswer(
    `${challengeUrl}?${query.toString()}`,
    (contracts) => contracts.captchaChallengeContract.response[200],
    signal,
  );
  return (await solver).solve(challenge, signal);
}

/** GETs an answer and checks it against its contract: a malformed answer fails like a failed call. */
async function fetchAnswer<Schema extends z.ZodType>(
  url: string,
  schemaOf: (contracts: CaptchaContracts) => Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const contracts = answerSchemas();
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const answer = readAnswer(schemaOf(await contracts), await response.json());
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
