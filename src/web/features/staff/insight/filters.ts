/**
 * The insight pages' view (issue 22 "Pages"): the date range and a value for each breakdown,
 * living in the address (`/staff/insight/?from=2026-11-01&to=2026-11-27&source=Broker`), so a
 * view can be shared and survives a reload. The staff API takes the same parameters.
 */
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
// Not the contract module (it brings zod): the page's code stays out of the steps' shared chunks.
import { BREAKDOWNS, MAX_RANGE_DAYS, type InsightFilters } from '#domain/insight/funnel.ts';
import { STAFF_INSIGHT_PATH } from '#domain/session/paths.ts';

export const INSIGHT_PATH = STAFF_INSIGHT_PATH;
/** The range a first visit shows: the last 30 New Zealand days. */
const DEFAULT_DAYS = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The filters of an address: a missing or unreadable date takes the default range's, and a range
 * the API would refuse (reversed, or over a year) is put right rather than shown as an error.
 */
export function readFilters(
  params: URLSearchParams,
  today = newZealandDate(new Date()),
): InsightFilters {
  const to = isDay(params.get('to')) ? params.get('to')! : today;
  let from = isDay(params.get('from')) ? params.get('from')! : addDays(to, 1 - DEFAULT_DAYS);
  if (from > to) from = to;
  if (from < addDays(to, -MAX_RANGE_DAYS)) from = addDays(to, -MAX_RANGE_DAYS);
  const filters: InsightFilters = { from, to };
  for (const dimension of BREAKDOWNS) {
    const value = params.get(dimension);
    if (value) filters[dimension] = value.slice(0, 200);
  }
  return filters;
}

/** The query string of filters (without `?`), the page's and the API's alike. */
export function writeFilters(filters: InsightFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  for (const dimension of BREAKDOWNS) {
    const value = filters[dimension];
    if (value) params.set(dimension, value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}
