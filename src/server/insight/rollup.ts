import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../address-search/sql-rows.ts';
import type { Clock } from '../services.ts';
import { INSIGHT_TIME_ZONE, journeyRows } from './journeys.ts';

/**
 * Events may commit a little after the time they carry (a slow request): each run looks this far
 * back past the previous one, and rebuilding a journey twice changes nothing.
 */
const OVERLAP_MS = 5 * 60_000;
const TZ = sql.raw(`'${INSIGHT_TIME_ZONE}'`);

/**
 * The insight roll-up (decision 085), run by the job queue: rebuilds every journey with an event
 * since the last run, from all of that journey's events, and the field counts of the days those
 * journeys failed validation on. Idempotent; one transaction, so a page never reads half a run.
 */
export async function rollUpInsight(deps: { db: Database; clock: Clock }): Promise<{
  journeys: number;
}> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // One run at a time across processes; a second waits and then finds little left to do.
    await tx.execute(sql`select pg_advisory_xact_lock(7310522)`);
    const [state] = await queryRows<{ rolled_up_to: string }>(
      tx,
      sql`select rolled_up_to from insight_rollup_state where id = 1`,
    );
    const last = state?.rolled_up_to;
    const since = last ? new Date(new Date(last).getTime() - OVERLAP_MS) : new Date(0);
    const sinceText = since.toISOString();

    await tx.execute(sql`
      create temporary table touched on commit drop as
      select distinct application_id::text as k from insight_events
        where occurred_at >= ${sinceText}::timestamptz and application_id is not null
      union
      select distinct visit_id from insight_events
        where occurred_at >= ${sinceText}::timestamptz and application_id is null and visit_id is not null`);
    // A visit that became an application is that application's journey now.
    await tx.execute(sql`
      delete from insight_journeys where journey_key in (
        select visit_id from insight_events
        where occurred_at >= ${sinceText}::timestamptz and application_id is not null and visit_id is not null)`);
    const events = sql`
      select *, application_id::text as k from insight_events
        where application_id in (select k::uuid from touched where k ~ '^[0-9a-f-]{36}$')
      union all
      select *, visit_id as k from insight_events
        where application_id is null and visit_id in (select k from touched)`;
    const written = await queryRows(
      tx,
      sql`
      insert into insight_journeys (journey_key, application_id, started_at, started_day, source,
        referrer, device, channel, viewed_steps, saved_steps, branches_seen, step1_seconds,
        step2_seconds, step3_seconds, step4_seconds, submitted, decided, approved, last_field)
      ${journeyRows(events)}
      on conflict (journey_key) do update set
        application_id = excluded.application_id, started_at = excluded.started_at,
        started_day = excluded.started_day, source = excluded.source,
        referrer = excluded.referrer, device = excluded.device, channel = excluded.channel,
        viewed_steps = excluded.viewed_steps, saved_steps = excluded.saved_steps,
        branches_seen = excluded.branches_seen, step1_seconds = excluded.step1_seconds,
        step2_seconds = excluded.step2_seconds, step3_seconds = excluded.step3_seconds,
        step4_seconds = excluded.step4_seconds, submitted = excluded.submitted,
        decided = excluded.decided, approved = excluded.approved, last_field = excluded.last_field
      returning journey_key`,
    );

    // The field counts of every day on which a touched journey failed validation, rebuilt whole.
    await tx.execute(sql`
      create temporary table touched_days on commit drop as
      select distinct (occurred_at at time zone ${TZ})::date as day from insight_events
        where name = 'validation_failed'
          and coalesce(application_id::text, visit_id) in (select k from touched)`);
    await tx.execute(
      sql`delete from insight_field_daily where day in (select day from touched_days)`,
    );
    await tx.execute(sql`
      insert into insight_field_daily (day, field, error_kind, source, referrer, device, channel, failures)
      select (e.occurred_at at time zone ${TZ})::date, e.field, e.error_kind, j.source, j.referrer,
        j.device, j.channel, count(*)::int
      from insight_events e
      join insight_journeys j on j.journey_key = coalesce(e.application_id::text, e.visit_id)
      where e.name = 'validation_failed'
        and (e.occurred_at at time zone ${TZ})::date in (select day from touched_days)
      group by 1, 2, 3, 4, 5, 6, 7`);

    await tx.execute(sql`
      insert into insight_rollup_state (id, rolled_up_to) values (1, ${now.toISOString()}::timestamptz)
      on conflict (id) do update set rolled_up_to = excluded.rolled_up_to`);
    return { journeys: written.length };
  });
}

/** When the roll-up last ran (ISO), or null before its first run: the pages say "as of". */
export async function rolledUpTo(db: Database): Promise<string | null> {
  const [state] = await queryRows<{ rolled_up_to: string | Date }>(
    db,
    sql`select rolled_up_to from insight_rollup_state where id = 1`,
  );
  return state ? new Date(state.rolled_up_to).toISOString() : null;
}
