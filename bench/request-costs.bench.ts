// The fixed costs every request pays (issue 33 finding 2, decision 158), named and measured on
// `GET /healthz`: the whole app (bench-app.ts) and a bare Fastify route in this one process,
// autocannon (20 connections) in a process of its own, BENCH_ROUNDS rounds (3 unless told) of
// BENCH_SECONDS (5 unless told) each, in turns. For each: the server's CPU time per request, and
// a CPU profile of the app's rounds whose samples are put into the cost each belongs to (the
// frame that was running: a hook's own code, Fastify's, Node's header checks ...). A share of the
// app's samples times its CPU per request gives each cost in µs. Shares move far less with other
// work on a shared machine than rates do. Writes the table to stdout and into bench/README.md.
// Run: npm run bench -- request-costs
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { openDatabase } from '#server/db/client.ts';
import { benchApp } from './bench-app.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Frame {
  functionName: string;
  url: string;
}
interface Profile {
  nodes: Array<{ id: number; callFrame: Frame }>;
  samples: number[];
}

/** The costs, in the order a request meets them; a sample counts for the first that matches. */
const COSTS: Array<[string, (frame: Frame) => boolean]> = [
  [
    'request id (genReqId: randomUUID)',
    (f) => /randomUUID|getBufferedUUID|randomFill/.test(f.functionName),
  ],
  [
    'child logger per request (pino)',
    (f) => /\/pino\/|createChildLogger|ChildLoggerFactory/.test(f.url + f.functionName),
  ],
  ['draining: in-flight count (plugins/drain.ts)', (f) => f.url.includes('/plugins/drain.ts')],
  [
    'security headers and cross-site check (plugins/security.ts)',
    (f) => f.url.includes('/plugins/security.ts'),
  ],
  [
    'headers copied into the reply (Fastify reply.header)',
    (f) => /^Reply\.headers?$/.test(f.functionName),
  ],
  [
    'headers checked and written by Node (validation, serialisation)',
    (f) =>
      /checkInvalidHeaderChar|checkIsHttpToken|processHeader|_storeHeader|storeHeader|matchHeader/.test(
        f.functionName,
      ),
  ],
  [
    'cookie parse and session (@fastify/cookie, session/plugin.ts)',
    (f) => /@fastify\/cookie|\/session\/plugin\.ts/.test(f.url),
  ],
  ['body decompression hook (@fastify/compress)', (f) => f.url.includes('@fastify/compress')],
  [
    'input guard (plugins/input-guard.ts, contracts/text.ts)',
    (f) => /input-guard\.ts|contracts\/text\.ts/.test(f.url),
  ],
  ['captcha guard (plugins/captcha-guard.ts)', (f) => f.url.includes('captcha-guard.ts')],
  [
    'request metrics (plugins/metrics.ts, prom-client)',
    (f) => /plugins\/metrics\.ts|prom-client/.test(f.url),
  ],
  ['log line decision (logger.ts)', (f) => f.url.includes('/src/server/logger.ts')],
  [
    'Fastify: routing, hooks, request and reply',
    (f) => /node_modules\/(fastify|find-my-way|toad-cache|fast-querystring)\//.test(f.url),
  ],
  ['the answer (routes/health.ts)', (f) => f.url.includes('/routes/health.ts')],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  [
    'socket writes (writev)',
    (f) => /^(writev|writevGeneric|writeGeneric|createWriteWrap)$/.test(f.functionName),
  ],
  ['Node: HTTP parsing, streams, events, timers', (f) => f.url.startsWith('node:') || f.url === ''],
];
const OTHER = 'other';

/** The server's CPU time (user + system) per request under autocannon's load, in µs. */
async function load(url: string): Promise<{ cpu: number; rps: number }> {
  const before = process.cpuUsage();
  const output = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      [autocannonCli, '--json', '-c', String(CONNECTIONS), '-d', String(SECONDS), `${url}/healthz`],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    ),
  );
  const used = process.cpuUsage(before);
  const result = JSON.parse(output) as { requests: { total: number; average: number } };
  return {
    cpu: (used.user + used.system) / result.requests.total,
    rps: result.requests.average,
  };
}

/** Samples by cost, the idle ones left out. */
function costsOf(profile: Profile): Map<string, number> {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const counts = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = frames.get(id)!;
    if (frame.functionName === '(idle)') continue;
    const cost = COSTS.find(([, test]) => test(frame))?.[0] ?? OTHER;
    counts.set(cost, (counts.get(cost) ?? 0) + 1);
  }
  return counts;
}

const bare = Fastify();
bare.get('/healthz', async () => ({ status: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const database = await openDatabase({ pgliteDataDir: 'memory://' });
const app = await benchApp(database);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
await load(bareUrl);
await load(appUrl);

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
const samples = new Map<string, number>();
const rounds: Array<{ bare: number; app: number; ratio: number }> = [];
for (let round = 0; round < ROUNDS; round++) {
  const bareRound = await load(bareUrl);
  await session.post('Profiler.start');
  const appRound = await load(appUrl);
  const { profile } = await session.post('Profiler.stop');
  for (const [cost, count] of costsOf(profile as Profile))
    samples.set(cost, (samples.get(cost) ?? 0) + count);
  rounds.push({ bare: bareRound.cpu, app: appRound.cpu, ratio: appRound.rps / bareRound.rps });
  console.log(`round ${round + 1}`, rounds.at(-1));
}
await app.close();
await bare.close();
await database.close();

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const appCpu = median(rounds.map((round) => round.app));
const bareCpu = median(rounds.map((round) => round.bare));
const total = [...samples.values()].reduce((sum, count) => sum + count, 0);
const rows = [...COSTS.map(([name]) => name), OTHER]
  .filter((name) => samples.has(name))
  .map((name) => {
    const share = samples.get(name)! / total;
    return `| ${name} | ${(share * 100).toFixed(1)} % | ${(share * appCpu).toFixed(1)} |`;
  });
const text = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPU cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end; ${ROUNDS} rounds of ${SECONDS} s from autocannon (${CONNECTIONS} connections), medians. Server CPU per \`GET /healthz\`: whole app ${appCpu.toFixed(1)} µs, bare Fastify ${bareCpu.toFixed(1)} µs (ratio ${(bareCpu / appCpu).toFixed(2)} by CPU time, ${median(rounds.map((round) => round.ratio)).toFixed(2)} by rate; the profiler runs in the app's rounds only and its own cost is in the app's figure, so this is not http.bench.ts's ratio).`,
  '',
  '| cost (the frame running when sampled) | share of the app’s CPU | µs per request |',
  '| --- | --: | --: |',
  ...rows,
].join('\n');
console.log(`\n${text}`);

const readme = path.join(path.dirname(fileURLToPath(import.meta.url)), 'README.md');
const current = await readFile(readme, 'utf8');
const block = `<!-- request-costs:start -->\n\n${text}\n<!-- request-costs:end -->`;
if (!process.env.BENCH_NO_README)
  await writeFile(
    readme,
    current.includes('<!-- request-costs:start -->')
      ? current.replace(/<!-- request-costs:start -->[\s\S]*<!-- request-costs:end -->/, block)
      : `${current.trimEnd()}\n\n${block}\n`,
  );
process.exit(0);
