import type { Bindings, ChildLoggerOptions } from 'pino';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { CONTACT_PERSONAL_FIELD_NAMES } from '#domain/contact/fields.ts';
import { COMPLAINT_PERSONAL_FIELD_NAMES } from '#domain/complaints/fields.ts';
import { HARDSHIP_PERSONAL_FIELD_NAMES } from '#domain/hardship/hardship.ts';
import { SIGN_IN_PERSONAL_FIELD_NAMES } from '#domain/session/sign-in-fields.ts';
import { BANK_STATEMENT_RULES } from '#domain/bank-statements/fields.ts';
import { PERSONAL_FIELD_NAMES as APPLICATION_PERSONAL_FIELDS } from '#domain/loan-application/fields/index.ts';
import { PAYMENT_RULES } from '#domain/payment/fields.ts';
import { REFER_RULES } from '#domain/refer/fields.ts';
import type { Env } from './env.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A load balancer's probe (`/healthz`, `/readyz`): asked every few seconds by every balancer,
     * its answered line and its request metrics say nothing a failed probe would not (issue 33
     * finding 2, decision 142). A failing probe is still logged.
     */
    probe?: boolean;
  }
}

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
  // An email's address and body (the outbox worker logs only its kind and id).
  'recipient',
  // The payment gateway sandbox's card form (src/server/sandboxes/payment-gateway.ts).
  'CardNumber',
  'CardExpiry',
  'CardSecurityCode',
  'CustomerNumber',
  'paymentReference',
  'cookie',
  'authorization',
] as const;

/** Whole forms and queries: a log line never needs them (the client log keeps their non-personal parts). */
const CONTAINER_KEYS = ['FormData', 'FormState', 'LoggingMessage', 'body', 'query'];

/** The personal fields of every form: each rule table's `personal` flag. */
export const PERSONAL_FIELD_NAMES: readonly string[] = [
  ...new Set([
    ...APPLICATION_PERSONAL_FIELDS,
    ...CONTACT_PERSONAL_FIELD_NAMES,
    ...COMPLAINT_PERSONAL_FIELD_NAMES,
    ...HARDSHIP_PERSONAL_FIELD_NAMES,
    ...SIGN_IN_PERSONAL_FIELD_NAMES,
    ...[...BANK_STATEMENT_RULES, ...PAYMENT_RULES, ...REFER_RULES]
      .filter((rule) => rule.personal)
      .map((rule) => rule.name),
  ]),
];

const REDACTED_KEYS = [...PERSONAL_FIELD_NAMES, ...NON_FIELD_SECRET_KEYS, ...CONTAINER_KEYS];

const REDACTED_KEY_SET = new Set<string>(REDACTED_KEYS);
const CENSOR = '[Redacted]';
/** Deeper than any record our code logs; anything below is cut rather than walked. */
const MAX_REDACT_DEPTH = 6;
/** Top-level keys whose serializer below keeps only safe parts (Fastify's request and reply). */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err']);

/**
 * Removes the value of every personal or secret key, at any depth, from what a log line holds.
 * One walk over the (small) logged object, copying only what it changes: pino's path redaction
 * needed ~150 wildcard paths for the same and cost about 0.5 ms per request, most of the cost of
 * the cheapest route (issue 12 finding 12, decision 045).
 */
export function redactRecord(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_REDACT_DEPTH) return CENSOR;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const redacted = redactRecord(item, depth + 1);
      if (redacted !== item) (copy ??= [...value])[index] = redacted;
    });
    return copy ?? value;
  }
  // Errors, dates and buffers go to their serializers as they are.
  if (value instanceof Error || value instanceof Date || Buffer.isBuffer(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    if (depth === 0 && SERIALIZED_KEYS.has(key)) continue;
    const redacted = REDACTED_KEY_SET.has(key) ? CENSOR : redactRecord(item, depth + 1);
    if (redacted !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = redacted;
  }
  return copy ?? value;
}

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    formatters: { log: (record) => redactRecord(record) as Record<string, unknown> },
    serializers: {
      err: serializeError,
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

/**
 * One line per request, when it is answered: Fastify's "request completed" line with the request's
 * id, method and path added, instead of an "incoming request" line as well. Each line costs a
 * redaction walk and a write, on every request (issue 12 finding 12, decision 065); a request that
 * never completes still shows in its route's own lines and in "request errored".
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && reply.statusCode < 400 && request.routeOptions.config.probe) return;
    const record = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...record, err: error }, 'request errored');
    else reply.log.info(record, 'request completed');
  }
}

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Fastify's logger of one request (its `reqId` bound), made the first time the request logs.
 * Fastify makes a child logger for every request before any hook runs, and pino's child
 * serialises its bindings when made: a fixed cost of every request, wasted on those that write
 * nothing, such as an answered probe (decision 142). Measured in bench/README.md (decision 158).
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  #write(level: LogLevel, args: unknown[]): void {
    const logger = this.#logger();
    (logger[level] as (...args: unknown[]) => void).apply(logger, args);
  }

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(...args: unknown[]): void {
    this.#write('silent', args);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when first used. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger, bindings, options);

/** What a log line keeps of an error: its kind, its code and a message that carries no values. */
export interface LoggedError {
  type: string;
  code?: string;
  message: string;
  /** The frames only (empty when there are none). */
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

const DATABASE_ERROR_MESSAGE = 'database query failed';
const MAX_CAUSE_DEPTH = 3;

/**
 * Redaction works on field names, but a failed query's message holds every parameter of the
 * statement (drizzle: "Failed query: ... params: ..."), and PostgreSQL's message and `detail` quote
 * the values they refuse: an error from the database keeps its type and SQLSTATE code only
 * (issue 12 finding 2). The stack keeps its frames, without the message it starts with.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  const record = error as Error & { code?: unknown; cause?: unknown };
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: isDatabaseError(error) ? DATABASE_ERROR_MESSAGE : error.message,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
  if (typeof record.code === 'string' || typeof record.code === 'number')
    logged.code = String(record.code);
  if (record.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    logged.cause = serializeError(record.cause, depth + 1);
  return logged;
}

/**
 * A failed statement (drizzle's wrapper carries the query and its parameters) or PostgreSQL's own
 * error (node-postgres and PGlite both give it a severity, and often a detail quoting values).
 */
function isDatabaseError(error: Error): boolean {
  return (
    error.name === 'DrizzleQueryError' ||
    ('query' in error && 'params' in error) ||
    'severity' in error ||
    'detail' in error
  );
}
