import type { FastifyInstance } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Env } from '../env.ts';
import { databaseStoreFor } from './database-store.ts';

/**
 * Where @fastify/rate-limit keeps its counters (issue 12 finding 7, decision 043): in Redis when
 * REDIS_URL is set, otherwise in the database; never in one process's memory, so every process
 * behind the load balancer counts the same hits.
 */
export async function rateLimitOptions(
  app: FastifyInstance,
  env: Env,
): Promise<RateLimitPluginOptions> {
  const common = { global: false, nameSpace: 'rate-limit:' } satisfies RateLimitPluginOptions;
  if (!env.REDIS_URL) return { ...common, store: databaseStoreFor(app.db) as never };
  const { Redis } = await import('ioredis');
  const redis = new Redis(env.REDIS_URL, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  // ioredis reconnects by itself; without a listener a lost connection would end the process.
  redis.on('error', (error: Error) =>
    app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'),
  );
  // Connected before the first request when Redis is up; a start without it still serves.
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // A Redis that cannot be reached must not take the site down with it: requests go unlimited
  // until it is back (and the warning above says so).
  return { ...common, redis, skipOnError: true };
}
