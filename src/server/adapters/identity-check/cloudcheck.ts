import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { assessIdentityStandard, type SourceEvidence } from './standard.ts';
import {
  IdentityCheckUnavailableError,
  type IdentityCheckAdapter,
  type IdentityCheckResult,
  type IdentitySource,
  type IdentitySubject,
} from './types.ts';

/**
 * Cloudcheck (Verifi Identity Services), an NZ electronic identity verification provider, through
 * its Integrated API (https://www.verifidentity.com/cloudcheck/api/cloudcheck-integrated-api/):
 * `POST {base}/verify/` with URL-encoded form parameters `key`, `nonce` (single use), `timestamp`
 * (milliseconds since the epoch), `data` (the details as a JSON string) and `signature`: the
 * lower-case hex HMAC-SHA256, keyed with the API secret, of the path followed by every other
 * parameter as `name=value;` in alphabetical order, values not URL-encoded.
 *
 * The answer's sources are read in `readVerification` (one place to adjust against a response
 * recorded from Cloudcheck's test account; tests/fixtures/cloudcheck holds the recorded answers
 * the tests replay). Whether the result meets the Identity Verification Code of Practice is
 * decided here from the sources (standard.ts), not taken from the provider's pass or fail.
 */
export interface CloudcheckOptions {
  baseUrl: string;
  key: string;
  secret: string;
  fetch?: typeof globalThis.fetch;
  clock?: () => Date;
  nonce?: () => string;
  timeoutMs?: number;
}

export const CLOUDCHECK_VERIFY_PATH = '/verify/';

/** The documented signature: HMAC-SHA256 (hex) of the path and `name=value;` sorted by name. */
export function cloudcheckSignature(
  path: string,
  parameters: Record<string, string>,
  secret: string,
): string {
  const text =
    path +
    Object.keys(parameters)
      .sort()
      .map((name) => `${name}=${parameters[name]};`)
      .join('');
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** What each Cloudcheck source is for the code of practice; an unknown source is its own owner. */
const SOURCE_KINDS: Record<string, Omit<SourceEvidence, 'name' | 'matched'>> = {
  'nzta-driver-licence': { owner: 'NZTA', highConfidence: false, linksPerson: true },
  'dia-passport': { owner: 'DIA', highConfidence: true, linksPerson: true },
  'dia-citizenship': { owner: 'DIA', highConfidence: false, linksPerson: false },
  'nz-electoral-roll': { owner: 'Electoral Commission', highConfidence: false, linksPerson: false },
  'nz-credit-bureau': { owner: 'Credit bureau', highConfidence: false, linksPerson: false },
  'nz-companies-office': { owner: 'Companies Office', highConfidence: false, linksPerson: false },
};

const answerSchema = z.object({
  verification: z.object({
    verificationReference: z.string().min(1),
    sources: z.array(
      z.object({ key: z.string(), name: z.string(), matched: z.boolean(), reference: z.string() }),
    ),
  }),
  watchlist: z.object({
    lists: z.array(z.string()),
    politicallyExposed: z.boolean(),
    sanctioned: z.boolean(),
  }),
});

/** The details Cloudcheck verifies, as its `data` parameter. */
export function cloudcheckData(subject: IdentitySubject, reference: string): string {
  const document =
    subject.document.kind === 'passport'
      ? { passport: { number: subject.document.number } }
      : {
          driverslicence: {
            number: subject.document.number,
            version: subject.document.version,
          },
        };
  return JSON.stringify({
    details: {
      name: { given: subject.firstName, middle: subject.middleName, family: subject.lastName },
      dateofbirth: subject.dateOfBirth,
      ...document,
    },
    reference,
    consent: 'Yes',
  });
}

const notChecked = (name: string): IdentitySource => ({ name, matched: false, reference: '' });

/** Cloudcheck's answer as our result, with the code of practice's standard assessed. */
export function readVerification(answer: unknown): IdentityCheckResult {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw new IdentityCheckUnavailableError('Cloudcheck answered unreadably');
  const { verification, watchlist } = parsed.data;
  const evidence = verification.sources.map((source) => ({
    source,
    evidence: {
      name: source.name,
      matched: source.matched,
      ...(SOURCE_KINDS[source.key] ?? {
        owner: source.key,
        highConfidence: false,
        linksPerson: false,
      }),
    },
  }));
  const standard = assessIdentityStandard(evidence.map((entry) => entry.evidence));
  const document = evidence.find((entry) => entry.evidence.linksPerson);
  const second = evidence.find(
    (entry) => entry !== document && entry.evidence.owner !== document?.evidence.owner,
  );
  const view = (entry: (typeof evidence)[number] | undefined, none: string): IdentitySource =>
    entry
      ? {
          name: entry.source.name,
          matched: entry.source.matched,
          reference: entry.source.reference,
        }
      : notChecked(none);
  return {
    outcome: standard.met ? 'verified' : 'not-verified',
    standard,
    documentSource: view(document, 'No identity document register'),
    nameSource: view(second, 'No second source'),
    politicallyExposed: watchlist.politicallyExposed,
    sanctioned: watchlist.sanctioned,
    watchlists: watchlist.lists,
    providerReference: verification.verificationReference,
  };
}

export function createCloudcheckIdentityCheck(options: CloudcheckOptions): IdentityCheckAdapter {
  const send = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? (() => new Date());
  const nonce = options.nonce ?? (() => randomUUID());
  return {
    provider: 'cloudcheck',
    async check(subject) {
      const parameters: Record<string, string> = {
        data: cloudcheckData(subject, nonce()),
        key: options.key,
        nonce: nonce(),
        timestamp: String(clock().getTime()),
      };
      const signature = cloudcheckSignature(CLOUDCHECK_VERIFY_PATH, parameters, options.secret);
      let response: Response;
      try {
        response = await send(new URL(CLOUDCHECK_VERIFY_PATH, options.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...parameters, signature }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new IdentityCheckUnavailableError('Cloudcheck could not be reached', {
          cause: error,
        });
      }
      // The status only: an error body may quote the details sent.
      if (!response.ok)
        throw new IdentityCheckUnavailableError(`Cloudcheck answered ${response.status}`);
      return readVerification(await response.json().catch(() => null));
    },
  };
}
