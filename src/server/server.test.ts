import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from './paths.ts';

// server.ts as an operator runs it: a real process, signals and exit codes. The web build is a
// small fixture that honours the SSR contract (plugins/pages.ts), so no full build is needed.
let workDir: string;

beforeAll(async () => {
  await mkdir(path.join(ROOT_DIR, '.tmp'), { recursive: true });
  workDir = await mkdtemp(path.join(ROOT_DIR, '.tmp', 'server-test-'));
  await mkdir(path.join(workDir, 'dist/client'), { recursive: true });
  await mkdir(path.join(workDir, 'dist/ssr'), { recursive: true });
  await mkdir(path.join(workDir, 'dist/client/.vite'), { recursive: true });
  await writeFile(
    path.join(workDir, 'dist/client/.vite/manifest.json'),
    '{"index.html":{"file":"assets/index.js","isEntry":true}}',
  );
  await writeFile(
    path.join(workDir, 'dist/client/index.html'),
    '<html><head><!--app-head--></head><body><!--app-html--><!--page-data--></body></html>',
  );
  await writeFile(
    path.join(workDir, 'dist/ssr/entry-server.js'),
    'export async function render(url) { return { html: `<h1>Fixture page ${url}</h1>`, head: "<title>Fixture</title>", status: 200, pageData: {}, modules: [] }; }\n',
  );
});
afterAll(async () => rm(workDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST_DIR: path.join(workDir, 'dist'),
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    child.stdout.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  // A start that is meant to fail never listens: that rejection is expected, not unhandled.
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}

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
  });

  it('refuses to start with a bad variable and names it', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid environment variable\(s\):\n\s+PORT/);
  });
});
