import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAPTCHA_RESPONSE_FIELD } from '#domain/captcha/protocol.ts';
import {
  ID_UPLOAD_CONTRACTS,
  uploadedFileContract,
  uploadFieldsSchema,
} from '#domain/contracts/uploads.ts';
import { ID_UPLOAD_KINDS, type IdUploadKind } from '#domain/forms/file-upload.ts';
import { HttpError } from '#server/http-error.ts';
import { servicesFor } from '#server/services.ts';
import { requireActor } from '#server/session/guards.ts';
import {
  partsOf,
  registerMultipart,
  requireMultipart,
  theFile,
} from '#server/uploads/multipart.ts';
import { readIdUpload, storeIdUpload } from '#server/uploads/store-upload.ts';

export const UPLOAD_NOT_FOUND_MESSAGE = 'We could not find this file.';

function fieldValue(body: unknown, name: string): string | undefined {
  const part = partsOf(body).find((p) => p.type === 'field' && p.fieldname === name);
  return typeof part?.value === 'string' ? part.value : undefined;
}

/** The one file and the text fields of an upload, or a 400 naming what is wrong. */
function readUpload(body: unknown) {
  const parts = partsOf(body);
  const file = theFile(parts);
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
    file,
  };
}

/**
 * ID uploads (issue 8, decision 031): POST /api/uploads/driver-licence and /passport, multipart
 * with one file, the captcha token and the application's Token and Guid; a broker's session only.
 * GET /api/uploads/:reference gives a stored file back to its uploader or staff, nobody else.
 */
export async function uploadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await registerMultipart(app);

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
