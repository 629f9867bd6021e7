import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { measureBuild, showsMap, startSite, type RouteSize } from './route-sizes.ts';

// Bytes of a build are deterministic: this is a size check, not a timing. It measures the plain
// production build that tests/setup/e2e-global.ts makes beside the browser tests' own (which
// carries the development-only widget gallery, and so cuts the shared chunks differently): the
// site as `npm run build` makes it, built once per run, served by the run's server bundle and
// visited in the run's Chromium: every script a fresh visit fetches until the page is idle
// (docs/decisions/103).
let routes: RouteSize[];
let stopSite = async () => {};
beforeAll(async () => {
  const build = inject('siteBuildDir');
  const serverEntry = path.join(path.dirname(inject('dataDir')), 'dist/server/server.js');
  const site = await startSite(serverEntry, build);
  stopSite = site.stop;
  const browser = await chromium.connect(inject('browserWsEndpoint'));
  try {
    routes = (await measureBuild(build, { baseUrl: site.baseUrl, browser })).filter(
      (route) => !route.path.startsWith('/dev/'),
    );
  } finally {
    await browser.close();
  }
  // A visit per route and compressing every fetched file take minutes on a busy machine.
}, 480_000);
afterAll(() => stopSite());

describe('each page route’s JavaScript until idle (issue 23 budgets, docs/decisions/103)', () => {
  it('measures every route of the route table', () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/loan-application/step-1/', '/find-a-branch-near-you/:slug/']),
    );
  });

  it('keeps every route within its gzip budget', () => {
    const over = routes
      .filter((route) => route.js.gzip > route.budget)
      .map((route) => `${route.path} (${route.url}): ${route.js.gzip} > ${route.budget}`);
    expect(over).toEqual([]);
  });

  it('loads Chart.js only on the insight pages, and there only once their figures came', () => {
    const charts = 'src/web/features/staff/insight/charts.on-demand.ts';
    const manifest = JSON.parse(
      readFileSync(path.join(inject('siteBuildDir'), 'client/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { dynamicImports?: string[] }>;
    expect(manifest[charts], 'the charts chunk').toBeDefined();
    const importers = Object.keys(manifest).filter((key) =>
      manifest[key]!.dynamicImports?.includes(charts),
    );
    expect(importers).toEqual(['src/web/app/routes/staff-insight.tsx']);
    for (const route of routes)
      expect(
        route.files.some((file) => file === charts || file.includes('node_modules/chart.js')),
        route.path,
      ).toBe(false);
  });

  it('loads Leaflet only on the pages that show the map', () => {
    for (const route of routes)
      expect(
        route.files.some((file) => file.includes('node_modules/leaflet')),
        route.path,
      ).toBe(showsMap(route.path));
  });
});
