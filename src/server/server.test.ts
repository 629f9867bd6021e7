import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWorkDir, startServer as start } from './test-support/server-process.ts';

// server.ts as an operator runs it: a real process, signals and exit codes. The web build is a
// small fixture that honours the SSR contract (plugins/pages.ts), so no full build is needed.
let workDir: Awaited<ReturnType<typeof fixtureWorkDir>>;

beforeAll(async () => {
  workDir = await fixtureWorkDir();
});
afterAll(async () => workDir.remove());

const REQUESTS_BEFORE_SIGTERM = 150;
const startServer = (env: Record<string, string>) => start(workDir.dir, env);

describe('starting and stopping the server (issue 2)', () => {
  it('serves pages and the API, then finishes and exits 0 on SIGTERM, closing the database', async () => {
    const server = startServer({});
    const url = await server.listening;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const page = await fetch(`${url}/loan-application/step-1/`);
    expect(await page.text()).toContain('<h1>Fixture page /loan-application/step-1/</h1>');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down: finishing in-flight requests');
    // The first start creates the database (and the job queue's schema) in a new data directory.
  }, 60_000);

  it('answers every request received before SIGTERM, then exits 0 (issue 12 finding 5)', async () => {
    const server = startServer({});
    const url = await server.listening;
    const { Agent, request } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const calls = Array.from(
      { length: REQUESTS_BEFORE_SIGTERM },
      (_, i) =>
        new Promise<number | string>((resolve) => {
          const call = request(`${url}${i % 2 ? '/readyz' : '/api/branches'}`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          call.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          call.end();
        }),
    );
    // The requests are on the wire (most not yet answered) when the signal arrives.
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(calls);
    agent.destroy();
    expect(answers.filter((answer) => typeof answer !== 'number')).toEqual([]);
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('refuses to start with a bad variable and names it', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid environment variable\(s\):\n\s+PORT/);
  });
});
