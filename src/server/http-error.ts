/** Field name → message, as the spec's forms name their inputs. */
export type FieldErrors = Record<string, string>;

/**
 * Thrown by routes and services for any 4xx the caller should see. The error handler turns it
 * into the one API error shape: `{ error, fields? }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
