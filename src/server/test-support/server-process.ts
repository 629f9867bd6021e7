import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../paths.ts';
import { TEST_DATA_ENCRYPTION_KEY } from './test-app.ts';

/** An SSR entry whose pages load their data from the database (the branch finder's loader). */
export const DATABASE_PAGE_SSR_ENTRY = `export async function render(url, loadRouteData) {
  const data = await loadRouteData('branches');
  return { html: '<h1>Branches</h1>', head: '<title>Branches</title>', status: 200,
    pageData: { branches: data }, modules: [] };
}\n`;

/**
 * A folder with a small web build that honours the SSR contract (plugins/pages.ts), so a real
 * server process starts without a full build. remove() deletes it.
 */
export async function fixtureWorkDir(
  options: { ssrEntry?: string } = {},
): Promise<{ dir: string; remove(): Promise<void> }> {
  await mkdir(path.join(ROOT_DIR, '.tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(ROOT_DIR, '.tmp', 'server-test-'));
  await mkdir(path.join(dir, 'dist/client'), { recursive: true });
  await mkdir(path.join(dir, 'dist/ssr'), { recursive: true });
  await mkdir(path.join(dir, 'dist/client/.vite'), { recursive: true });
  await writeFile(
    path.join(dir, 'dist/client/.vite/manifest.json'),
    '{"index.html":{"file":"assets/index.js","isEntry":true}}',
  );
  await writeFile(
    path.join(dir, 'dist/client/index.html'),
    '<html><head><!--app-head--></head><body><!--app-html--><!--page-data--></body></html>',
  );
  await writeFile(
    path.join(dir, 'dist/ssr/entry-server.js'),
    options.ssrEntry ??
      'export async function render(url) { return { html: `<h1>Fixture page ${url}</h1>`, head: "<title>Fixture</title>", status: 200, pageData: {}, modules: [] }; }\n',
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * server.ts as an operator runs it: a real process on a free port, its output collected. `entry`
 * runs a built server (dist/server/server.js) instead of the source.
 */
export function startServer(
  workDir: string,
  env: Record<string, string>,
  options: { entry?: string } = {},
) {
  const args = options.entry ? [options.entry] : ['--import', 'tsx', 'src/server/server.ts'];
  const child = spawn(process.execPath, args, {
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
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
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

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * server.ts with NODE_ENV=test (so the captcha's documented test mode is allowed; such a process
 * logs nothing) on a port of our choosing: ready once its /healthz answers.
 */
export async function startTestModeServer(
  workDir: string,
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
) {
  const port = await freePort();
  const server = startServer(workDir, { NODE_ENV: 'test', ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (const deadline = Date.now() + (options.timeoutMs ?? 90_000); ;) {
    if (exited) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() > deadline) {
      server.child.kill('SIGKILL');
      throw new Error(`server did not start:\n${server.output()}`);
    }
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { ...server, url, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A real deployment (NODE_ENV=production with DATABASE_URL) names each sandbox it uses and its
 * public address (decision 076): what a test that starts one on PostgreSQL passes.
 */
export const NAMED_SANDBOXES = {
  PAYMENT_PROVIDER: 'sandbox',
  CREDIT_PROVIDER: 'sandbox',
  EMAIL_TRANSPORT: 'sandbox',
  BANK_LINK_MULTIBANK_URL: '/sandbox/bank-link/',
  IDENTITY_CHECK_PROVIDER: 'sandbox',
  LOAN_SERVICING_PROVIDER: 'sandbox',
  PAYOUT_PROVIDER: 'sandbox',
  NAME_CHECK_PROVIDER: 'sandbox',
  BANK_STATEMENTS_PROVIDER: 'sandbox',
  PUBLIC_BASE_URL: 'https://www.kowhai.example.nz',
};
