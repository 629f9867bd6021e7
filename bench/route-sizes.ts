import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { chunkClosure, entryKey, type Manifest } from '#server/pages/assets.ts';

const KIB = 1024;

/**
 * Initial JavaScript budgets, gzip (issue 7 "What to build" 6: 90 KiB light pages, 120 KiB others,
 * 175 KiB map pages); met again with the site's own router (docs/decisions/053).
 */
const MAP_PATHS = ['/find-a-branch-near-you/', '/find-a-branch-near-you/:slug/'];
const LIGHT_PATHS = [
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
];
export function budgetFor(routePath: string): number {
  if (MAP_PATHS.includes(routePath)) return 175 * KIB;
  if (LIGHT_PATHS.includes(routePath)) return 90 * KIB;
  // The application's steps carry the one form runtime, its summary, retries and resume link
  // (docs/decisions/066).
  if (routePath.startsWith('/loan-application/step-')) return 125 * KIB;
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
  js: { gzip: number; brotli: number };
  css: { gzip: number; brotli: number };
  budget: number;
  files: string[];
}

const sizes = (file: string) => {
  const content = readFileSync(file);
  return {
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content).length,
  };
};
const sum = (files: string[]) =>
  files.map(sizes).reduce((a, b) => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    gzip: 0,
    brotli: 0,
  });

/**
 * Builds the site's browser code and its SSR entry into `outDir` (`client/` and `ssr/`), and
 * measures each page route (measureBuild).
 */
export async function measureRoutes(outDir: string): Promise<RouteSize[]> {
  await productionBuild({ build: { outDir: path.join(outDir, 'client'), emptyOutDir: true } });
  await productionBuild({
    build: {
      ssr: 'src/web/app/entry-server.tsx',
      outDir: path.join(outDir, 'ssr'),
      emptyOutDir: true,
    },
  });
  return measureBuild(outDir);
}

/**
 * Measures each page route of a build in `outDir` (`client/` and `ssr/`, as `npm run build` and the
 * browser tests' build lay it out): its initial JavaScript and CSS, that is the entry, the route's
 * modules and their static imports, and what they import as they mount (the map's Leaflet), all
 * from the build's manifest.
 */
export async function measureBuild(outDir: string): Promise<RouteSize[]> {
  const client = path.join(outDir, 'client');
  const ssr = path.join(outDir, 'ssr');
  const manifest = JSON.parse(
    readFileSync(path.join(client, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = (await import(pathToFileURL(path.join(ssr, 'entry-server.js')).href)) as {
    pageRoutes(): { path: string; modules: string[] }[];
  };
  return entry.pageRoutes().map((route) => {
    const chunks = chunkClosure(manifest, [entryKey(manifest), ...route.modules], {
      onMount: true,
    });
    const files = chunks.map((chunk) => chunk.file);
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    return {
      path: route.path,
      js: sum(files.map((file) => path.join(client, file))),
      css: sum(css.map((file) => path.join(client, file))),
      budget: budgetFor(route.path),
      files: chunks.map((chunk) => chunk.src ?? chunk.file),
    };
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
