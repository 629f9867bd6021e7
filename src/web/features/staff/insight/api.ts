import { API } from '#domain/contracts/wire.ts';
import type { FieldRow, FunnelAnswer, InsightFilters } from '#domain/insight/funnel.ts';
import { callApi } from '#web/api/call.ts';
import { writeFilters } from './filters.ts';

/** What the insight pages have of the staff API: the figures, or why there are none. */
export type InsightLoad =
  | { state: 'loading' }
  | { state: 'sign-in-required' }
  | { state: 'not-allowed' }
  | { state: 'failed'; message: string }
  | { state: 'ok'; funnel: FunnelAnswer; fields: FieldRow[] };

const FAILED = 'The figures could not be loaded. Please try again.';

const contracts = () => import('#domain/contracts/insight.ts');

/** The funnel and the fields for the filters, both from the roll-up (decision 085). */
export async function loadInsight(filters: InsightFilters): Promise<InsightLoad> {
  const query = writeFilters(filters);
  const [funnel, fields] = await Promise.all([
    callApi(API.insightFunnel, {
      query,
      answers: () => contracts().then((c) => c.insightFunnelContract.response),
    }),
    callApi(API.insightFields, {
      query,
      answers: () => contracts().then((c) => c.insightFieldsContract.response),
    }),
  ]);
  // JSON was asked for: the CSV text the contracts also allow is a failure here.
  if (funnel.ok && fields.ok && typeof funnel.body !== 'string' && typeof fields.body !== 'string')
    return { state: 'ok', funnel: funnel.body, fields: fields.body.fields };
  const refused = !funnel.ok ? funnel : !fields.ok ? fields : null;
  if (refused?.kind === 'signed-out') return { state: 'sign-in-required' };
  if (refused?.kind === 'forbidden') return { state: 'not-allowed' };
  return { state: 'failed', message: refused?.message ?? FAILED };
}

/** Runs the roll-up now; true when it ran. */
export async function refreshInsight(): Promise<boolean> {
  const outcome = await callApi(API.insightRefresh, {
    answers: () => contracts().then((c) => c.insightRefreshContract.response),
  });
  return outcome.ok;
}

/** The address of one table's CSV download, with the page's filters. */
export const csvHref = (filters: InsightFilters, path: string, table?: string) =>
  `${path}?${writeFilters(filters, { format: 'csv', ...(table && { table }) })}`;
