/**
 * Solving a proof-of-work challenge (ALTCHA), loaded with the first call that needs a captcha
 * answer rather than with the page: no one needs it before they submit (docs/decisions/028,
 * "*.on-demand" modules).
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** A proof of work the browser cannot finish in this time is abandoned (a very slow device, a background tab). */
const SOLVE_TIMEOUT_MS = 60_000;

/** The x-captcha-response value for a solved challenge, and when the server stops accepting it. */
export async function solve(
  challenge: Challenge,
  signal?: AbortSignal,
): Promise<{ response: string; expiresAtMs: number }> {
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
