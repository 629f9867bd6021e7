import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test-support/test-app.ts';
import {
  NAMED_SANDBOXES,
  fixtureWorkDir,
  startServer,
} from '#server/test-support/server-process.ts';
import { TEST_STAFF } from '#server/test-support/sessions.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { SESSION_COOKIE } from './plugin.ts';
import { signIn } from './sessions.ts';

// Real server processes (the integration project); the sessions themselves are tested in
// sessions.test.ts.
describe.skipIf(!process.env.TEST_POSTGRES_URL)('two server processes on one PostgreSQL', () => {
  let database: DatabaseHandle & { url?: string };
  let workDir: Awaited<ReturnType<typeof fixtureWorkDir>>;
  let servers: ReturnType<typeof startServer>[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    workDir = await fixtureWorkDir();
    servers = [0, 1].map(() =>
      startServer(workDir.dir, {
        ...NAMED_SANDBOXES,
        DATABASE_URL: database.url!,
        LOG_LEVEL: 'info',
      }),
    );
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await workDir.remove();
    await database.close();
  });

  it('honours a session in both processes, and a sign-out in one ends it in the other', async () => {
    const [a, b] = await Promise.all(servers.map((server) => server.listening));
    // A third process signs the staff member in (the sign-in pages come with the roles issue).
    const session = await signIn(
      {
        db: database.db,
        clock: () => new Date(),
        sessionLifetime: { idleMinutes: 30, absoluteHours: 12 },
      },
      TEST_STAFF,
    );
    const cookie = `${SESSION_COOKIE}=${session.id}`;
    const status = async (base: string) =>
      (await fetch(`${base}/api/staff/x`, { headers: { cookie } })).status;
    expect([await status(a!), await status(b!)]).toEqual([404, 404]);
    await fetch(`${a}/api/session/sign-out`, { method: 'POST', headers: { cookie } });
    expect(await status(b!)).toBe(401);
  }, 60_000);
});
