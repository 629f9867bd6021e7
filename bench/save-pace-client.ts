// The save benchmark's paced load (bench/http.bench.ts starts it, in a process of its own): saves
// sent at a steady rate, one every 1/rate seconds whatever the server answers (an open loop, as
// applicants arrive), on keep-alive connections opened as needed. Each save's latency runs from
// the moment it was due to be sent to the end of its answer, so a generator that falls behind
// counts its lateness against the server rather than hiding it. Reads its job from the JSON file
// named by its one argument and prints { rps, p50, p99, max, answered, non2xx, errors } as JSON
// (milliseconds; answered counts the 2xx answers).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { clientAddress, KEY_SLOT, type SavePaceJob } from './save-load-job.ts';

const job = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as SavePaceJob;
const url = new URL(job.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const count = job.rate * job.seconds;
const intervalMs = 1000 / job.rate;
const latencies: number[] = [];
let non2xx = 0;
let errors = 0;

function send(n: number, due: number): Promise<void> {
  const body = job.body.replace(KEY_SLOT, randomBytes(16).toString('hex'));
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [job.captchaHeader]: job.tokens[n % job.tokens.length]!,
          'x-forwarded-for': clientAddress(n),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if ((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300)
            latencies.push(performance.now() - due);
          else non2xx++;
          resolve();
        });
      },
    );
    request.on('error', () => {
      errors++;
      resolve();
    });
    request.end(body);
  });
}

const started = performance.now();
const inFlight: Array<Promise<void>> = [];
for (let n = 0; n < count; n++) {
  const due = started + n * intervalMs;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  inFlight.push(send(n, due));
}
await Promise.all(inFlight);
const elapsed = (performance.now() - started) / 1000;
agent.destroy();

latencies.sort((a, b) => a - b);
const at = (q: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
process.stdout.write(
  JSON.stringify({
    rps: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? 0),
    answered: latencies.length,
    non2xx,
    errors,
  }),
);
