import type { ContinueApplicationAnswer } from '#domain/contracts/account.ts';
import type { SignInAnswer, SignInRequest } from '#domain/contracts/session.ts';
import { API, readAnswer } from '#domain/contracts/wire.ts';
import type { SecondFactorStep } from '#domain/session/two-factor.ts';

/** The answer schemas, loaded when the call starts rather than with the page (docs/decisions/024). */
const answerSchemas = () =>
  Promise.all([
    import('#domain/contracts/api.ts'),
    import('#domain/contracts/session.ts'),
    import('#domain/contracts/account.ts'),
  ]).then(([api, session, account]) => ({ ...api, ...session, ...account }));

/**
 * Outcomes of the sign-in call: signed in as a kind of account; refused with the server's message
 * (401 wrong email or password, 429 too many attempts); anything else a failure.
 */
export type SignInOutcome =
  | { kind: 'signed-in'; account: SignInAnswer['kind'] }
  | { kind: 'refused'; message: string; secondFactor?: SecondFactorStep | undefined }
  | { kind: 'failed' };

export async function signIn(request: SignInRequest): Promise<SignInOutcome> {
  const schemas = answerSchemas();
  let response: Response;
  try {
    response = await fetch(API.signIn.path, {
      method: API.signIn.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: 'failed' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  const { apiErrorSchema, signInContract } = await schemas;
  if (response.status === 401 || response.status === 403 || response.status === 429) {
    // 401 and 403 may name a staff member's next step (decision 094); 429 is the plain error.
    const refusal = readAnswer(signInContract.response[401], body);
    const error = refusal ?? readAnswer(apiErrorSchema, body);
    return error
      ? { kind: 'refused', message: error.error, secondFactor: refusal?.secondFactor }
      : { kind: 'failed' };
  }
  const answer = response.ok ? readAnswer(signInContract.response[200], body) : null;
  return answer ? { kind: 'signed-in', account: answer.kind } : { kind: 'failed' };
}

/**
 * "Continue" in the portal: the resume pair and step of one of the customer's unfinished
 * applications, or null when the server would not hand it over (not theirs, submitted, signed out).
 */
export async function continueApplication(
  reference: string,
): Promise<ContinueApplicationAnswer | null> {
  const schemas = answerSchemas();
  try {
    const response = await fetch(API.accountContinueApplication.path, {
      method: API.accountContinueApplication.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return readAnswer((await schemas).continueApplicationContract.response[200], body);
  } catch {
    return null;
  }
}
