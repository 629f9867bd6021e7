import { sql, type SQL } from 'drizzle-orm';
import {
  BREAKDOWNS,
  FUNNEL_STEPS,
  stageRows,
  type Breakdown,
  type BreakdownRow,
  type DayRow,
  type FieldRow,
  type FunnelReport,
  type InsightFilters,
  type StageId,
  type StepTime,
} from '#domain/insight/funnel.ts';
import { BRANCH_STEP, BRANCHES } from '#domain/insight/events.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from '../address-search/sql-rows.ts';
import { ALL_EVENTS, journeyRows } from './journeys.ts';

/**
 * Where the journeys come from: the roll-up's table (the pages), or computed from every event on
 * the spot (the benchmark's baseline and a check that the roll-up is the same).
 */
export type JourneySource = 'rollup' | 'events';

const journeysFrom = (from: JourneySource): SQL =>
  from === 'rollup' ? sql`insight_journeys` : sql`(${journeyRows(ALL_EVENTS)})`;

function where(filters: InsightFilters): SQL {
  const parts = [sql`started_day between ${filters.from}::date and ${filters.to}::date`];
  for (const dimension of BREAKDOWNS) {
    const value = filters[dimension];
    if (value !== undefined) parts.push(sql`${sql.identifier(dimension)} = ${value}`);
  }
  return sql.join(parts, sql` and `);
}

const bit = (column: string, index: number) =>
  sql.raw(`count(*) filter (where ${column} & ${1 << index} <> 0)::int`);

/** The funnel over the journeys that started in the range, with the filters (issue 22). */
export async function funnelReport(
  db: Database,
  filters: InsightFilters,
  from: JourneySource = 'rollup',
): Promise<FunnelReport> {
  const journeys = sql`(select * from ${journeysFrom(from)} as all_journeys where ${where(filters)})`;
  const stepColumns = FUNNEL_STEPS.flatMap((step) => [
    sql`${bit('viewed_steps', step - 1)} as ${sql.identifier(`step-${step}-viewed`)}`,
    sql`${bit('saved_steps', step - 1)} as ${sql.identifier(`step-${step}-saved`)}`,
    sql.raw(`percentile_cont(0.5) within group (order by step${step}_seconds) as median_${step}`),
    sql.raw(`percentile_cont(0.9) within group (order by step${step}_seconds) as p90_${step}`),
    sql.raw(`count(step${step}_seconds)::int as timed_${step}`),
  ]);
  const branchColumns = BRANCHES.flatMap((branch, index) => {
    const continued = `count(*) filter (where branches_seen & ${1 << index} <> 0 and saved_steps & ${1 << (BRANCH_STEP[branch] - 1)} <> 0)::int`;
    return [
      sql`${bit('branches_seen', index)} as ${sql.identifier(`branch-${branch}`)}`,
      sql`${sql.raw(continued)} as ${sql.identifier(`next-${branch}`)}`,
    ];
  });
  const [totals] = await queryRows<Record<string, number | null>>(
    db,
    sql`select count(*)::int as started,
      ${sql.join([...stepColumns, ...branchColumns], sql`, `)},
      count(*) filter (where submitted)::int as submitted,
      count(*) filter (where decided)::int as decided,
      count(*) filter (where approved)::int as approved
    from ${journeys} as j`,
  );
  const counts = totals!;
  const reached = Object.fromEntries(
    Object.entries(counts).map(([key, value]) => [key, Number(value ?? 0)]),
  ) as Record<StageId, number>;
  const branchNext = Object.fromEntries(
    BRANCHES.map((branch) => [`branch-${branch}`, Number(counts[`next-${branch}`] ?? 0)]),
  );
  const stepTimes: StepTime[] = FUNNEL_STEPS.map((step) => ({
    step,
    journeys: Number(counts[`timed_${step}`] ?? 0),
    medianSeconds: counts[`median_${step}`] ?? null,
    p90Seconds: counts[`p90_${step}`] ?? null,
  }));
  const { days, breakdowns } = await daysAndBreakdowns(db, journeys);
  return { filters, ...stageRows(reached, branchNext), stepTimes, days, breakdowns };
}

/** Days and every breakdown in one pass over the journeys (grouping sets). */
async function daysAndBreakdowns(
  db: Database,
  journeys: SQL,
): Promise<Pick<FunnelReport, 'days' | 'breakdowns'>> {
  const grouped = await queryRows<
    Record<`g_${'day' | Breakdown}`, number> &
      Record<Breakdown, string> & { day: string } & Omit<DayRow, 'day'>
  >(
    db,
    sql`select grouping(started_day)::int as g_day, grouping(source)::int as g_source,
      grouping(referrer)::int as g_referrer, grouping(device)::int as g_device,
      grouping(channel)::int as g_channel,
      to_char(started_day, 'YYYY-MM-DD') as day, source, referrer, device, channel,
      count(*)::int as started,
      count(*) filter (where submitted)::int as submitted,
      count(*) filter (where decided)::int as decided,
      count(*) filter (where approved)::int as approved
    from ${journeys} as j
    group by grouping sets ((started_day), (source), (referrer), (device), (channel))`,
  );
  const days: DayRow[] = grouped
    .filter((row) => row.g_day === 0)
    .map(({ day, started, submitted, decided, approved }) => ({
      day,
      started,
      submitted,
      decided,
      approved,
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const breakdowns = {} as Record<Breakdown, BreakdownRow[]>;
  for (const dimension of BREAKDOWNS) {
    breakdowns[dimension] = grouped
      .filter((row) => row[`g_${dimension}`] === 0)
      .map((row) => ({
        value: row[dimension],
        started: row.started,
        submitted: row.submitted,
        approved: row.approved,
      }))
      .sort((a, b) => b.started - a.started || a.value.localeCompare(b.value));
  }
  return { days, breakdowns };
}

/**
 * The fields table (issue 22 "Fields"): validation failures by field and error kind over the
 * days in the range, and how often each was the last field of a journey that left; worst first.
 */
export async function fieldReport(db: Database, filters: InsightFilters): Promise<FieldRow[]> {
  const dims = BREAKDOWNS.flatMap((dimension) =>
    filters[dimension] === undefined
      ? []
      : [sql`${sql.identifier(dimension)} = ${filters[dimension]}`],
  );
  const dimWhere = dims.length ? sql` and ${sql.join(dims, sql` and `)}` : sql``;
  const failures = await queryRows<{ field: string; error_kind: string; failures: number }>(
    db,
    sql`select field, error_kind, sum(failures)::int as failures from insight_field_daily
      where day between ${filters.from}::date and ${filters.to}::date ${dimWhere}
      group by field, error_kind`,
  );
  const last = await queryRows<{ field: string; journeys: number }>(
    db,
    sql`select last_field as field, count(*)::int as journeys from insight_journeys
      where ${where(filters)} and last_field is not null group by last_field`,
  );
  const rows = new Map<string, FieldRow>();
  const row = (field: string) => {
    let found = rows.get(field);
    if (!found) rows.set(field, (found = { field, failures: 0, kinds: {}, lastTouched: 0 }));
    return found;
  };
  for (const { field, error_kind, failures: count } of failures) {
    const entry = row(field);
    entry.failures += count;
    entry.kinds[error_kind] = (entry.kinds[error_kind] ?? 0) + count;
  }
  for (const { field, journeys } of last) row(field).lastTouched = journeys;
  return [...rows.values()].sort(
    (a, b) =>
      b.failures - a.failures || b.lastTouched - a.lastTouched || a.field.localeCompare(b.field),
  );
}
