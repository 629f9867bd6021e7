// The app as the benches run it: production's logger writing to /dev/null rather than a terminal,
// the captcha in its documented test mode, and the load arriving through a trusted proxy at
// 127.0.0.1 with one client address per call (so the per-address limits do not cap it).
import pino from 'pino';
import { buildApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { loggerOptions } from '#server/logger.ts';
import { testEnv } from '#server/test-support/test-app.ts';

export async function benchApp(database: DatabaseHandle) {
  const env = testEnv({
    NODE_ENV: 'test',
    CAPTCHA_TEST_MODE: 'true',
    LOG_LEVEL: 'info',
    TRUST_PROXY: '127.0.0.1',
  });
  const options = loggerOptions({ ...env, NODE_ENV: 'production' });
  const logger = pino(
    typeof options === 'object' ? options : {},
    pino.destination({ dest: '/dev/null', sync: false }),
  );
  return buildApp({ env, database, pages: false, logger });
}
