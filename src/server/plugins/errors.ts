import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError as ApiErrorBody } from '#domain/contracts/api.ts';
import { HttpError, type FieldErrors } from '../http-error.ts';

// Fastify's own client-error codes, mapped to messages a caller can act on.
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body.',
};

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
 * One error shape for every API error, and never a 500 for bad input. Unknown errors are
 * logged (without the request body) and answered with a generic 500.
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
      const message = (error.code && FASTIFY_CLIENT_ERRORS[error.code]) ?? error.message;
      return reply.status(status).send({ error: message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'Something went wrong. Please try again.' } satisfies ApiErrorBody);
  });
}
