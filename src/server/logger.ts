import type { FastifyServerOptions } from 'fastify';
import { PERSONAL_FIELD_NAMES } from '#domain/loan-application/fields.ts';
import type { Env } from './env.ts';

/**
 * Keys that are not form fields but carry personal data or open an application: the application's
 * keys (Token, Guid, the appref and logging token) and credentials. The form fields themselves
 * come from the rule table's personal flag (PERSONAL_FIELD_NAMES). Client-log redaction reads
 * both lists too (loan-application/redact.ts).
 */
export const NON_FIELD_SECRET_KEYS = [
  'Token',
  'Guid',
  'token',
  'guid',
  'appref',
  'appReference',
  'ReferrerDataToken',
  'referrerDataToken',
  'LoggingToken',
  'password',
  'cookie',
  'authorization',
] as const;

/** Whole forms and queries: a log line never needs them (the client log keeps their non-personal parts). */
const CONTAINER_KEYS = ['FormData', 'FormState', 'LoggingMessage', 'body', 'query'];

const REDACTED_KEYS = [...PERSONAL_FIELD_NAMES, ...NON_FIELD_SECRET_KEYS, ...CONTAINER_KEYS];

// Paths are compiled once by pino (fast-redact); three levels cover how our code logs records.
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-captcha-response"]',
  'req.body',
  ...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      // Query strings carry names, emails and address searches: log the path only.
      req(request: { method: string; url: string; id: string }) {
        return {
          id: request.id,
          method: request.method,
          path: String(request.url ?? '').split('?')[0],
        };
      },
    },
  };
}
