import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../e2e/support/chromium.ts';
import {
  createTestPostgresDatabase,
  TEST_DATA_ENCRYPTION_KEY,
} from '../../src/server/test-support/test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
    /** The server's DATA_DIR: its generated demo secrets (a referrer's key) are there. */
    dataDir: string;
    /** The site's build (client/, ssr/, server/), measured by bench/route-budgets.test.ts. */
    siteBuildDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForReady(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    // Killed by a signal, the server has no exit code: its signalCode says so instead.
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(
        `The server exited (${server.signalCode ?? `code ${server.exitCode}`}):\n${output()}`,
      );
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready at ${url}:\n${output()}`);
}

/** One `vite build`; VITE_WIDGET_GALLERY: the production build with the development-only widget gallery, for its axe test. */
async function viteBuild({ args, gallery }: { args: string[]; gallery: boolean }): Promise<void> {
  const build = spawn('npx', ['vite', ...args, '--logLevel', 'warn'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_WIDGET_GALLERY: gallery ? 'true' : 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve, reject) => {
    build.once('error', reject);
    build.once('close', resolve);
  });
  if (status !== 0) throw new Error(`vite ${args.join(' ')} failed:\n${output}`);
}

/**
 * The journeys' database (decision 152). With TEST_POSTGRES_URL (CI) a fresh database on that
 * PostgreSQL, dropped at the end: the embedded PGlite is single-threaded WebAssembly inside the
 * server's process, so every journey's queries queued behind one another on the server's core
 * while PostgreSQL runs them in processes of its own. Such a server runs with NODE_ENV=test, since
 * NODE_ENV=production on PostgreSQL is a real deployment (decision 076: no demo accounts, a second
 * factor for staff); the session cookie is then not marked Secure and the server logs nothing.
 * Without TEST_POSTGRES_URL (the developer's loop) the embedded database, NODE_ENV=production.
 */
async function journeysDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) return { env: { NODE_ENV: 'production', DATABASE_URL: '' }, drop: async () => {} };
  const database = await createTestPostgresDatabase(adminUrl);
  return {
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
    },
    drop: database.drop,
  };
}

/**
 * Builds the site once, starts it on a free port with a fresh database (journeysDatabase), and
 * starts one Chromium that every test file connects to. The route budgets measure the same build.
 */
export default async function setup(project: TestProject) {
  // Build into a folder of this run's own, so runs side by side never overwrite each other's build.
  // It sits inside the project so the server bundle resolves node_modules.
  await mkdir('.tmp', { recursive: true });
  const dataDir = await mkdtemp(path.resolve('.tmp', 'e2e-'));
  const distDir = path.join(dataDir, 'dist');
  // The site as a visitor gets it, for the route budgets (bench/route-budgets.test.ts): the
  // gallery's widgets change how the shared chunks are cut, so its build is not what pages load.
  const plainDir = path.join(dataDir, 'plain');
  const builds: Array<{ args: string[]; gallery: boolean }> = [
    { args: ['build', '--outDir', `${distDir}/client`], gallery: true },
    {
      args: ['build', '--ssr', 'src/web/app/entry-server.tsx', '--outDir', `${distDir}/ssr`],
      gallery: true,
    },
    {
      args: ['build', '--ssr', 'src/server/server.ts', '--outDir', `${distDir}/server`],
      gallery: true,
    },
    { args: ['build', '--outDir', `${plainDir}/client`], gallery: false },
    {
      args: ['build', '--ssr', 'src/web/app/entry-server.tsx', '--outDir', `${plainDir}/ssr`],
      gallery: false,
    },
  ];
  // Two lanes side by side (decision 125): the gallery's build (client, SSR entry, server) and the
  // plain one (client, SSR entry) write to folders of their own, and each vite build keeps about
  // one core busy, so the two cores build both in the time of the longer lane.
  await Promise.all(
    [builds.filter((build) => build.gallery), builds.filter((build) => !build.gallery)].map(
      async (lane) => {
        for (const build of lane) await viteBuild(build);
      },
    ),
  );
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const serverDataDir = path.join(dataDir, 'data');
  const database = await journeysDatabase();
  const server = spawn(process.execPath, [`${distDir}/server/server.js`], {
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: '',
      // Every journey signs in from 127.0.0.1: the per-address limit would fail them by chance.
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      // Emailed links (the joint applicant's invitation) point at this server, and the background
      // worker delivers them to the sandbox outbox (/dev/outbox/) within a moment.
      PUBLIC_BASE_URL: baseUrl,
      EMAIL_WORKER_INTERVAL_MS: '200',
      // Below the product's $50,000 maximum (decision 134), so a journey can lend above an
      // approver's limit and a senior approver decides; $40,000 stays within it.
      APPROVER_APPROVAL_LIMIT: '45000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  let browser: BrowserServer | undefined;
  try {
    await waitForReady(`${baseUrl}/readyz`, server, () => log);
    browser = await chromium.launchServer({
      executablePath: chromiumPath(),
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
  } catch (error) {
    server.kill('SIGTERM');
    await exited;
    await database.drop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('dataDir', serverDataDir);
  project.provide('siteBuildDir', plainDir);

  return async () => {
    await browser?.close();
    server.kill('SIGTERM');
    await exited;
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
