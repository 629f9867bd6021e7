import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError as ApiErrorBody } from '#domain/contracts/api.ts';
import { SERVER_FAULT_MESSAGE } from '#domain/contracts/wire.ts';
import { serverError, serviceUnavailable } from '#content/page-errors.ts';
import { brand } from '#content/brand.ts';
import { HttpError, type FieldErrors } from '../http-error.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { discardOversizedBody } from './oversized-body.ts';

// Fastify's own client-error codes, mapped to messages a caller can act on.
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body.',
};

/** Seconds a client should wait before trying again while the database is down. */
const RETRY_AFTER_SECONDS = 5;

/** Turns schema-validation issues into `{ Field: message }`, keyed by the field's name. */
function fieldsFromValidation(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const fromPath = issue.instancePath.replace(/^\//, '').split('/')[0];
    const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty;
    const name = fromPath || missing || error.validationContext || 'request';
    fields[name] ??= issue.message ?? 'The value is invalid';
  }
  return fields;
}

/**
 * One error shape for every API error, and never a 500 for bad input. A database that cannot be
 * reached answers 503 (issue 12 finding 4); other unknown errors are logged (the logger's error
 * serializer keeps no values, logger.ts) and answered with a 500. A page asked for by a browser
 * gets an HTML error page instead of the JSON body.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { error: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      return reply.status(400).send({
        error: 'The request is invalid.',
        fields: fieldsFromValidation(error),
      } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') discardOversizedBody(request, reply);
      const message = (error.code && FASTIFY_CLIENT_ERRORS[error.code]) ?? error.message;
      return reply.status(status).send({ error: message } satisfies ApiErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendServiceUnavailable(request, reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFault(request, reply, 500);
  });
}

/**
 * The API's own 503 (with Retry-After) for a request that cannot be served now: the database is
 * down, or the server is shutting down (plugins/drain.ts).
 */
export function sendServiceUnavailable(request: FastifyRequest, reply: FastifyReply) {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return sendFault(request, reply, 503);
}

function sendFault(request: FastifyRequest, reply: FastifyReply, status: 500 | 503) {
  reply.status(status).header('cache-control', 'no-store');
  if (!isPageRequest(request))
    return reply.send({ error: SERVER_FAULT_MESSAGE } satisfies ApiErrorBody);
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .send(errorPage(status === 503 ? serviceUnavailable : serverError));
}

/** A browser's page load: GET or HEAD outside /api that accepts HTML. */
function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    path !== '/healthz' &&
    path !== '/readyz' &&
    String(request.headers.accept ?? '').includes('text/html')
  );
}

/** A plain document, no script: the app's own code and data may be what is failing. */
function errorPage(copy: typeof serviceUnavailable): string {
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}a{color:#0b4f8a}</style>
</head>
<body>
<header><p>${escapeHtml(brand.name)}</p></header>
<main>
<h1>${escapeHtml(copy.heading)}</h1>
<p>${escapeHtml(copy.intro)}</p>
<p><a href="/">${escapeHtml(copy.homeLink)}</a></p>
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
