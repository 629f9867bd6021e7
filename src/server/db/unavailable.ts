/**
 * Errors that mean the database cannot be reached or did not answer in time, rather than that a
 * statement was wrong: the request gets a 503 (issue 12 finding 4) and the next one may succeed,
 * because the pool reconnects by itself (db/client.ts).
 */

// Network faults between us and PostgreSQL (node:net).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE: class 08 connection exception; 53300 too many connections; 57P01-57P03 the server is
// shutting down or starting; 57014 a statement cancelled by statement_timeout.
const SQLSTATE = /^(08...|53300|57P0[123]|57014)$/;
// node-postgres reports its own timeouts and a dropped connection without a code; PGlite once closed.
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (MESSAGES.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
