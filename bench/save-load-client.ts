// The save benchmark's load generator, in a process of its own (bench/http.bench.ts starts it):
// autocannon in the server's process would share its event loop and add its own work to every
// latency it measures. Reads its job from the JSON file named by its one argument, sends one
// solved captcha, one client address and one IdempotencyKey per save (as the browser sends), and
// prints autocannon's result as JSON.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { clientAddress, KEY_SLOT, type SaveLoadJob } from './save-load-job.ts';

const job = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as SaveLoadJob;
let next = 0;
const result = await autocannon({
  url: job.url,
  method: 'POST',
  ...job.options,
  requests: [
    {
      setupRequest: (request) => {
        const n = next++;
        return {
          ...request,
          body: job.body.replace(KEY_SLOT, randomBytes(16).toString('hex')),
          headers: {
            'content-type': 'application/json',
            [job.captchaHeader]: job.tokens[n % job.tokens.length]!,
            'x-forwarded-for': clientAddress(n),
          },
        };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
