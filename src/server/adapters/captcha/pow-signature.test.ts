import { describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verifyPowSolution } from './pow-signature.ts';

// The captcha's own verification with node:crypto must give altcha-lib's verdict on every token:
// cheaper, never weaker (issue 19 finding 9).

const secrets = { signature: 'challenge-secret-0123', keySignature: 'key-secret-0123' };

async function solved(
  options: { expiresAt?: number; keySigned?: boolean; data?: Record<string, string> } = {},
) {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 3 + Math.floor(Math.random() * 5),
    deriveKey,
    expiresAt: options.expiresAt ?? Math.floor(Date.now() / 1000) + 600,
    data: options.data ?? { action: 'submit_form', kind: 'invisible' },
    hmacSignatureSecret: secrets.signature,
    ...(options.keySigned === false ? {} : { hmacKeySignatureSecret: secrets.keySignature }),
  });
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  return { challenge, solution };
}

type Token = Awaited<ReturnType<typeof solved>>;
const copy = (token: Token): Token => structuredClone(token);

/** Every way the tests know to spoil a token, and the token as it came. */
const variants: Array<[string, (token: Token) => Token | Promise<Token>]> = [
  ['as solved', (t) => t],
  ['a later expiry', (t) => ((t = copy(t)), (t.challenge.parameters.expiresAt! += 60), t)],
  ['expired', () => solved({ expiresAt: Math.floor(Date.now() / 1000) - 1 })],
  ['no signature', (t) => ((t = copy(t)), (t.challenge.signature = ''), t)],
  ['another action', (t) => ((t = copy(t)), (t.challenge.parameters.data!.action = 'x'), t)],
  ['a wrong counter', (t) => ((t = copy(t)), (t.solution.counter += 1), t)],
  ['a negative counter', (t) => ((t = copy(t)), (t.solution.counter = -1), t)],
  ['a counter past uint32', (t) => ((t = copy(t)), (t.solution.counter = 2 ** 32), t)],
  ['a fractional counter', (t) => ((t = copy(t)), (t.solution.counter = 1.5), t)],
  ['another key', (t) => ((t = copy(t)), (t.solution.derivedKey = '00'.repeat(32)), t)],
  [
    'the key in capitals',
    (t) => ((t = copy(t)), (t.solution.derivedKey = t.solution.derivedKey.toUpperCase()), t),
  ],
  ['a key not hex', (t) => ((t = copy(t)), (t.solution.derivedKey = 'zz'), t)],
  ['an empty key', (t) => ((t = copy(t)), (t.solution.derivedKey = ''), t)],
  [
    'another key signature',
    (t) => ((t = copy(t)), (t.challenge.parameters.keySignature = '00'.repeat(32)), t),
  ],
  ['no key signature (the library decides)', () => solved({ keySigned: false })],
  [
    'signed with a __proto__ key in its data',
    () => solved({ data: JSON.parse('{"__proto__":"x","kind":"invisible"}') as never }),
  ],
  [
    'a __proto__ key added to its data',
    (t) => (
      (t = copy(t)),
      (t.challenge.parameters.data = JSON.parse(
        JSON.stringify(t.challenge.parameters.data).replace('{', '{"__proto__":"x",'),
      ) as Record<string, string>),
      t
    ),
  ],
  ['signed with another secret', async () => solvedWithOtherSecret()],
];

async function solvedWithOtherSecret(): Promise<Token> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 4,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret: 'another-secret',
    hmacKeySignatureSecret: 'another-key-secret',
  });
  return { challenge, solution: (await solveChallenge({ challenge, deriveKey }))! };
}

describe("the captcha's proof-of-work check with node:crypto", () => {
  it.each(variants)('gives altcha-lib verdict for a token %s', async (_name, spoil) => {
    for (let round = 0; round < 5; round++) {
      const token = await spoil(await solved());
      const library = await verifySolution({
        challenge: token.challenge as Challenge,
        solution: token.solution,
        deriveKey,
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.keySignature,
      });
      expect(await verifyPowSolution(token.challenge, token.solution, secrets)).toBe(
        library.verified,
      );
    }
  });

  it('accepts a challenge signed with a __proto__ key in its data, as the library does', async () => {
    const data = JSON.parse('{"__proto__":"x","kind":"invisible"}') as Record<string, string>;
    const token = await solved({ data });
    expect(await verifyPowSolution(token.challenge, token.solution, secrets)).toBe(true);
  });

  it('accepts a solved challenge and refuses a changed one', async () => {
    const token = await solved();
    expect(await verifyPowSolution(token.challenge, token.solution, secrets)).toBe(true);
    const changed = copy(token);
    changed.challenge.parameters.nonce = changed.challenge.parameters.nonce.replace(/^./, 'f');
    changed.challenge.parameters.nonce =
      changed.challenge.parameters.nonce === token.challenge.parameters.nonce
        ? changed.challenge.parameters.nonce.replace(/^./, '0')
        : changed.challenge.parameters.nonce;
    expect(await verifyPowSolution(changed.challenge, changed.solution, secrets)).toBe(false);
  });
});
