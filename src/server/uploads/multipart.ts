import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_FILE_FIELD } from '#domain/contracts/wire.ts';
import { ID_UPLOAD_SETTINGS } from '#domain/forms/file-upload.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { HttpError } from '../http-error.ts';
import { UPLOAD_ONE_FILE_MESSAGE } from './file-checks.ts';

/**
 * The multipart reading of every upload route (ID uploads, decision 031; requested documents,
 * decision 092): one file of at most 5 MB and a few short fields, the parser's refusals as 4xx.
 */
export const MULTIPART_REQUIRED_MESSAGE = 'Please send the file as multipart/form-data.';
export const UPLOAD_TOO_MANY_PARTS_MESSAGE =
  'The upload has more parts than a file and its fields.';
export const UPLOAD_MALFORMED_MESSAGE = 'The upload was cut short or malformed. Please try again.';

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
  /Unexpected end of (form|multipart data)|Malformed part header|Boundary not found|terminated early/;

export interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  value?: unknown;
  _buf?: Buffer | null;
}

/** The body as @fastify/multipart attaches it: each part by its field name (a list when repeated). */
export function partsOf(body: unknown): MultipartPart[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.values(body).flatMap((entry: unknown) =>
    (Array.isArray(entry) ? entry : [entry]).filter(
      (part): part is MultipartPart =>
        typeof part === 'object' && part !== null && 'type' in part && 'fieldname' in part,
    ),
  );
}

/** Refused before the body is read (the parser's own flag is set only once it has parsed). */
export async function requireMultipart(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new HttpError(415, MULTIPART_REQUIRED_MESSAGE);
}

/**
 * Registers the parser on an upload plugin (scoped to it: only its routes read multipart).
 * preservePath keeps the name as sent, so a name with path characters is refused instead of
 * silently cut to its last part.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
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
}

/** The one file of an upload, under its field, or a 400 naming what is wrong. */
export function theFile(parts: MultipartPart[]): { name: string; bytes: Buffer } {
  const files = parts.filter((part) => part.type === 'file');
  if (files.length > 1) throw new HttpError(400, UPLOAD_ONE_FILE_MESSAGE);
  const [file] = files;
  if (!file || file.fieldname !== UPLOAD_FILE_FIELD)
    throw new HttpError(400, MESSAGES.uploadRequired, {
      [UPLOAD_FILE_FIELD]: MESSAGES.uploadRequired,
    });
  return { name: file.filename ?? '', bytes: file._buf ?? Buffer.alloc(0) };
}
