import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaveRequest } from '#domain/contracts/loan-app.ts';
import { saveWithRetries } from './save-with-retries.ts';

afterEach(() => vi.unstubAllGlobals());

const request: SaveRequest = {
  Step: 2,
  Token: 't',
  Guid: 'g',
  FormData: '{}',
  FormState: '{}',
  Version: 3,
};
const savedAnswer = {
  Token: 't',
  Guid: 'g',
  CentrixResult: null,
  Reference: '1000001',
  Step: 3,
  Version: 4,
};

/** fetch answers in turn: a status and body, or `null` for a network failure. */
function network(answers: ({ status: number; body: unknown } | null)[]) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(next.body), { status: next.status });
    }),
  );
  return bodies;
}

const options = (onRetry = vi.fn()) => ({
  captchaAnswer: async () => ({ response: 'captcha', fallback: false }),
  onRetry,
  wait: async () => {},
});

describe('the step save on a dropping connection (issue 11 "Come back and finish" 3)', () => {
  it('tries the same save again, with one idempotency key, until it lands', async () => {
    const bodies = network([null, null, { status: 200, body: savedAnswer }]);
    const onRetry = vi.fn();
    const outcome = await saveWithRetries(request, options(onRetry));
    expect(outcome).toEqual({ kind: 'saved', answer: savedAnswer });
    expect(bodies).toHaveLength(3);
    const keys = new Set(bodies.map((body) => body.IdempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f]{32}$/);
    for (const body of bodies) expect(body).toMatchObject({ Version: 3, Step: 2 });
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('makes a new key for each submit', async () => {
    const bodies = network([
      { status: 200, body: savedAnswer },
      { status: 200, body: savedAnswer },
    ]);
    await saveWithRetries(request, options());
    await saveWithRetries(request, options());
    expect(bodies[0]!.IdempotencyKey).not.toBe(bodies[1]!.IdempotencyKey);
  });

  it('retries when the captcha cannot be fetched for the network, not for anything else', async () => {
    network([{ status: 200, body: savedAnswer }]);
    let tries = 0;
    const outcome = await saveWithRetries(request, {
      ...options(),
      captchaAnswer: async () => {
        if (tries++ === 0) throw new TypeError('Failed to fetch');
        return { response: 'captcha', fallback: false };
      },
    });
    expect(outcome.kind).toBe('saved');
    await expect(
      saveWithRetries(request, {
        ...options(),
        captchaAnswer: async () => {
          throw new Error('/api/captcha/challenge answered 500');
        },
      }),
    ).rejects.toThrow('answered 500');
  });

  it('does not retry an answer: 412 is a stale tab, 500 a failure', async () => {
    network([{ status: 412, body: { error: 'Changed in another window' } }]);
    expect(await saveWithRetries(request, options())).toEqual({ kind: 'stale' });
    const bodies = network([{ status: 500, body: { error: 'Server fault' } }]);
    expect(await saveWithRetries(request, options())).toEqual({ kind: 'failed', status: 500 });
    expect(bodies).toHaveLength(1);
  });
});
