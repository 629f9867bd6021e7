import type { ResumeAnswer } from '#domain/contracts/loan-app.ts';
// The steps' own calls, not the whole wire table (docs/decisions/157).
import { APPLICATION_CALLS as API } from '#domain/contracts/application-calls.ts';
import { readAnswer } from '#domain/contracts/read-answer.ts';

/**
 * The answer schemas, loaded when a call starts (in parallel with it) rather than with the page:
 * they are not needed before the first answer (docs/decisions/024).
 */
export const answerSchemas = () =>
  Promise.all([import('#domain/contracts/api.ts'), import('#domain/contracts/loan-app.ts')]).then(
    ([api, loanApp]) => ({ ...api, ...loanApp }),
  );

export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export type ResumeOutcome =
  { kind: 'resumed'; answer: ResumeAnswer } | { kind: 'gone' } | { kind: 'error' };

/**
 * POST /api/loan-app/resume: restores the application the visitor's session holds (decision 059;
 * the cookie is the only key). 401/403/404 mean there is none to resume.
 */
export async function resumeApplication(): Promise<ResumeOutcome> {
  try {
    const response = await fetch(API.loanAppResume.path, {
      method: API.loanAppResume.method,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // 204: the session holds no application (decision 059), the usual case for a new visitor.
    if ([204, 401, 403, 404].includes(response.status)) return { kind: 'gone' };
    // Loaded only for an answer to read: every step page asks on load, and evaluating the schemas
    // for a new visitor's 204 was one of step 1's long tasks on a phone (issue 12 finding 13).
    const { resumeContract } = await answerSchemas();
    const answer = response.ok
      ? readAnswer(resumeContract.response[200], await readJson(response))
      : null;
    return answer ? { kind: 'resumed', answer } : { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}

/**
 * POST the logging form (§7): LoggingToken and LoggingMessage (JSON of step, user agent, object id,
 * validation summary or error details). Fire and forget: a lost log line must not trouble the applicant.
 */
export async function logToServer(
  token: string | null,
  message: Record<string, unknown>,
): Promise<void> {
  try {
    const body = new URLSearchParams({
      LoggingToken: token ?? '',
      LoggingMessage: JSON.stringify(message),
    });
    const response = await fetch(API.loanAppLog.path, { method: API.loanAppLog.method, body });
    if (!response.ok) console.warn(`The application log was not accepted (${response.status}).`);
    await response.arrayBuffer(); // read to its end, or the request stays open
  } catch {
    console.warn('The application log could not be sent.');
  }
}
