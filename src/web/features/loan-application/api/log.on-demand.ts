// The steps' own calls, not the whole wire table (docs/decisions/157).
import { APPLICATION_CALLS as API } from '#domain/contracts/application-calls.ts';
import { callApi } from '#web/api/call.ts';

// Loaded with the first line to log (controller/core.ts), which a step's page seldom writes.

/**
 * POST the logging form (§7): LoggingToken and LoggingMessage (JSON of step, user agent, object id,
 * validation summary or error details). Fire and forget: a lost log line must not trouble the applicant.
 */
export async function logToServer(
  token: string | null,
  message: Record<string, unknown>,
): Promise<void> {
  const body = new URLSearchParams({
    LoggingToken: token ?? '',
    LoggingMessage: JSON.stringify(message),
  });
  const outcome = await callApi(API.loanAppLog, { body });
  if (outcome.ok) return;
  console.warn(
    outcome.kind === 'offline'
      ? 'The application log could not be sent.'
      : `The application log was not accepted (${outcome.status}).`,
  );
}
