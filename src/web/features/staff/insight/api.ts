import { API } from '#domain/contracts/wire.ts';
import type { FieldRow, FunnelAnswer, InsightFilters } from '#domain/insight/funnel.ts';
import { writeFilters } from './filters.ts';

/** What the insight pages have of the staff API: the figures, or why there are none. */
export type InsightLoad =
  | { state: 'loading' }
  | { state: 'sign-in-required' }
  | { state: 'not-allowed' }
  | { state: 'failed'; message: string }
  | { state: 'ok'; funnel: FunnelAnswer; fields: FieldRow[] };

const FAILED = 'The figures could not be loaded. Please try again.';

async function getJson<T>(
  path: string,
): Promise<{ ok: true; body: T } | { ok: false; status: number; message: string }> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (response.ok) return { ok: true, body: (await response.json()) as T };
  const error = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return {
    ok: false,
    status: response.status,
    message: typeof error?.error === 'string' ? error.error : FAILED,
  };
}

/** The funnel and the fields for the filters, both from the roll-up (decision 085). */
export async function loadInsight(filters: InsightFilters): Promise<InsightLoad> {
  try {
    const query = writeFilters(filters);
    const [funnel, fields] = await Promise.all([
      getJson<FunnelAnswer>(`${API.insightFunnel.path}?${query}`),
      getJson<{ fields: FieldRow[] }>(`${API.insightFields.path}?${query}`),
    ]);
    if (funnel.ok && fields.ok)
      return { state: 'ok', funnel: funnel.body, fields: fields.body.fields };
    const refused = !funnel.ok ? funnel : !fields.ok ? fields : null;
    if (refused?.status === 401) return { state: 'sign-in-required' };
    if (refused?.status === 403) return { state: 'not-allowed' };
    return { state: 'failed', message: refused?.message ?? FAILED };
  } catch {
    return { state: 'failed', message: FAILED };
  }
}

/** Runs the roll-up now; true when it ran. */
export async function refreshInsight(): Promise<boolean> {
  try {
    const response = await fetch(API.insightRefresh.path, { method: API.insightRefresh.method });
    return response.ok;
  } catch {
    return false;
  }
}

/** The address of one table's CSV download, with the page's filters. */
export const csvHref = (filters: InsightFilters, path: string, table?: string) =>
  `${path}?${writeFilters(filters, { format: 'csv', ...(table && { table }) })}`;
