import { findTextProblem } from '#domain/contracts/text.ts';
import { clientLogs } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';
import { redactClientLog } from './redact.ts';

/** Largest LoggingMessage kept: a step's form data and validation summary fit in a few KB. */
export const MAX_LOG_MESSAGE_BYTES = 16 * 1024;
export const LOG_MESSAGE_TOO_LARGE = 'The log message is too large.';

/**
 * Stores a client diagnostic (loan-application §7 logging form) for support, in the database and
 * never in the log files, with personal fields and identity numbers redacted first.
 */
export async function storeClientLog(
  deps: Pick<ServiceDeps, 'db'>,
  input: { loggingToken: string | undefined; message: string },
): Promise<void> {
  const sizeBytes = Buffer.byteLength(input.message, 'utf8');
  if (sizeBytes > MAX_LOG_MESSAGE_BYTES) throw new HttpError(413, LOG_MESSAGE_TOO_LARGE);
  const parsed = parseMessage(input.message);
  // JSON escapes can hide a NUL or a lone surrogate that the edge check cannot see (issue 12 finding 3).
  const problem = findTextProblem(parsed, 'LoggingMessage');
  if (problem) throw new HttpError(400, problem.message, { LoggingMessage: problem.message });
  const message = redactClientLog(parsed);
  await deps.db
    .insert(clientLogs)
    .values({ loggingToken: input.loggingToken ?? null, message, sizeBytes });
}

/** The client sends JSON; anything else is kept as text (support still wants to see it). */
function parseMessage(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? parsed : { text };
  } catch {
    return { text };
  }
}
