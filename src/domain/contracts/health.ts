/** The process and readiness checks (architecture "API surface": health). */
import { z } from 'zod';
import { ERROR_RESPONSES } from './api.ts';

export const healthContract = {
  method: 'GET',
  path: '/healthz',
  response: { 200: z.object({ status: z.literal('ok') }), ...ERROR_RESPONSES },
} as const;

export const readinessContract = {
  method: 'GET',
  path: '/readyz',
  response: {
    200: z.object({ status: z.literal('ok'), database: z.string() }),
    ...ERROR_RESPONSES,
  },
} as const;
