/** The process and readiness checks (architecture "API surface": health). */
import { z } from 'zod';
import { ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';

export const healthContract = {
  ...API.healthz,
  response: { 200: z.object({ status: z.literal('ok') }), ...ERROR_RESPONSES },
} as const;

export const readinessContract = {
  ...API.readyz,
  response: {
    200: z.object({ status: z.literal('ok'), database: z.string() }),
    ...ERROR_RESPONSES,
  },
} as const;
