import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#server/test-support/test-app.ts';

/*
 * Every API route declares its answers (issue 29 "What to build" 3: response schemas on every
 * staff, lending and insight route): its contract's response schema, which the serializer holds
 * the answer to, and which says what a caller gets, errors included (a CSV as text). A route added
 * without one fails here; there are no exceptions.
 */
let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => {
  await close?.();
});

describe('the API routes declare their answers', () => {
  it('has a response schema on every /api route', () => {
    const undeclared = app.routeList
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .filter((route) => !route.declaresResponse)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(undeclared).toEqual([]);
  });
});
