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

/** The 202 answer of calls whose result the caller does not show (logs, conversion events). */
export const recordedSchema = z.object({ recorded: z.literal(true) });
