import { sql, type SQL } from 'drizzle-orm';
import { APPROVING_OUTCOMES } from '#domain/staff/status.ts';

/** The days of the funnel are New Zealand days. */
export const INSIGHT_TIME_ZONE = 'Pacific/Auckland';

const stepSeconds = (step: number) =>
  sql.raw(`extract(epoch from
    min(occurred_at) filter (where name = 'step_saved' and step = ${step})
    - min(occurred_at) filter (where name = 'step_viewed' and step = ${step}))::float8`);

/** The outcomes that count as approved, as SQL literals (the domain's fixed list, no input). */
const APPROVING = sql.raw(APPROVING_OUTCOMES.map((outcome) => `'${outcome}'`).join(', '));

/**
 * One row per journey from its events (`events`: a query of insight_events rows with a `k`
 * column, the journey's key). The roll-up stores these rows; the raw query (the benchmark's
 * baseline) computes them on the fly: one definition for both.
 * - started: the first event; its day in New Zealand.
 * - source and referrer code: the latest known (the save sets them); none is Website and ''.
 * - device and channel: the first known (the entry page's); none is 'unknown' and 'direct'.
 * - last field: the field of the latest step_left, for a journey that never submitted.
 */
export function journeyRows(events: SQL): SQL {
  return sql`
    select k as journey_key,
      (max(application_id::text))::uuid as application_id,
      min(occurred_at) as started_at,
      (min(occurred_at) at time zone ${sql.raw(`'${INSIGHT_TIME_ZONE}'`)})::date as started_day,
      coalesce((array_agg(source order by occurred_at desc, id desc) filter (where source is not null))[1], 'Website') as source,
      coalesce((array_agg(referrer order by occurred_at desc, id desc) filter (where referrer is not null))[1], '') as referrer,
      coalesce((array_agg(device order by occurred_at, id) filter (where device is not null))[1], 'unknown') as device,
      coalesce((array_agg(channel order by occurred_at, id) filter (where channel is not null))[1], 'direct') as channel,
      bit_or(case when name = 'step_viewed' then 1 << (step - 1) else 0 end)::smallint as viewed_steps,
      bit_or(case when name = 'step_saved' then 1 << (step - 1) else 0 end)::smallint as saved_steps,
      bit_or(coalesce(branches, 0))::smallint as branches_seen,
      ${stepSeconds(1)} as step1_seconds,
      ${stepSeconds(2)} as step2_seconds,
      ${stepSeconds(3)} as step3_seconds,
      ${stepSeconds(4)} as step4_seconds,
      bool_or(name = 'submitted') as submitted,
      bool_or(name = 'decision') as decided,
      coalesce((array_agg(outcome order by occurred_at desc, id desc) filter (where name = 'decision'))[1] in (${APPROVING}), false) as approved,
      case when bool_or(name = 'submitted') then null
        else (array_agg(field order by occurred_at desc, id desc) filter (where name = 'step_left' and field is not null))[1]
      end as last_field
    from (${events}) as journey_events
    group by k`;
}

/** Every event with its journey's key: the application, or the visit before any save. */
export const ALL_EVENTS = sql`select *, coalesce(application_id::text, visit_id) as k from insight_events`;
