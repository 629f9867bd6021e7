import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * The server's real answer, read with the schema the browser's client reads it with (the
 * contract's): it must parse, status and all.
 */
export function expectAnswer(
  response: LightMyRequestResponse,
  contract: { response: Record<string | number, z.ZodType> },
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  const parsed = contract.response[status]!.safeParse(response.json());
  expect(parsed.error).toBeUndefined();
  return parsed.data;
}
