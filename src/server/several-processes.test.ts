import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#domain/contracts/wire.ts';
import { CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { validApplicationValues } from '#domain/loan-application/fixtures.ts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { SESSION_COOKIE } from './session/plugin.ts';
import { signIn } from './session/sessions.ts';
import { fixtureWorkDir, freePort, startTestModeServer } from './test-support/server-process.ts';
import { TEST_STAFF } from './test-support/sessions.ts';
import { createTestPostgresDatabase } from './test-support/test-app.ts';

/**
 * Issue 12 proof 5: two server processes behind nginx (Debian's package) on loopback, on one
 * PostgreSQL database, as production runs them. Both start together on an empty database (the
 * migrations race), a journey whose requests alternate between them completes, and sessions and
 * rate limits hold across both. nginx runs from a config this test writes, with its own port, pid
 * and logs in a temporary folder; the machine's nginx service is never touched.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v']).status === 0,
);
const POSTGRES = process.env.TEST_POSTGRES_URL;
const SKIP_REASON = !NGINX
  ? 'nginx is not installed (apt-get install -y nginx, or node scripts/ensure-nginx.mjs)'
  : !POSTGRES
    ? 'TEST_POSTGRES_URL is not set (the processes share one PostgreSQL database)'
    : undefined;
if (SKIP_REASON) console.warn(`several-processes.test.ts skipped: ${SKIP_REASON}`);

/** The resume call's limit per client and minute (routes/loan-app/index.ts). */
const RESUME_LIMIT = 60;

let workDir: Awaited<ReturnType<typeof fixtureWorkDir>>;
let database: { url: string; drop(): Promise<void> };
let servers: Array<Awaited<ReturnType<typeof startTestModeServer>>> = [];
let nginx: ChildProcess | undefined;
let nginxDir: string;
let base: string;

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function startNginx(upstreams: number[]): Promise<string> {
  nginxDir = path.join(workDir.dir, 'nginx');
  await mkdir(nginxDir, { recursive: true });
  const port = await freePort();
  const config = path.join(nginxDir, 'nginx.conf');
  await writeFile(config, nginxConfig(nginxDir, port, upstreams));
  // -e: its startup errors to our folder too, not to /var/log/nginx.
  nginx = spawn(NGINX!, ['-p', nginxDir, '-c', config, '-e', path.join(nginxDir, 'error.log')], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = await readFile(path.join(nginxDir, 'error.log'), 'utf8').catch(() => '');
  throw new Error(`nginx did not start:\n${log}`);
}

/** Every call comes through nginx as if from its own client, forwarded by a trusted proxy. */
let nextClient = 1;
const newClient = () => `198.18.${(nextClient >> 8) & 255}.${nextClient++ & 255}`;

async function call(
  url: string,
  init: RequestInit & { client?: string } = {},
): Promise<{
  status: number;
  upstream: string;
  body: Record<string, unknown>;
  /** The session cookie the answer set, as a `cookie` header value. */
  setCookie: string | undefined;
}> {
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { 'x-forwarded-for': init.client ?? newClient(), ...init.headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream') ?? '',
    setCookie: response.headers.get('set-cookie')?.split(';')[0],
    body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

async function captchaToken(): Promise<string> {
  const { body } = await call('/api/captcha/challenge?action=submit_form&kind=invisible');
  const challenge = body as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

beforeAll(async () => {
  if (SKIP_REASON) return;
  workDir = await fixtureWorkDir();
  database = await createTestPostgresDatabase(POSTGRES!);
  // Both at once on the empty database: each runs the migrations as it starts.
  servers = await Promise.all(
    [0, 1].map(() =>
      startTestModeServer(workDir.dir, {
        DATABASE_URL: database.url,
        CAPTCHA_TEST_MODE: 'true',
        TRUST_PROXY: '127.0.0.1',
      }),
    ),
  );
  base = await startNginx(servers.map((server) => server.port));
}, 180_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await database?.drop();
  await workDir?.remove();
}, 60_000);

describe.skipIf(SKIP_REASON)(
  `two server processes behind nginx on one PostgreSQL (issue 12 proof 5)${SKIP_REASON ? `: skipped, ${SKIP_REASON}` : ''}`,
  () => {
    it('both come up when they start together on an empty database', async () => {
      for (const server of servers) {
        const ready = await fetch(`${server.url}/readyz`);
        expect(ready.status).toBe(200);
        expect(server.child.exitCode).toBe(null);
      }
    });

    it('completes a journey whose saves alternate between the two processes', async () => {
      const values = validApplicationValues();
      let keys = { Token: '', Guid: '' };
      // The first save gives the visitor a session that holds the application (decision 059):
      // every later save, on either process, must carry it.
      let cookie: string | undefined;
      const upstreams: string[] = [];
      for (const step of [1, 2, 3, 4]) {
        const answer = await call(API.loanAppSave.path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [CAPTCHA_RESPONSE_HEADER]: await captchaToken(),
            ...(cookie ? { cookie } : {}),
          },
          body: JSON.stringify({
            Step: step,
            ...keys,
            FormData: JSON.stringify(values),
            FormState: JSON.stringify({
              preSaveCheckDone: true,
              specifyLoanAmount: false,
              presetPreferredBranch: false,
            }),
            LastName: values.LastName,
          }),
        });
        expect(answer.status, `step ${step}: ${JSON.stringify(answer.body)}`).toBe(200);
        upstreams.push(answer.upstream);
        keys = { Token: String(answer.body.Token), Guid: String(answer.body.Guid) };
        cookie ??= answer.setCookie;
        // The next save goes to the other process: nginx takes turns, a health check in between
        // when this one landed on the same process as the last.
        if (upstreams.length > 1 && upstreams.at(-1) === upstreams.at(-2)) await call('/healthz');
      }
      expect(new Set(upstreams).size, upstreams.join(' ')).toBe(2);
      const db: DatabaseHandle = await openDatabase({ databaseUrl: database.url });
      try {
        const { applications } = await import('./db/schema/index.ts');
        const { eq } = await import('drizzle-orm');
        const [row] = await db.db
          .select({ complete: applications.complete })
          .from(applications)
          .where(eq(applications.token, keys.Token));
        expect(row?.complete).toBe(true);
      } finally {
        await db.close();
      }
    }, 120_000);

    it('honours a session on both processes, and a sign-out on one ends it on the other', async () => {
      const db: DatabaseHandle = await openDatabase({ databaseUrl: database.url });
      let cookie: string;
      try {
        const session = await signIn(
          {
            db: db.db,
            clock: () => new Date(),
            sessionLifetime: { idleMinutes: 30, absoluteHours: 12 },
          },
          TEST_STAFF,
        );
        cookie = `${SESSION_COOKIE}=${session.id}`;
      } finally {
        await db.close();
      }
      // A staff route that does not exist: 404 once the session is accepted, 401 without one.
      const staff = () => call('/api/staff/x', { headers: { cookie } });
      const seen = [await staff(), await staff(), await staff()];
      expect(seen.map((answer) => answer.status)).toEqual([404, 404, 404]);
      expect(new Set(seen.map((answer) => answer.upstream)).size).toBe(2);
      const signOut = await call('/api/session/sign-out', { method: 'POST', headers: { cookie } });
      expect(signOut.status).toBe(204);
      const after = [await staff(), await staff()];
      expect(after.map((answer) => answer.status)).toEqual([401, 401]);
      expect(new Set(after.map((answer) => answer.upstream)).size).toBe(2);
    }, 60_000);

    it('counts one client’s calls on both processes against one limit', async () => {
      const client = newClient();
      const resume = () =>
        call(API.loanAppResume.path, {
          method: 'POST',
          client,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Token: 'no-such-token', Guid: 'no-such-guid' }),
        });
      const answers = [];
      for (let i = 0; i < RESUME_LIMIT; i++) answers.push(await resume());
      // Nothing to resume for a client without a session: 204 (decision 059).
      expect(answers.filter((answer) => answer.status !== 204)).toEqual([]);
      expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
      // Each process has seen only half of them: a count per process would let these through.
      const over = [await resume(), await resume()];
      expect(over.map((answer) => answer.status)).toEqual([429, 429]);
      expect(new Set(over.map((answer) => answer.upstream)).size).toBe(2);
      // Another client is not affected.
      expect(
        (
          await call(API.loanAppResume.path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ Token: 'no-such-token', Guid: 'no-such-guid' }),
          })
        ).status,
      ).toBe(204);
    }, 60_000);
  },
);
