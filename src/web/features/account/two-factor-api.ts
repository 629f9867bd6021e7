import type { TwoFactorEnrolAnswer } from '#domain/contracts/session.ts';
import { API } from '#domain/contracts/wire.ts';
import { callApi } from '#web/api/call.ts';

/** Credentials when a real deployment asks to set up before signing in; none when signed in. */
export interface EnrolCredentials {
  email?: string;
  password?: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string | null };

const contracts = () => import('#domain/contracts/session.ts');

/** A new secret to set up the second factor with (decision 094), shown once. */
export async function startTwoFactor(
  credentials: EnrolCredentials,
): Promise<Outcome<TwoFactorEnrolAnswer>> {
  const outcome = await callApi(API.twoFactorEnrol, {
    body: credentials,
    answers: () => contracts().then((c) => c.twoFactorEnrolContract.response),
  });
  return outcome.ok ? { ok: true, value: outcome.body } : { ok: false, message: outcome.message };
}

/** Confirms the secret with a code: the recovery codes, once (and signed in with credentials). */
export async function confirmTwoFactor(
  credentials: EnrolCredentials,
  code: string,
): Promise<Outcome<string[]>> {
  const outcome = await callApi(API.twoFactorConfirm, {
    body: { ...credentials, code },
    answers: () => contracts().then((c) => c.twoFactorConfirmContract.response),
  });
  return outcome.ok
    ? { ok: true, value: outcome.body.recoveryCodes }
    : { ok: false, message: outcome.message };
}
