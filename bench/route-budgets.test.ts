import { beforeAll, describe, expect, inject, it } from 'vitest';
import { measureBuild, showsMap, type RouteSize } from './route-sizes.ts';

// Bytes of a build are deterministic: this is a size check, not a timing. It measures the plain
// production build that tests/setup/e2e-global.ts makes beside the browser tests' own (which
// carries the development-only widget gallery, and so cuts the shared chunks differently): the
// site as `npm run build` makes it, built once per run.
let routes: RouteSize[];
beforeAll(async () => {
  routes = (await measureBuild(inject('siteBuildDir'))).filter(
    (route) => !route.path.startsWith('/dev/'),
  );
  // Compressing every route's files (gzip 9 and brotli) takes minutes on a busy machine.
}, 240_000);

describe('each page route’s initial JavaScript (issue 7 budgets, docs/decisions/028)', () => {
  it('measures every route of the route table', () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/loan-application/step-1/', '/find-a-branch-near-you/:slug/']),
    );
  });

  it('keeps every route within its gzip budget', () => {
    const over = routes
      .filter((route) => route.js.gzip > route.budget)
      .map((route) => `${route.path}: ${route.js.gzip} > ${route.budget}`);
    expect(over).toEqual([]);
  });

  it('loads Leaflet only on the pages that show the map', () => {
    for (const route of routes)
      expect(
        route.files.some((file) => file.includes('node_modules/leaflet')),
        route.path,
      ).toBe(showsMap(route.path));
  });
});
