import type { ContinueApplicationAnswer } from '#domain/contracts/account.ts';
import type { SignInAnswer, SignInRequest } from '#domain/contracts/session.ts';
import { API } from '#domain/contracts/wire.ts';
import type { SecondFactorStep } from '#domain/session/two-factor.ts';
import { callApi } from '#web/api/call.ts';

/**
 * Outcomes of the sign-in call: signed in as a kind of account; refused with the server's message
 * (401 wrong email or password, 429 too many attempts); anything else a failure.
 */
export type SignInOutcome =
  | { kind: 'signed-in'; account: SignInAnswer['kind'] }
  | { kind: 'refused'; message: string; secondFactor?: SecondFactorStep | undefined }
  | { kind: 'failed' };

export async function signIn(request: SignInRequest): Promise<SignInOutcome> {
  const outcome = await callApi(API.signIn, {
    body: request,
    answers: () => import('#domain/contracts/session.ts').then((c) => c.signInContract.response),
  });
  if (outcome.ok) return { kind: 'signed-in', account: outcome.body.kind };
  // 401 and 403 may name a staff member's next step (decision 094); 429 is the plain error.
  if (![401, 403, 429].includes(outcome.status) || outcome.message === null)
    return { kind: 'failed' };
  const refusal = outcome.declared as { secondFactor?: SecondFactorStep } | undefined;
  return { kind: 'refused', message: outcome.message, secondFactor: refusal?.secondFactor };
}

/**
 * "Continue" in the portal: the resume pair and step of one of the customer's unfinished
 * applications, or null when the server would not hand it over (not theirs, submitted, signed out).
 */
export async function continueApplication(
  reference: string,
): Promise<ContinueApplicationAnswer | null> {
  const outcome = await callApi(API.accountContinueApplication, {
    body: { reference },
    answers: () =>
      import('#domain/contracts/account.ts').then((c) => c.continueApplicationContract.response),
  });
  return outcome.ok ? outcome.body : null;
}
