// HTTP throughput and latency (issue 12 finding 12 and proof 9), each against a baseline measured
// in the same run and the same process:
//   1. GET /healthz on the whole app (production logger, writing to /dev/null) against the same
//      route on a bare Fastify app and on bare node:http; target: at least 0.6 of the bare
//      Fastify rate (issue 33 finding 2);
//   2. POST /api/loan-app/save (step 1, a new application each time with its own IdempotencyKey
//      as the browser sends, the captcha in its documented test mode CAPTCHA_TEST_MODE: same
//      signature, expiry and single use, a few hashes of work) requests per second against the
//      bare Fastify route;
//   3. the save's p50/p99 at 200 saves a second, sent evenly spaced whatever the server answers
//      (bench/save-pace-client.ts; decision 116); target p99 <= 25 ms on PostgreSQL. Beside it,
//      autocannon's rate mode at the same 200 a second, as earlier runs measured it: each of its
//      10 connections sends its 20 saves of the second back to back as the second starts, so it
//      measures a burst of 10 saves at a time rather than a steady rate.
// On PGlite and, when it can be reached, on PostgreSQL (BENCH_POSTGRES_URL, else
// TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/postgres), in a fresh database
// dropped afterwards. Writes the figures to stdout and into bench/README.md.
// Run: npm run bench -- http. BENCH_HTTP=healthz measures the /healthz rounds only (BENCH_ROUNDS
// of them, 3 unless told) and prints them without touching bench/README.md.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import Fastify from 'fastify';
import pino from 'pino';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { validApplicationValues } from '#domain/loan-application/fixtures.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { loggerOptions, NON_FIELD_SECRET_KEYS } from '#server/logger.ts';
import { PERSONAL_FIELD_NAMES } from '#domain/loan-application/fields/index.ts';
import { createTestPostgresDatabase, testEnv } from '#server/test-support/test-app.ts';
import { benchApp } from './bench-app.ts';
import { clientAddress, KEY_SLOT, type SaveLoadJob, type SavePaceJob } from './save-load-job.ts';

const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const SAVE_REQUESTS = 2_000;
const FIXED_RATE = 200;
const FIXED_RATE_SECONDS = 10;
const TARGET_HEALTHZ_RATIO = 0.6;
const TARGET_P99_MS = 25;
const HEALTH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HEALTHZ_ONLY = process.env.BENCH_HTTP === 'healthz';

interface Result {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * GET load from autocannon in a process of its own, so that the server's process spends its CPU
 * on serving only: the requests per second, and the server's CPU time per request (user + system),
 * a figure that other work on a shared machine disturbs far less than a rate.
 */
async function getLoad(url: string): Promise<Result & { cpuMicros: number }> {
  const before = process.cpuUsage();
  const result = await autocannonProcess([
    autocannonCli,
    '--json',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(THROUGHPUT_SECONDS),
    url,
  ]);
  const used = process.cpuUsage(before);
  return {
    ...figuresOf(result),
    cpuMicros: Math.round(((used.user + used.system) / result.requests.total) * 10) / 10,
  };
}

/** Runs node with these arguments, a load generator that prints its result as JSON. */
async function runNode(args: string[]): Promise<unknown> {
  const output = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );
  return JSON.parse(output);
}

async function autocannonProcess(args: string[]): Promise<autocannon.Result> {
  return (await runNode(args)) as autocannon.Result;
}

function figuresOf(result: autocannon.Result): Result {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function listen(server: {
  listen(options: { port: number; host: string }): Promise<string>;
}) {
  return server.listen({ port: 0, host: '127.0.0.1' });
}

async function bareNode(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function bareFastify(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  app.get('/healthz', async () => ({ status: 'ok' }));
  const url = await listen(app);
  return { url, close: () => app.close() };
}

/** The whole app as production runs it, its log written to /dev/null rather than a terminal. */
async function wholeApp(database: DatabaseHandle) {
  const app = await benchApp(database);
  const url = await listen(app);
  return { app, url, close: () => app.close() };
}

/** Solved test-mode captchas, one per save (each is good for one call). */
async function captchaTokens(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${url}/api/captcha/challenge?action=submit_form&kind=invisible`, {
      headers: { 'x-forwarded-for': clientAddress(i) },
    });
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    tokens.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return tokens;
}

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** A step-1 save's body; KEY_SLOT becomes each save's own IdempotencyKey. */
function saveBody(): string {
  const values = validApplicationValues();
  return JSON.stringify({
    Step: 1,
    FormData: JSON.stringify(values),
    FormState: JSON.stringify({ preSaveCheckDone: true }),
    LastName: values.LastName,
    IdempotencyKey: KEY_SLOT,
  });
}

/**
 * Runs one of this folder's save load generators on a job written to a file, in a process of its
 * own; `answered` reads the number of saves answered from its result. Adds the server's CPU time
 * per answered save: on a shared machine it moves far less with the machine's load than a
 * latency does.
 */
async function saveProcess<T>(
  client: string,
  job: SaveLoadJob | SavePaceJob,
  answered: (result: T) => number,
): Promise<T & { cpuMicros: number }> {
  const jobFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'save-load-')), 'job.json');
  await writeFile(jobFile, JSON.stringify(job));
  try {
    const before = process.cpuUsage();
    const result = (await runNode(['--import', 'tsx', path.join(benchDir, client), jobFile])) as T;
    const used = process.cpuUsage(before);
    return {
      ...result,
      cpuMicros: Math.round((used.user + used.system) / Math.max(1, answered(result))),
    };
  } finally {
    await rm(path.dirname(jobFile), { recursive: true, force: true });
  }
}

/** Step-1 saves, each with its own solved captcha, from autocannon in a process of its own. */
async function saveLoad(url: string, options: Partial<autocannon.Options>, count: number) {
  const result = await saveProcess<autocannon.Result>(
    'save-load-client.ts',
    {
      url: `${url}/api/loan-app/save`,
      body: saveBody(),
      captchaHeader: CAPTCHA_RESPONSE_HEADER,
      tokens: await captchaTokens(url, count),
      options: { connections: CONNECTIONS, duration: THROUGHPUT_SECONDS, ...options },
    },
    (result) => result.requests.total,
  );
  return { ...figuresOf(result), cpuMicros: result.cpuMicros };
}

/** Step-1 saves at a steady rate, one every 1/rate s, from bench/save-pace-client.ts. */
async function savePace(url: string) {
  return saveProcess<Result & { answered: number; max: number }>(
    'save-pace-client.ts',
    {
      url: `${url}/api/loan-app/save`,
      body: saveBody(),
      captchaHeader: CAPTCHA_RESPONSE_HEADER,
      tokens: await captchaTokens(url, FIXED_RATE * FIXED_RATE_SECONDS),
      rate: FIXED_RATE,
      seconds: FIXED_RATE_SECONDS,
    },
    (result) => result.answered,
  );
}

async function databases(): Promise<
  Array<{ name: string; open(): Promise<DatabaseHandle & { drop?(): Promise<void> }> }>
> {
  const list: Array<{
    name: string;
    open(): Promise<DatabaseHandle & { drop?(): Promise<void> }>;
  }> = [{ name: 'PGlite', open: () => openDatabase({ pgliteDataDir: 'memory://' }) }];
  const adminUrl =
    process.env.BENCH_POSTGRES_URL ??
    process.env.TEST_POSTGRES_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const probe = await createTestPostgresDatabase(adminUrl);
    await probe.drop();
    list.push({
      name: 'PostgreSQL',
      open: async () => {
        const created = await createTestPostgresDatabase(adminUrl);
        const handle = await openDatabase({ databaseUrl: created.url });
        return { ...handle, drop: created.drop };
      },
    });
  } catch {
    console.log(`PostgreSQL not reachable at ${adminUrl}: PGlite only.`);
  }
  return list;
}

/**
 * CPU time the logger spends per request (Fastify's two lines, "incoming request" and "request
 * completed"), against the path redaction it replaced (pino's redact with a wildcard path per
 * personal key at three depths) rebuilt here as the baseline: less sensitive to a busy machine
 * than requests per second.
 */
function logMicrosPerRequest(options: pino.LoggerOptions): number {
  const log = pino(options, pino.destination({ dest: '/dev/null', sync: true })).child({
    reqId: 'r',
  });
  const request = { id: 'r', method: 'GET', url: '/healthz' };
  const count = 20_000;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    log.info({ req: request }, 'incoming request');
    log.info({ res: { statusCode: 200 }, responseTime: 1.2 }, 'request completed');
  }
  return Math.round(((performance.now() - started) / count) * 1000 * 10) / 10;
}
const productionLog = loggerOptions({ ...testEnv(), NODE_ENV: 'production', LOG_LEVEL: 'info' });
const keyRedaction = logMicrosPerRequest(productionLog as pino.LoggerOptions);
const pathRedaction = logMicrosPerRequest({
  ...(productionLog as pino.LoggerOptions),
  formatters: {},
  redact: {
    paths: [
      ...PERSONAL_FIELD_NAMES,
      ...NON_FIELD_SECRET_KEYS,
      'FormData',
      'FormState',
      'body',
    ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
    censor: '[Redacted]',
  },
});
console.log('log cost per request', { keyRedaction, pathRedaction });

const rows: string[] = [];
const summary: string[] = [];

const node = await bareNode();
const fastify = await bareFastify();
// GET /healthz on the whole app (it touches no database: an in-memory PGlite), measured in turns
// with the two baselines, HEALTH_ROUNDS times: a machine whose load changes during the run
// changes all three of a round alike. The medians are reported.
const healthDatabase = await openDatabase({ pgliteDataDir: 'memory://' });
const healthApp = await wholeApp(healthDatabase);
const rounds: Array<Record<'node' | 'fastify' | 'app', Awaited<ReturnType<typeof getLoad>>>> = [];
for (let round = 0; round < HEALTH_ROUNDS; round++) {
  rounds.push({
    node: await getLoad(`${node.url}/healthz`),
    fastify: await getLoad(`${fastify.url}/healthz`),
    app: await getLoad(`${healthApp.url}/healthz`),
  });
  console.log(`/healthz round ${round + 1}`, rounds.at(-1));
}
await healthApp.close();
await healthDatabase.close();
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figure = (key: 'node' | 'fastify' | 'app') => ({
  rps: median(rounds.map((round) => round[key].rps)),
  cpuMicros: median(rounds.map((round) => round[key].cpuMicros)),
  errors: rounds.reduce((sum, round) => sum + round[key].errors + round[key].non2xx, 0),
});
const nodeHealth = figure('node');
const fastifyHealth = figure('fastify');
const appHealth = figure('app');
const healthRatio = median(rounds.map((round) => round.app.rps / round.fastify.rps));
const healthCpuRatio = median(rounds.map((round) => round.fastify.cpuMicros / round.app.cpuMicros));

for (const { name, open } of HEALTHZ_ONLY ? [] : await databases()) {
  const database = await open();
  const whole = await wholeApp(database);
  const saves = await saveLoad(whole.url, { amount: SAVE_REQUESTS }, SAVE_REQUESTS);
  const paced = await savePace(whole.url);
  const bursts = await saveLoad(
    whole.url,
    { overallRate: FIXED_RATE, duration: FIXED_RATE_SECONDS, connections: 10 },
    FIXED_RATE * FIXED_RATE_SECONDS + 100,
  );
  await whole.close();
  await database.close();
  await database.drop?.();
  console.log(name, { saves, paced, bursts });
  const target =
    name === 'PostgreSQL'
      ? ` (target ${TARGET_P99_MS} ms ${paced.p99 <= TARGET_P99_MS ? 'met' : 'missed'})`
      : '';
  const errors = [saves, paced, bursts].reduce((sum, run) => sum + run.errors, 0);
  const non2xx = [saves, paced, bursts].reduce((sum, run) => sum + run.non2xx, 0);
  rows.push(
    `| ${name} | ${saves.rps.toLocaleString('en-NZ')} /s (${(saves.rps / fastifyHealth.rps).toFixed(3)} of the bare Fastify route; p50 ${saves.p50} ms, p99 ${saves.p99} ms) | **${paced.p50} ms / ${paced.p99} ms**${target}; max ${paced.max} ms | ${bursts.p50} ms / ${bursts.p99} ms | ${paced.cpuMicros.toLocaleString('en-NZ')} µs (${Math.round(paced.cpuMicros / fastifyHealth.cpuMicros)}× the bare Fastify route's ${fastifyHealth.cpuMicros} µs) | ${non2xx} / ${errors} |`,
  );
}
await node.close();
await fastify.close();

const met = (ratio: number) =>
  `target ${TARGET_HEALTHZ_RATIO} ${ratio >= TARGET_HEALTHZ_RATIO ? 'met' : 'missed'}`;
summary.push(
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os.loadavg()[0]!.toFixed(1)} at the end, autocannon with ${CONNECTIONS} connections for ${THROUGHPUT_SECONDS} s per throughput figure; the saves at ${FIXED_RATE} a second for ${FIXED_RATE_SECONDS} s each way; every load from a process of its own, each save with its own captcha token.`,
  '',
  `Logger CPU per request (two lines): ${keyRedaction} µs with the key redaction against ${pathRedaction} µs with the wildcard path redaction it replaced.`,
  '',
  `GET /healthz, autocannon in a process of its own, ${HEALTH_ROUNDS} rounds in turns, medians (server CPU time per request in brackets): bare node:http ${nodeHealth.rps.toLocaleString('en-NZ')} requests/s (${nodeHealth.cpuMicros} µs); bare Fastify route ${fastifyHealth.rps.toLocaleString('en-NZ')} requests/s (${fastifyHealth.cpuMicros} µs); **whole app ${appHealth.rps.toLocaleString('en-NZ')} requests/s (${appHealth.cpuMicros} µs): ${healthRatio.toFixed(2)} of the bare Fastify rate (${met(healthRatio)}), ${healthCpuRatio.toFixed(2)} by CPU time per request (${met(healthCpuRatio)})**; errors ${nodeHealth.errors + fastifyHealth.errors + appHealth.errors}.`,
  '',
  `| Database | POST save (step 1), throughput over ${SAVE_REQUESTS} saves | Save p50 / p99 at ${FIXED_RATE} /s, evenly spaced | p50 / p99 at ${FIXED_RATE} /s in autocannon's rate mode (bursts of 10) | Server CPU per save at ${FIXED_RATE} /s | non-2xx / errors |`,
  '| --- | --- | --- | --- | --- | --- |',
  ...rows,
);
const text = summary.join('\n');
console.log(`\n${text}`);
if (HEALTHZ_ONLY) {
  const ratios = rounds.map((round) => (round.app.rps / round.fastify.rps).toFixed(2));
  console.log(`/healthz ratio per round: ${ratios.join(', ')}`);
  process.exit(0);
}

const readme = path.join(path.dirname(fileURLToPath(import.meta.url)), 'README.md');
const current = await readFile(readme, 'utf8');
const block = `<!-- http:start -->\n\n${text}\n<!-- http:end -->`;
await writeFile(
  readme,
  current.includes('<!-- http:start -->')
    ? current.replace(/<!-- http:start -->[\s\S]*<!-- http:end -->/, block)
    : `${current.trimEnd()}\n\n${block}\n`,
);
process.exit(0);
