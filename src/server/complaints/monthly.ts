import { stringify } from 'csv-stringify/sync';
import { and, gte, lt, sql } from 'drizzle-orm';
import { complaintCategoryLabels } from '#content/complaints.ts';
import { inertCsvCell } from '#domain/csv.ts';
import {
  MONTHLY_COLUMNS,
  type ComplaintCategory,
  type ComplaintMonth,
} from '#domain/complaints/register.ts';
import type { Database } from '../db/client.ts';
import { complaints } from '../db/schema/index.ts';

/** The first instant of a NZ month (YYYY-MM), as the database compares it. */
const monthStart = (month: string) =>
  sql`(${`${month}-01`}::timestamp at time zone 'Pacific/Auckland')`;
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * The annual return's monthly counts (issue 32): per NZ month the complaint was received and per
 * category, how many came in, how many are still open, and how the closed ones ended (upheld,
 * partly upheld, not upheld, deadlocked). Months from `from` to `to` inclusive, both YYYY-MM.
 */
export async function monthlyCounts(
  db: Database,
  range: { from?: string; to?: string },
): Promise<ComplaintMonth[]> {
  const month = sql<string>`to_char(${complaints.receivedAt} at time zone 'Pacific/Auckland', 'YYYY-MM')`;
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})::int`;
  const found = await db
    .select({
      month,
      category: complaints.category,
      received: sql<number>`count(*)::int`,
      open: count(sql`${complaints.state} not in ('resolved', 'deadlocked')`),
      upheld: count(sql`${complaints.outcome} = 'upheld'`),
      partlyUpheld: count(sql`${complaints.outcome} = 'partly-upheld'`),
      notUpheld: count(sql`${complaints.outcome} = 'not-upheld'`),
      deadlocked: count(sql`${complaints.state} = 'deadlocked'`),
    })
    .from(complaints)
    .where(
      and(
        range.from ? gte(complaints.receivedAt, monthStart(range.from)) : undefined,
        range.to ? lt(complaints.receivedAt, monthStart(nextMonth(range.to))) : undefined,
      ),
    )
    .groupBy(month, complaints.category)
    .orderBy(sql`1 desc`, complaints.category);
  return found.map((r) => ({ ...r, category: r.category as ComplaintCategory }));
}

/** The same counts as CSV, every text cell through the shared guard (src/domain/csv.ts). */
export function monthlyCsv(rows: readonly ComplaintMonth[]): string {
  return stringify([
    [...MONTHLY_COLUMNS],
    ...rows.map((r) => [
      inertCsvCell(r.month),
      inertCsvCell(complaintCategoryLabels[r.category]),
      ...[r.received, r.open, r.upheld, r.partlyUpheld, r.notUpheld, r.deadlocked].map(String),
    ]),
  ]);
}
