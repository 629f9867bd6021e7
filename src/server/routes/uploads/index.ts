import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAPTCHA_RESPONSE_FIELD } from '#domain/captcha/protocol.ts';
import { UPLOAD_FILE_FIELD } from '#domain/contracts/wire.ts';
import {
  ID_UPLOAD_CONTRACTS,
  uploadedFileContract,
  uploadFieldsSchema,
} from '#domain/contracts/uploads.ts';
import {
  ID_UPLOAD_KINDS,
  ID_UPLOAD_SETTINGS,
  type IdUploadKind,
} from '#domain/forms/file-upload.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { HttpError } from '#server/http-error.ts';
import { servicesFor } from '#server/services.ts';
import { requireActor } from '#server/session/guards.ts';
import { UPLOAD_ONE_FILE_MESSAGE } from '#server/uploads/file-checks.ts';
import { readIdUpload, storeIdUpload } from '#server/uploads/store-upload.ts';

export const MULTIPART_REQUIRED_MESSAGE = 'Please send the file as multipart/form-data.';
export const UPLOAD_TOO_MANY_PARTS_MESSAGE =
  'The upload has more parts than a file and its fields.';
export const UPLOAD_MALFORMED_MESSAGE = 'The upload was cut short or malformed. Please try again.';
export const UPLOAD_NOT_FOUND_MESSAGE = 'We could not find this file.';

// Explicit multipart limits (the parser does not apply bodyLimit): one file of at most 5 MB
// (loan-application §9) and a few short fields (Token, Guid, the captcha token).
const MULTIPART_LIMITS = {
  fileSize: ID_UPLOAD_SETTINGS.maxBytes,
  files: 1,
  fields: 4,
  fieldSize: 4096,
  fieldNameSize: 100,
  parts: 5,
  headerPairs: 10,
} as const;

/** The multipart parser's refusals, as answers the caller can act on. */
const MULTIPART_ERRORS: Record<string, HttpError> = {
  FST_REQ_FILE_TOO_LARGE: new HttpError(413, MESSAGES.uploadSize),
  FST_FILES_LIMIT: new HttpError(400, UPLOAD_ONE_FILE_MESSAGE),
  FST_PARTS_LIMIT: new HttpError(413, UPLOAD_TOO_MANY_PARTS_MESSAGE),
  FST_FIELDS_LIMIT: new HttpError(413, UPLOAD_TOO_MANY_PARTS_MESSAGE),
  FST_PROTO_VIOLATION: new HttpError(400, UPLOAD_MALFORMED_MESSAGE),
  FST_INVALID_MULTIPART_CONTENT_TYPE: new HttpError(415, MULTIPART_REQUIRED_MESSAGE),
};
// busboy's own errors for a broken body carry no code.
const BUSBOY_MALFORMED =
  /Unexpected end of form|Malformed part header|Boundary not found|terminated early/;

interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  value?: unknown;
  _buf?: Buffer | null;
}

/** The body as @fastify/multipart attaches it: each part by its field name (a list when repeated). */
function partsOf(body: unknown): MultipartPart[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.values(body).flatMap((entry: unknown) =>
    (Array.isArray(entry) ? entry : [entry]).filter(
      (part): part is MultipartPart =>
        typeof part === 'object' && part !== null && 'type' in part && 'fieldname' in part,
    ),
  );
}

function fieldValue(body: unknown, name: string): string | undefined {
  const part = partsOf(body).find((p) => p.type === 'field' && p.fieldname === name);
  return typeof part?.value === 'string' ? part.value : undefined;
}

/** The one file and the text fields of an upload, or a 400 naming what is wrong. */
function readUpload(body: unknown) {
  const parts = partsOf(body);
  const files = parts.filter((part) => part.type === 'file');
  if (files.length > 1) throw new HttpError(400, UPLOAD_ONE_FILE_MESSAGE);
  const [file] = files;
  if (!file || file.fieldname !== UPLOAD_FILE_FIELD)
    throw new HttpError(400, MESSAGES.uploadRequired, {
      [UPLOAD_FILE_FIELD]: MESSAGES.uploadRequired,
    });
  const texts: Record<string, string> = {};
  for (const part of parts) {
    if (part.type !== 'field') continue;
    if (Object.hasOwn(texts, part.fieldname) || typeof part.value !== 'string')
      throw new HttpError(400, 'Each field is sent once.', {
        [part.fieldname]: 'Sent more than once',
      });
    texts[part.fieldname] = part.value;
  }
  const fields = uploadFieldsSchema.safeParse(texts);
  if (!fields.success) {
    const problems = Object.fromEntries(
      fields.error.issues.map((issue) => [String(issue.path[0] ?? 'request'), issue.message]),
    );
    throw new HttpError(400, 'The request is invalid.', problems);
  }
  return {
    fields: fields.data,
    file: { name: file.filename ?? '', bytes: file._buf ?? Buffer.alloc(0) },
  };
}

/** Refused before the body is read (the parser's own flag is set only once it has parsed). */
async function requireMultipart(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new HttpError(415, MULTIPART_REQUIRED_MESSAGE);
}

/**
 * ID uploads (issue 8, decision 031): POST /api/uploads/driver-licence and /passport, multipart
 * with one file, the captcha token and the application's Token and Guid; a broker's session only.
 * GET /api/uploads/:reference gives a stored file back to its uploader or staff, nobody else.
 */
export async function uploadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Scoped to this plugin: only these routes read multipart. preservePath keeps the name as sent,
  // so a name with path characters is refused instead of silently cut to its last part.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: true,
    preservePath: true,
    limits: MULTIPART_LIMITS,
    throwFileSizeLimit: true,
  });
  app.setErrorHandler((error: FastifyError) => {
    const known = error.code ? MULTIPART_ERRORS[error.code] : undefined;
    if (known) throw known;
    if (!(error instanceof HttpError) && !error.statusCode && BUSBOY_MALFORMED.test(error.message))
      throw new HttpError(400, UPLOAD_MALFORMED_MESSAGE);
    throw error;
  });

  const uploadRoute = (kind: IdUploadKind) =>
    app.post(
      ID_UPLOAD_CONTRACTS[kind].path,
      {
        schema: { response: ID_UPLOAD_CONTRACTS[kind].response },
        onRequest: [requireActor('broker'), requireMultipart],
        config: {
          rateLimit: { max: 30, timeWindow: '1 minute' },
          captcha: {
            action: 'submit_form',
            signals: (body: unknown) => ({ response: fieldValue(body, CAPTCHA_RESPONSE_FIELD) }),
          },
        },
      },
      async (request, reply) => {
        const { fields, file } = readUpload(request.body);
        const reference = await storeIdUpload(servicesFor(app, request), kind, fields, file);
        return reply.type('text/plain; charset=utf-8').send(reference);
      },
    );
  for (const kind of ID_UPLOAD_KINDS) uploadRoute(kind);

  app.get(
    uploadedFileContract.path,
    {
      schema: { params: uploadedFileContract.params, response: uploadedFileContract.response },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const found = await readIdUpload(servicesFor(app, request), request.params.reference);
      if (!found) throw new HttpError(404, UPLOAD_NOT_FOUND_MESSAGE);
      return reply
        .type(found.type)
        .header('content-disposition', 'attachment')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(found.bytes);
    },
  );
}
