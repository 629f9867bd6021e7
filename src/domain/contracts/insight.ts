/**
 * Funnel insight's calls (issue 22): the browser's step events, and the staff's reports. Every
 * text the browser sends is a short token, a field name or a host: a value cannot ride in.
 */
import { z } from 'zod';
import { BREAKDOWNS, MAX_RANGE_DAYS } from '../insight/funnel.ts';
import {
  BROWSER_EVENT_NAMES,
  DEVICE_CLASSES,
  ERROR_KINDS,
  MAX_FAILURE_COUNT,
  MAX_FAILURES_PER_BEACON,
} from '../insight/events.ts';
import type { ErrorKind } from '../validation/types.ts';
import { ERROR_RESPONSES, recordedSchema } from './api.ts';
import { API } from './wire.ts';

/** A visit's random id: made by the page, kept in memory and the tab's own history state only. */
export const VISIT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.]{0,79}$/;
const SHORT_TOKEN = z.string().max(100);
const HOST = z
  .string()
  .max(253)
  .regex(/^[A-Za-z0-9.-]*$/, 'referrerHost must be a host name');

export const insightEventContract = {
  ...API.insightEvent,
  body: z.object({
    name: z.enum(BROWSER_EVENT_NAMES),
    visitId: z.string().regex(VISIT_ID_PATTERN, 'visitId must be 16 to 64 letters, digits, - or _'),
    step: z.number().int().min(1).max(4),
    /** The application's Token, once it has one: links the visit to it. */
    token: z.string().min(1).max(100).optional(),
    viewportWidth: z.number().int().min(1).max(20_000),
    /** What the entry page saw (utm parameters and the referring host), before they were dropped. */
    entry: z
      .object({
        utmSource: SHORT_TOKEN.optional(),
        utmMedium: SHORT_TOKEN.optional(),
        referrerHost: HOST.optional(),
      })
      .optional(),
    /** step_left: the last field touched. */
    field: z.string().regex(FIELD_NAME, 'field must be a field name').optional(),
    /**
     * The step's validation failures since its last beacon, by field and error kind (issue 34
     * finding 1): on step_left, or alone as validation_failed. Names and kinds, never a value.
     */
    failures: z
      .array(
        z.object({
          field: z.string().regex(FIELD_NAME, 'field must be a field name'),
          kind: z.enum(ERROR_KINDS as [ErrorKind, ...ErrorKind[]]),
          count: z.number().int().min(1).max(MAX_FAILURE_COUNT),
        }),
      )
      .max(MAX_FAILURES_PER_BEACON)
      .optional(),
  }),
  response: { 202: recordedSchema, ...ERROR_RESPONSES },
} as const;
export type InsightEventBody = z.infer<typeof insightEventContract.body>;

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be yyyy-mm-dd');
const dimension = z.string().max(200).optional();

export const insightQuery = z
  .object({
    from: DAY,
    to: DAY,
    source: dimension,
    referrer: dimension,
    device: z.enum(DEVICE_CLASSES).optional(),
    channel: dimension,
    format: z.enum(['json', 'csv']).optional(),
    /** The CSV's table: the funnel's stages (default), days, step times or a breakdown. */
    table: z.enum(['stages', 'branches', 'days', 'times', ...BREAKDOWNS]).optional(),
  })
  .refine((query) => query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine((query) => daysBetween(query.from, query.to) <= MAX_RANGE_DAYS, {
    message: `The date range is at most ${MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
export type InsightQuery = z.infer<typeof insightQuery>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}
