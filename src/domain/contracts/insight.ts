/**
 * Funnel insight's calls (issue 22): the browser's step events, and the staff's reports. Every
 * text the browser sends is a short token, a field name or a host: a value cannot ride in.
 */
import { z } from 'zod';
import {
  BREAKDOWNS,
  MAX_RANGE_DAYS,
  type BreakdownRow,
  type FieldRow,
  type FunnelAnswer,
  type StageId,
  type StageRow,
} from '../insight/funnel.ts';
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

const count = z.number().int().min(0);
const share = z.number().nullable();
const stageRow = z.object({
  stage: z.custom<StageId>((value) => typeof value === 'string'),
  label: z.string(),
  reached: count,
  conversion: share,
  dropOff: share,
}) satisfies z.ZodType<StageRow>;
const breakdownRows = z.array(
  z.object({ value: z.string(), started: count, submitted: count, approved: count }),
) satisfies z.ZodType<BreakdownRow[]>;

/** The staff's funnel (JSON; `?format=csv` answers one table's CSV text instead). */
export const funnelAnswerSchema = z.object({
  filters: z.object({
    from: z.string(),
    to: z.string(),
    source: z.string().optional(),
    referrer: z.string().optional(),
    device: z.string().optional(),
    channel: z.string().optional(),
  }),
  stages: z.array(stageRow),
  branches: z.array(stageRow),
  stepTimes: z.array(
    z.object({
      step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
      journeys: count,
      medianSeconds: z.number().nullable(),
      p90Seconds: z.number().nullable(),
    }),
  ),
  days: z.array(
    z.object({
      day: z.string(),
      started: count,
      submitted: count,
      decided: count,
      approved: count,
    }),
  ),
  breakdowns: z.object({
    source: breakdownRows,
    referrer: breakdownRows,
    device: breakdownRows,
    channel: breakdownRows,
  }),
  rolledUpTo: z.string().nullable(),
}) satisfies z.ZodType<FunnelAnswer>;

const csvText = z.string().describe('the CSV (?format=csv)');

export const insightFunnelContract = {
  ...API.insightFunnel,
  querystring: insightQuery,
  response: { 200: funnelAnswerSchema.or(csvText), ...ERROR_RESPONSES },
} as const;

export const insightFieldsContract = {
  ...API.insightFields,
  querystring: insightQuery,
  response: {
    200: z
      .object({
        fields: z.array(
          z.object({
            field: z.string(),
            failures: count,
            kinds: z.record(z.string(), count),
            lastTouched: count,
          }),
        ) satisfies z.ZodType<FieldRow[]>,
      })
      .or(csvText),
    ...ERROR_RESPONSES,
  },
} as const;

/** "Bring up to date": the roll-up run now; how many journeys it rolled up and up to when. */
export const insightRefreshContract = {
  ...API.insightRefresh,
  response: {
    200: z.object({ journeys: count, rolledUpTo: z.string().nullable() }),
    ...ERROR_RESPONSES,
  },
} as const;
