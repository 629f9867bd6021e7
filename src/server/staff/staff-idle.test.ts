import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sessionDeps } from '#server/session/plugin.ts';
import { resolveActor, signIn, sweepExpiredSessions } from '#server/session/sessions.ts';
import { TEST_CUSTOMER, TEST_STAFF } from '#server/test-support/sessions.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

let now = new Date('2026-11-23T09:00:00Z');
let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => now }));
});
afterAll(async () => close());

it('ends a staff session after 15 idle minutes while a customer session lives on (issue 20)', async () => {
  const deps = sessionDeps(app);
  const staff = await signIn(deps, TEST_STAFF);
  const customer = await signIn(deps, TEST_CUSTOMER);
  now = new Date(now.getTime() + 14 * 60_000);
  expect((await resolveActor(deps, staff.id)).kind).toBe('staff');
  now = new Date(now.getTime() + 15 * 60_000 + 1000);
  expect(await sweepExpiredSessions(deps)).toBe(1);
  expect((await resolveActor(deps, staff.id)).kind).toBe('anonymous');
  expect((await resolveActor(deps, customer.id)).kind).toBe('customer');
});
