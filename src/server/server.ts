// Starts the server: reads the environment, builds the app, listens, and shuts down gracefully.
import { buildApp } from './app.ts';
import { EnvError, readEnv } from './env.ts';

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
    // close() stops accepting connections, waits for in-flight requests, then runs onClose hooks (database).
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out after 10 s');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

await main();
