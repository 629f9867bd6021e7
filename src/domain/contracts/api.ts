import { z } from 'zod';

/**
 * The one error body of every API (architecture "API surface"): a message, and for invalid input
 * the message of each field by its name.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every route answers its client and server errors with the error body. */
export const ERROR_RESPONSES = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
/** Bytes answered as a download (a PDF or a zip); Node's Buffer is one. */
export const fileBytes = z.custom<Uint8Array<ArrayBufferLike>>(
  (bytes) => bytes instanceof Uint8Array,
);

/** The 202 answer of calls whose result the caller does not show (logs, conversion events). */
export const recordedSchema = z.object({ recorded: z.literal(true) });

/**
 * A form's field in a body that its rule table judges: bounded text, longer than any field's own
 * limit, so the table, not the schema, names the problem (422).
 */
export const ruledField = z.string().max(1000).optional();

/** An application's reference (its Application ID): digits only, as paths and bodies carry it. */
export const applicationReference = z
  .string()
  .regex(/^\d{1,18}$/, 'reference must be an application reference');
/** The path of one application: its reference. */
export const applicationParams = z.object({ reference: applicationReference });
/** The path of one of an application's items (a request, a document): its reference and row id. */
export const applicationItemParams = z.object({
  reference: applicationReference,
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
