// The save's CPU cost (issue 19 finding 9): the server's CPU time per step-1 save, in process
// through app.inject on PostgreSQL, against a bare Fastify route that takes the same JSON body,
// measured in turns in the same run. On a machine shared with other work a latency measures the
// machine; the CPU time this process spends per save moves far less with it. The database
// server's own CPU is not counted (it is another process), nor the solving of the captchas (done
// before each round). Options: SAVE_CPU_SAVES (per round, default 600), SAVE_CPU_ROUNDS (default
// 3), SAVE_CPU_CONCURRENCY (saves in flight, default 10), SAVE_CPU_PROFILE (a file: the saves'
// CPU profile, the saves only, for Chrome's DevTools or any .cpuprofile reader).
// Run: npm run bench -- save-cpu
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { validApplicationValues } from '#domain/loan-application/fixtures.ts';
import { openDatabase } from '#server/db/client.ts';
import { solveCaptcha } from '#server/test-support/captcha.ts';
import { createTestPostgresDatabase } from '#server/test-support/test-app.ts';
import { benchApp } from './bench-app.ts';
import { clientAddress } from './save-load-job.ts';

const SAVES = Number(process.env.SAVE_CPU_SAVES ?? 600);
const ROUNDS = Number(process.env.SAVE_CPU_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.SAVE_CPU_CONCURRENCY ?? 10);

const values = validApplicationValues();
const body = (key: string) =>
  JSON.stringify({
    Step: 1,
    FormData: JSON.stringify(values),
    FormState: JSON.stringify({ preSaveCheckDone: true }),
    LastName: values.LastName,
    IdempotencyKey: key,
  });

/** CPU microseconds per call of `call(i)` for i < count, `CONCURRENCY` calls in flight. */
async function cpuPerCall(count: number, call: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const before = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await call(next++);
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

async function bareRoute(): Promise<FastifyInstance> {
  const bare = Fastify();
  bare.post('/save', async (request) => ({ received: typeof request.body }));
  await bare.ready();
  return bare;
}

async function wholeApp(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  const app = await benchApp(database);
  await app.ready();
  return { app, close: async () => (await app.close(), await database.close()) };
}

const adminUrl =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const created = await createTestPostgresDatabase(adminUrl);
const whole = await wholeApp(created.url);
const bare = await bareRoute();

const profileFile = process.env.SAVE_CPU_PROFILE;
const inspector = profileFile ? new Session() : undefined;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
}

async function saves(tokens: string[], profile = false): Promise<number> {
  let failed = 0;
  if (profile) await inspector?.post('Profiler.start');
  const cpu = await cpuPerCall(tokens.length, async (i) => {
    const response = await whole.app.inject({
      method: 'POST',
      url: '/api/loan-app/save',
      headers: {
        'content-type': 'application/json',
        [CAPTCHA_RESPONSE_HEADER]: tokens[i]!,
        'x-forwarded-for': clientAddress(i),
      },
      remoteAddress: '127.0.0.1',
      payload: body(randomBytes(16).toString('hex')),
    });
    if (response.statusCode !== 200) failed += 1;
  });
  if (profile && inspector) {
    const { profile: taken } = await inspector.post('Profiler.stop');
    await writeFile(profileFile!, JSON.stringify(taken));
  }
  if (failed > 0) throw new Error(`${failed} saves failed`);
  return cpu;
}

const bareCall = async () => {
  await bare.inject({
    method: 'POST',
    url: '/save',
    headers: { 'content-type': 'application/json' },
    payload: body(randomBytes(16).toString('hex')),
  });
};

const solved = async (count: number) => {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push(await solveCaptcha(whole.app));
  return tokens;
};

// Warm up both (the JIT, the pool's connections, the prepared plans).
await saves(await solved(200));
await cpuPerCall(2_000, bareCall);

const rounds: Array<{ save: number; bare: number }> = [];
for (let round = 0; round < ROUNDS; round++) {
  const tokens = await solved(SAVES);
  const bareMicros = await cpuPerCall(SAVES * 10, bareCall);
  const saveMicros = await saves(tokens, round === ROUNDS - 1);
  rounds.push({ save: saveMicros, bare: bareMicros });
  console.log(
    `round ${round + 1}: save ${(saveMicros / 1000).toFixed(2)} ms CPU, bare route ${bareMicros.toFixed(1)} µs, ratio ${Math.round(saveMicros / bareMicros)}`,
  );
}
await whole.close();
await bare.close();
await created.drop();

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const save = median(rounds.map((r) => r.save));
const bareMedian = median(rounds.map((r) => r.bare));
const ratio = median(rounds.map((r) => r.save / r.bare));
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}: ` +
    `${ROUNDS} rounds of ${SAVES} step-1 saves on PostgreSQL (${CONCURRENCY} in flight), medians: ` +
    `save ${(save / 1000).toFixed(2)} ms CPU per save; bare Fastify route with the same body ${bareMedian.toFixed(1)} µs; ` +
    `save / bare ${Math.round(ratio)}×.`,
);
process.exit(0);
