import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { applications, staffActions } from '#server/db/schema/index.ts';
import { sessionDeps, SESSION_COOKIE } from '#server/session/plugin.ts';
import { startAnonymousSession } from '#server/session/sessions.ts';
import { queuedApplication, signedInStaff } from '#server/test-support/staff.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

// Issue 29 "What to build" 2: `withdrawn` was in the status table and nothing could reach it. The
// applicant withdraws an undecided application (portal or status link); staff record one the
// applicant asked for, with a reason. Both through the workflow policy and the one writer.

let app: FastifyInstance;
let close: () => Promise<void>;
let officer: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  ({ cookie: officer } = await signedInStaff(app, 'officer', ['officer']));
}, 240_000);
afterAll(async () => close());

async function submitted(last: string) {
  const reference = await queuedApplication(app.db, { first: 'Aroha', last, amount: 4000 });
  const [row] = await app.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.referenceNumber, Number(reference)));
  return { reference, id: row!.id };
}
const statusLink = async (applicationId: string) =>
  `${SESSION_COOKIE}=${(await startAnonymousSession(sessionDeps(app), null, applicationId)).id}`;
const post = (url: string, cookie: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const queueStatus = async (reference: string) => {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/staff/applications?q=${reference}`,
    headers: { cookie: officer },
  });
  return answer.json().rows.find((row: { reference: string }) => row.reference === reference)
    ?.status;
};

describe('the applicant withdraws', () => {
  it('from the status link: withdrawn, shown to staff, and not twice', async () => {
    const { reference, id } = await submitted('Whakarere');
    const cookie = await statusLink(id);
    const before = await app.inject({
      method: 'GET',
      url: `/api/application-status/${reference}`,
      headers: { cookie },
    });
    expect(before.json<ApplicantStatusView>()).toMatchObject({
      status: 'submitted',
      canWithdraw: true,
    });
    const withdrawn = await post(`/api/application-status/${reference}/withdraw`, cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<ApplicantStatusView>()).toMatchObject({
      status: 'withdrawn',
      canWithdraw: false,
    });
    expect(withdrawn.json<ApplicantStatusView>().timeline[0]?.text).toBe(
      'The application was withdrawn.',
    );
    expect(await queueStatus(reference)).toBe('withdrawn');
    const [audit] = await app.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.applicationId, id), eq(staffActions.action, 'withdrawn')));
    expect(audit).toMatchObject({
      actorId: 'applicant',
      details: { event: 'withdraw', status: { from: 'submitted', to: 'withdrawn' } },
    });
    expect((await post(`/api/application-status/${reference}/withdraw`, cookie)).statusCode).toBe(
      409,
    );
  });

  it('cannot withdraw a decided application, nor someone else’s', async () => {
    const decided = await submitted('Decided');
    await post(`/api/staff/applications/${decided.reference}/decisions`, officer, {
      outcome: 'declined',
      reason: 'Outside our lending policy',
      comment: 'Outside policy',
      version: 0,
    });
    const cookie = await statusLink(decided.id);
    expect(
      (await post(`/api/application-status/${decided.reference}/withdraw`, cookie)).statusCode,
    ).toBe(409);
    const other = await submitted('Other');
    expect(
      (await post(`/api/application-status/${other.reference}/withdraw`, cookie)).statusCode,
    ).toBe(404);
    expect(await queueStatus(other.reference)).toBe('submitted');
  });
});

describe('staff record a withdrawal the applicant asked for', () => {
  const withdraw = (reference: string, payload: object) =>
    post(`/api/staff/applications/${reference}/withdraw`, officer, payload);

  it('with a reason, at the version shown; the queue shows it withdrawn', async () => {
    const { reference, id } = await submitted('Phoned');
    expect((await withdraw(reference, { reason: '   ', version: 0 })).statusCode).toBe(400);
    expect((await withdraw(reference, { reason: 'x'.repeat(501), version: 0 })).statusCode).toBe(
      400,
    );
    expect((await withdraw(reference, { reason: 'Phoned us', version: 3 })).statusCode).toBe(412);
    const done = await withdraw(reference, { reason: '  Found a cheaper loan  ', version: 0 });
    expect(done.json()).toEqual({ status: 'withdrawn', version: 1 });
    expect(await queueStatus(reference)).toBe('withdrawn');
    const [audit] = await app.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.applicationId, id), eq(staffActions.action, 'withdrawn')));
    expect(audit?.details).toMatchObject({ reason: 'Found a cheaper loan' });
    const again = await withdraw(reference, { reason: 'Phoned again', version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/withdrawn/);
  });
});
