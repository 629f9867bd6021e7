import type { ResumeAnswer } from '#domain/contracts/loan-app.ts';
// The steps' own calls, not the whole wire table (docs/decisions/157).
import { APPLICATION_CALLS as API } from '#domain/contracts/application-calls.ts';
import { callApi } from '#web/api/call.ts';

/**
 * The application's contracts, whose answer schemas the one client (src/web/api/call.ts) loads
 * once a call is answered, not with the page (docs/decisions/024, 160).
 */
export const contracts = () => import('#domain/contracts/loan-app.ts');

export type ResumeOutcome =
  { kind: 'resumed'; answer: ResumeAnswer } | { kind: 'gone' } | { kind: 'error' };

/**
 * POST /api/loan-app/resume: restores the application the visitor's session holds (decision 059;
 * the cookie is the only key). 204 (the usual case for a new visitor, whose page then loads no
 * schema: issue 12 finding 13) and 401/403/404 mean there is none to resume.
 */
export async function resumeApplication(): Promise<ResumeOutcome> {
  const outcome = await callApi(API.loanAppResume, {
    body: {},
    answers: () => contracts().then((c) => c.resumeContract.response),
  });
  if (outcome.status === 204 || [401, 403, 404].includes(outcome.status)) return { kind: 'gone' };
  return outcome.ok ? { kind: 'resumed', answer: outcome.body } : { kind: 'error' };
}
