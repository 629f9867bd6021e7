// Starts the server: reads the environment, builds the app, listens, and shuts down gracefully.
import { buildApp } from './app.ts';
import { EnvError, readEnv } from './env.ts';

/** A process manager's usual grace before SIGKILL is 10 to 30 s: done well within the first. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Kept back from draining for close() itself (the database among the rest). */
const CLOSE_ALLOWANCE_MS = 2_000;

async function main(): Promise<void> {
  let env;
  try {
    env = readEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ env });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error(`shutdown timed out after ${SHUTDOWN_TIMEOUT_MS / 1000} s`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Answer what has arrived and tell clients to go (plugins/drain.ts), then close(): it stops
    // listening, ends the idle connections, waits for any last request and closes the database.
    await app.drain({ maxMs: SHUTDOWN_TIMEOUT_MS - CLOSE_ALLOWANCE_MS });
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

await main();
