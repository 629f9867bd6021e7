import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Request } from 'playwright-core';
import { build, type InlineConfig } from 'vite';
import { branches } from '#content/branches.ts';
import { API } from '#domain/contracts/wire.ts';
import { chromiumPath } from '../tests/e2e/support/chromium.ts';
import { chunkClosure, entryKey, type Manifest } from '#server/pages/assets.ts';

const KIB = 1024;

/**
 * Initial JavaScript budgets, gzip, counted until idle (decision 103). Issue 33 finding 1: the
 * marketing pages (home, the content pages, the calculator) 80 KiB, the application's steps and
 * the form pages (bank statements, refer a friend, payment) 110 KiB; the map pages 175 KiB, every
 * other page (the account's, the staff's, the status page...) 120 KiB, as issue 7 set them.
 * Every route is within its target since decision 166: a route over it is a failure, not a budget
 * of its own (decision 140's debts are paid).
 */
const MAP_PATHS = ['/find-a-branch-near-you/', '/find-a-branch-near-you/:slug/'];
const MARKETING_PATHS = [
  '/',
  '/promotions/fast-500/',
  '/privacy-policy/',
  // The brand's content pages and news (issue 10): words only, as light as home.
  '/personal-loans/',
  '/car-loans/',
  '/debt-consolidation/',
  '/about/',
  '/terms/',
  '/complaints/',
  '/news/',
  '/loan-calculator/',
];
const STEP_AND_FORM_PATHS = [
  '/loan-application/step-1/',
  '/loan-application/step-2/',
  '/loan-application/step-3/',
  '/loan-application/step-4/',
  '/bank-statements/',
  '/refer-a-friend/',
  '/make-a-payment/',
  // The public hardship form (decision 156), loaded on demand like the complaint form's.
  '/hardship/',
];
export function budgetFor(routePath: string): number {
  if (MAP_PATHS.includes(routePath)) return 175 * KIB;
  if (MARKETING_PATHS.includes(routePath)) return 80 * KIB;
  // The steps carry the one form runtime, its summary and resume link (decision 066) and only
  // their own step's rules and words (decision 115); the form pages, the form runtime.
  if (STEP_AND_FORM_PATHS.includes(routePath)) return 110 * KIB;
  return 120 * KIB;
}
export const showsMap = (routePath: string) => MAP_PATHS.includes(routePath);

/**
 * A production build even under the test runner, whose NODE_ENV=test would make Vite and the React
 * plugin build development code.
 */
async function productionBuild(config: InlineConfig): Promise<void> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', ...config });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

export interface RouteSize {
  path: string;
  /** The address visited for the route (a branch's, a page that does not exist for `/*`). */
  url: string;
  js: { gzip: number; brotli: number };
  css: { gzip: number; brotli: number };
  budget: number;
  /** The fetched scripts, by their source in the manifest (node_modules/leaflet/...). */
  files: string[];
}

// A build's files do not change once built, and most routes share most of theirs (React, the
// entry, the form runtime): each file is compressed once per content, not once per route. Keyed by
// path, size and modification time, so a rebuild into the same folder is measured afresh.
const sized = new Map<string, { gzip: number; brotli: number }>();
const sizes = (file: string) => {
  const { size, mtimeMs } = statSync(file);
  const key = `${file}\0${size}\0${mtimeMs}`;
  let known = sized.get(key);
  if (!known) {
    const content = readFileSync(file);
    known = {
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content).length,
    };
    sized.set(key, known);
  }
  return known;
};
const sum = (files: string[]) =>
  files.map(sizes).reduce((a, b) => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    gzip: 0,
    brotli: 0,
  });

/**
 * Builds the site (browser code, SSR entry and server) into `outDir` (`client/`, `ssr/`,
 * `server/`), starts it and measures each page route in Chromium (measureBuild).
 */
export async function measureRoutes(outDir: string): Promise<RouteSize[]> {
  await productionBuild({ build: { outDir: path.join(outDir, 'client'), emptyOutDir: true } });
  for (const [entry, folder] of [
    ['src/web/app/entry-server.tsx', 'ssr'],
    ['src/server/server.ts', 'server'],
  ] as const)
    await productionBuild({
      build: { ssr: entry, outDir: path.join(outDir, folder), emptyOutDir: true },
    });
  const site = await startSite(path.join(outDir, 'server/server.js'), outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    return await measureBuild(outDir, { baseUrl: site.baseUrl, browser });
  } finally {
    await browser.close();
    await site.stop();
  }
}

/** The address a visitor opens for a route of the route table. */
export function visitUrl(routePath: string): string {
  if (routePath === '/*') return '/no-such-page/';
  return routePath.replace(':slug', branches[0]!.slug).replace(':reference', 'KF-000000');
}

/**
 * Measures each page route of a build in `outDir` (`client/` and `ssr/`, as `npm run build` and the
 * browser tests' build lay it out), served at `site.baseUrl`, the way a phone pays for it
 * (docs/decisions/103): a fresh visit in Chromium (no cookies, no cache) and every script the page
 * fetches until it is idle, each counted as its file compressed (gzip 9 and brotli). A route whose
 * visit lands on another route (a step after the first sends a new visitor to step 1; a staff page
 * sends one to sign in) counts its own code from the manifest and what the page fetched beyond the
 * other route's code. Its CSS is
 * what its chunks carry, from the manifest (the page carries it, decision 068).
 */
export async function measureBuild(
  outDir: string,
  site: { baseUrl: string; browser: Browser },
): Promise<RouteSize[]> {
  const client = path.join(outDir, 'client');
  const manifest = JSON.parse(
    readFileSync(path.join(client, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entry = (await import(pathToFileURL(path.join(outDir, 'ssr', 'entry-server.js')).href)) as {
    pageRoutes(): { path: string; modules: string[] }[];
  };
  const routes = entry.pageRoutes();
  const measured: RouteSize[] = [];
  for (const route of routes) {
    const url = visitUrl(route.path);
    const visit = await scriptsFetchedUntilIdle(site.browser, new URL(url, site.baseUrl).href);
    // A visit that lands on another route (a step after the first sends a new visitor to step 1;
    // a staff page, to sign in) counts the route's own code and what the page fetched beyond
    // anything the other route's code reaches (the site's behaviours as the page starts).
    const landedOn = routes.find(
      (other) => other !== route && other.path === visit.landedOn && other.modules.length > 0,
    );
    const othersCode = new Set(landedOn ? reachable(manifest, landedOn.modules) : []);
    const ownCode = landedOn
      ? chunkClosure(manifest, [entryKey(manifest), ...route.modules], { onMount: true }).map(
          (chunk) => chunk.file,
        )
      : [];
    const files = [
      ...new Set([...ownCode, ...visit.files.filter((file) => !othersCode.has(file))]),
    ].filter((file) => sourceOf.has(file));
    const chunks = files.map((file) => manifest[sourceOf.get(file)!]!);
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    measured.push({
      path: route.path,
      url,
      js: sum(files.map((file) => path.join(client, file))),
      css: sum(css.map((file) => path.join(client, file))),
      budget: budgetFor(route.path),
      files: chunks.map((chunk) => chunk.src ?? chunk.file),
    });
  }
  return measured;
}

/** The files of the chunks `keys` load, at once or later: every static and dynamic import. */
function reachable(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]!.file);
}

/** Requests that keep a page busy; beacons and media are never waited for. */
const WAITED_ON = new Set(['document', 'script', 'fetch', 'xhr', 'stylesheet']);
/**
 * The posts the site sends with keepalive (a conversion, a step's event, the bank link's log):
 * the page never waits for them, and Chromium does not tell when they finish.
 */
const KEEPALIVE_POSTS = [
  API.browsingConversion,
  API.applicationConversion,
  API.sessionAnalytics,
  API.insightEvent,
  API.bankLinkLog,
].map((call): string => call.path);
/** A page is idle once no request is in flight for this long (Playwright's "networkidle"). */
const QUIET_MS = 500;

/**
 * A fresh visit to `url`: the build's files (`assets/x.js`) of every script the page fetched from
 * its own origin until it was idle, and the path it landed on. Idle as Playwright's "networkidle"
 * means it: loaded, then no request in flight for 500 ms, leaving out the posts a page sends with
 * keepalive (KEEPALIVE_POSTS).
 */
export async function scriptsFetchedUntilIdle(
  browser: Browser,
  url: string,
): Promise<{ files: string[]; landedOn: string }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const scripts = new Set<string>();
    const inFlight = new Set<Request>();
    let changed = () => {};
    page.on('request', (request) => {
      const address = new URL(request.url());
      if (request.resourceType() === 'script' && address.origin === origin)
        scripts.add(address.pathname.slice(1));
      if (!WAITED_ON.has(request.resourceType()) || KEEPALIVE_POSTS.includes(address.pathname))
        return;
      inFlight.add(request);
      changed();
    });
    const settle = (request: Request) => {
      if (inFlight.delete(request)) changed();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto(url, { waitUntil: 'load' });
    await new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      changed = () => {
        clearTimeout(timer);
        if (inFlight.size === 0) timer = setTimeout(resolve, QUIET_MS);
      };
      changed();
    });
    return { files: [...scripts], landedOn: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/**
 * The site from a build, as the route budgets visit it: the server bundle `serverEntry` serving
 * `webDistDir` on a free port, with a fresh embedded database, the branches and no demo accounts
 * or address index. `stop()` ends it and removes its data.
 */
export async function startSite(
  serverEntry: string,
  webDistDir: string,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  await mkdir('.tmp', { recursive: true });
  const dataDir = await mkdtemp(path.resolve('.tmp', 'route-sizes-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: '',
      PUBLIC_BASE_URL: baseUrl,
      // The branches, without the demo address index, which takes long to seed and no page loads.
      SEED_DEMO_DATA: 'true',
      ADDRESS_PROVIDER: 'addressfinder',
      ADDRESSFINDER_KEY: 'route-sizes',
      ADDRESSFINDER_SECRET: 'route-sizes',
      BACKGROUND_WORKER: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      await stop();
      throw new Error(`The measured site's server exited:\n${log}`);
    }
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The measured site's server did not become ready:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
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

/** A React hello world's JavaScript, built with the same Vite and React. */
export async function measureReactFloor(outDir: string): Promise<{ gzip: number; brotli: number }> {
  const root = path.resolve('bench/react-floor');
  await productionBuild({
    configFile: false,
    root,
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const assets = path.join(outDir, 'assets');
  if (!existsSync(assets)) throw new Error('The React floor build wrote no assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  return sum(files.map((file) => path.join(assets, file)));
}

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
