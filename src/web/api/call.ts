import type { z } from 'zod';
// read-answer.ts, not wire.ts: the steps load this without the whole call table (decision 157).
import { readAnswer } from '#domain/contracts/read-answer.ts';

/*
 * The one way the browser calls our API (docs/decisions/160). A call is an entry of the call table
 * (`API` in src/domain/contracts/wire.ts: method and path, `:name` for each parameter); its answer
 * is read with its contract's response schemas, which the caller imports with the call, so a page
 * carries only the schemas of the calls it makes, and those only once it makes one (decision 024).
 */

/** An entry of the call table. */
export interface ApiCall {
  readonly method: string;
  readonly path: string;
}

/** A contract's `response`: its answer schemas by status (200, 201..., '4xx', '5xx'). */
export type Answers = { readonly [status: string]: z.ZodType };

/** The names of a path's parameters: `/api/x/:reference/y/:id` gives 'reference' | 'id'. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A successful answer's body as its contract declares it; unread (unknown) without one. */
type OkBody<R> = R extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : R extends { 201: infer S extends z.ZodType }
    ? z.output<S>
    : R extends { 202: infer S extends z.ZodType }
      ? z.output<S>
      : unknown;

export interface CallOptions<Call extends ApiCall, R extends Answers> {
  /** The value of each of the path's `:name` parameters. */
  params?: Record<ParamsOf<Call['path']>, string | number>;
  /** The query string, without its `?`. */
  query?: string | URLSearchParams;
  /** Sent as JSON; FormData (an upload) and URLSearchParams (a posted form) as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The request's own settings: `keepalive` for a post that outlives the page, an abort `signal`. */
  init?: Pick<RequestInit, 'keepalive' | 'signal'>;
  /** The answer is text, not JSON (the ID uploads' file reference). */
  text?: boolean;
  /**
   * The contract's answer schemas, imported with the call once an answer has come:
   * `() => import('#domain/contracts/x.ts').then((c) => c.xContract.response)`. Without them a
   * body is handed over unread, for a caller that reads it itself or not at all.
   */
  answers?: () => Promise<R>;
}

/**
 * Why a call came to nothing, by the answer's status: 400 and 422 `invalid` (with the fields the
 * server named), 401 `signed-out`, 403 `forbidden`, 409 and 412 `conflict` (a captcha's fallback,
 * or a change made meanwhile), any other 4xx `refused`, 503 `unavailable` (down for a while), any
 * other answer or one its contract does not allow `failed`, and no answer at all `offline`.
 */
export type Refusal =
  | 'invalid'
  | 'signed-out'
  | 'forbidden'
  | 'conflict'
  | 'refused'
  | 'unavailable'
  | 'failed'
  | 'offline';

export interface CallRefused {
  ok: false;
  kind: Refusal;
  /** The answer's status; 0 when there was none. */
  status: number;
  /** The error body's message (`{ error }`), null when the answer had none. */
  message: string | null;
  fields?: Record<string, string>;
  /** The body as the contract's schema for this very status reads it (the sign-in's 401). */
  declared?: unknown;
}

export type CallOutcome<T> = { ok: true; status: number; body: T } | CallRefused;

function refusalOf(status: number): Refusal {
  if (status === 400 || status === 422) return 'invalid';
  if (status === 401) return 'signed-out';
  if (status === 403) return 'forbidden';
  if (status === 409 || status === 412) return 'conflict';
  if (status === 503) return 'unavailable';
  return status >= 400 && status < 500 ? 'refused' : 'failed';
}

const refused = (kind: Refusal, status: number): CallRefused => ({
  ok: false,
  kind,
  status,
  message: null,
});

/** The call's address: each `:name` filled (encoded), then the query. */
export function callPath(
  call: ApiCall,
  params: Record<string, string | number> = {},
  query: string | URLSearchParams = '',
): string {
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = String(query);
  return search ? `${path}?${search}` : path;
}

function requestOf(call: ApiCall, body: unknown, headers: Record<string, string> = {}) {
  const raw = body instanceof FormData || body instanceof URLSearchParams;
  const json = body !== undefined && !raw;
  return {
    method: call.method,
    headers: {
      accept: 'application/json',
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
  };
}

/**
 * Makes a call and reads its answer: `{ ok: true, status, body }` with the body as its contract
 * declares it for the status (an answer the contract does not allow is `failed`), or a
 * `CallRefused` with the server's message and fields.
 */
export async function callApi<Call extends ApiCall, R extends Answers = Answers>(
  call: Call,
  options: CallOptions<Call, R> = {},
): Promise<CallOutcome<OkBody<R>>> {
  const path = callPath(call, options.params, options.query);
  let response: Response;
  try {
    response = await fetch(path, {
      ...options.init,
      ...requestOf(call, options.body, options.headers),
    });
  } catch {
    return refused('offline', 0);
  }
  try {
    return await readOutcome<OkBody<R>>(response, options);
  } catch {
    // The schemas' chunk could not be loaded: the answer cannot be read.
    return refused('failed', response.status);
  }
}

async function readOutcome<T>(
  response: Response,
  { answers: loadAnswers, text }: Pick<CallOptions<ApiCall, Answers>, 'answers' | 'text'>,
): Promise<CallOutcome<T>> {
  const { status } = response;
  // A 204 has nothing to read: its schemas are not even loaded (issue 12 finding 13).
  if (status === 204) return { ok: true, status, body: undefined as T };
  const raw: unknown = await (text ? response.text() : response.json()).catch(() => undefined);
  const answers = await loadAnswers?.();
  // The body as the contract's schema for this very status reads it: null without one.
  const schema = answers?.[status];
  const read = schema ? readAnswer(schema, raw) : null;
  if (response.ok) {
    // With its contract, an answer the contract does not allow (or a status it does not declare)
    // is a failure; without, the body is handed over unread.
    const body = answers ? read : raw;
    return body === null ? refused('failed', status) : { ok: true, status, body: body as T };
  }
  const error = readAnswer((await import('#domain/contracts/api.ts')).apiErrorSchema, raw);
  return {
    ...refused(refusalOf(status), status),
    message: error?.error ?? null,
    ...(error?.fields ? { fields: error.fields } : {}),
    ...(read !== null ? { declared: read } : {}),
  };
}
