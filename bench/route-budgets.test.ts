import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { measureRoutes, showsMap, type RouteSize } from './route-sizes.ts';

// Bytes of a build are deterministic: this is a size check, not a timing.
let routes: RouteSize[];
beforeAll(async () => {
  routes = await measureRoutes(path.resolve('.tmp/route-budgets-test'));
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
