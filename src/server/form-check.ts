import type { FastifyBaseLogger } from 'fastify';
import { validateFields } from '#domain/validation/engine.ts';
import type { FieldRule, RuleContext } from '#domain/validation/types.ts';
import { HttpError } from './http-error.ts';

export const FORM_INVALID_MESSAGE = 'Some fields need your attention.';
export const STORE_UNAVAILABLE_MESSAGE =
  'We cannot take your details at the moment. Please try again shortly.';

/**
 * Runs a form's rule table on the server, as the browser did (never trust the browser): a failure
 * is a 422 naming each field with the message the browser shows.
 */
export function checkForm<Config>(
  rules: readonly FieldRule<Config>[],
  context: RuleContext<Config>,
): void {
  const errors = validateFields(rules, context);
  const names = Object.keys(errors);
  if (names.length === 0) return;
  throw new HttpError(
    422,
    FORM_INVALID_MESSAGE,
    Object.fromEntries(names.map((name) => [name, errors[name]!.message])),
  );
}

/** A database call of a form's service: a fault of the database is a 503, not a 500 (the caller may retry). */
export async function storing<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    log.error({ err: { message: (error as Error).message } }, 'form store failed');
    throw new HttpError(503, STORE_UNAVAILABLE_MESSAGE);
  }
}
