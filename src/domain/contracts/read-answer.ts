import type { z } from 'zod';

/**
 * An answer checked against its schema: the parsed value, or null when it does not match. The
 * browser treats null as a failed call: an answer is never trusted because it arrived.
 */
export function readAnswer<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> | null {
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
