import { createHash } from 'node:crypto';
import {
  IdentityCheckUnavailableError,
  type IdentityCheckAdapter,
  type IdentityCheckResult,
  type IdentitySubject,
} from './types.ts';
import { assessIdentityStandard } from './standard.ts';

/**
 * The identity check sandbox (README "Sandboxes"): offline and deterministic, by last name,
 * case-insensitively:
 *
 * | Last name     | Result                                                               |
 * | ------------- | -------------------------------------------------------------------- |
 * | `Unverified`  | the document does not match its register: not verified               |
 * | `Singlesource`| the document matches, the name is in no second source: a passport    |
 * |               | (DIA, high confidence) is verified; a driver licence is not          |
 * | `Pep`         | verified, politically exposed person                                 |
 * | `Sanctioned`  | verified, on a sanctions list                                        |
 * | `Offline`     | the provider is unavailable (the caller answers 503)                 |
 * | anyone else   | verified, no flags                                                   |
 */
export const IDENTITY_SANDBOX_LAST_NAMES = {
  unverified: 'Unverified',
  singleSource: 'Singlesource',
  pep: 'Pep',
  sanctioned: 'Sanctioned',
  offline: 'Offline',
} as const;

const WATCHLISTS = [
  'NZ Police designated terrorist entities',
  'UN Security Council consolidated list',
  'PEP database',
];

/** A stable reference for a look-up, made from the subject without keeping it. */
const referenceFor = (source: string, subject: IdentitySubject) =>
  `${source}-${createHash('sha256').update(`${source}|${subject.document.number}|${subject.lastName}`).digest('hex').slice(0, 12)}`;

export function createSandboxIdentityCheck(): IdentityCheckAdapter {
  return {
    provider: 'sandbox',
    async check(subject) {
      const name = subject.lastName.trim().toLowerCase();
      const is = (key: keyof typeof IDENTITY_SANDBOX_LAST_NAMES) =>
        name === IDENTITY_SANDBOX_LAST_NAMES[key].toLowerCase();
      if (is('offline')) throw new IdentityCheckUnavailableError('The identity sandbox is offline');
      const documentMatched = !is('unverified');
      const nameMatched = documentMatched && !is('singleSource');
      const passport = subject.document.kind === 'passport';
      const register = passport
        ? 'DIA passports (sandbox)'
        : 'NZTA driver licence register (sandbox)';
      const standard = assessIdentityStandard([
        {
          name: register,
          owner: passport ? 'DIA' : 'NZTA',
          matched: documentMatched,
          highConfidence: passport,
          linksPerson: true,
        },
        {
          name: 'Electoral roll (sandbox)',
          owner: 'Electoral Commission',
          matched: nameMatched,
          highConfidence: false,
          linksPerson: false,
        },
      ]);
      const result: IdentityCheckResult = {
        outcome: standard.met ? 'verified' : 'not-verified',
        standard,
        documentSource: {
          name: register,
          matched: documentMatched,
          reference: referenceFor('doc', subject),
        },
        nameSource: {
          name: 'Electoral roll (sandbox)',
          matched: nameMatched,
          reference: referenceFor('roll', subject),
        },
        politicallyExposed: is('pep'),
        sanctioned: is('sanctioned'),
        watchlists: WATCHLISTS,
        providerReference: referenceFor('check', subject),
      };
      return result;
    },
  };
}
