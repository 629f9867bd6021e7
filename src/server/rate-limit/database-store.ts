import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** About one hit in this many also deletes the counters whose window has ended. */
const CLEANUP_EVERY_HITS = 500;

/**
 * A store for @fastify/rate-limit on the rate_limits table (decision 043): every process counts in
 * the same rows, so a second process does not double the limit. One upsert per hit: a window that
 * has ended starts again at 1. The database's clock decides the window, not each process's.
 */
export function databaseStoreFor(db: Database) {
  // Prepared once: built and parsed once, not on every request of every limited route.
  const hitStatement = db
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      windowEndsAt: sql`now() + ${sql.placeholder('window')}::interval`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttlMs: sql<number>`greatest(0, extract(epoch from (${rateLimits.windowEndsAt} - now())) * 1000)::float8`,
    })
    .prepare('rate_limit_hit');

  class DatabaseRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindowMs: number): void {
      this.hit(`${this.prefix}${key}`, timeWindowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    private async hit(key: string, timeWindowMs: number) {
      const [row] = await hitStatement.execute({
        key,
        window: `${Math.max(1, Math.trunc(timeWindowMs))} milliseconds`,
      });
      if (Math.random() * CLEANUP_EVERY_HITS < 1) {
        await db.delete(rateLimits).where(sql`${rateLimits.windowEndsAt} < now()`);
      }
      return { current: row!.hits, ttl: Math.ceil(Number(row!.ttlMs)) };
    }

    /** One store per route: its counters are kept apart by the route's method and URL. */
    child(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = options.routeInfo;
      return new DatabaseRateLimitStore(
        route?.url ? `${[route.method].flat().join(',')} ${route.url} ` : '',
      );
    }
  }
  return DatabaseRateLimitStore;
}
