import type { TwoFactorEnrolAnswer } from '#domain/contracts/session.ts';
import { API, readAnswer } from '#domain/contracts/wire.ts';

/** Credentials when a real deployment asks to set up before signing in; none when signed in. */
export interface EnrolCredentials {
  email?: string;
  password?: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string | null };

async function call(path: string, body: object): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  } catch {
    return null;
  }
}

async function outcome<T>(
  answer: { status: number; body: unknown } | null,
  read: (body: unknown) => T | null,
): Promise<Outcome<T>> {
  if (!answer) return { ok: false, message: null };
  if (answer.status === 200) {
    const value = read(answer.body);
    return value ? { ok: true, value } : { ok: false, message: null };
  }
  const { apiErrorSchema } = await import('#domain/contracts/api.ts');
  return { ok: false, message: readAnswer(apiErrorSchema, answer.body)?.error ?? null };
}

/** A new secret to set up the second factor with (decision 094), shown once. */
export async function startTwoFactor(
  credentials: EnrolCredentials,
): Promise<Outcome<TwoFactorEnrolAnswer>> {
  const { twoFactorEnrolContract } = await import('#domain/contracts/session.ts');
  return outcome(await call(API.twoFactorEnrol.path, credentials), (body) =>
    readAnswer(twoFactorEnrolContract.response[200], body),
  );
}

/** Confirms the secret with a code: the recovery codes, once (and signed in with credentials). */
export async function confirmTwoFactor(
  credentials: EnrolCredentials,
  code: string,
): Promise<Outcome<string[]>> {
  const { twoFactorConfirmContract } = await import('#domain/contracts/session.ts');
  return outcome(
    await call(API.twoFactorConfirm.path, { ...credentials, code }),
    (body) => readAnswer(twoFactorConfirmContract.response[200], body)?.recoveryCodes ?? null,
  );
}
