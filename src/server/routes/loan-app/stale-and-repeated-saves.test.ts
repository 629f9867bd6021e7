import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '#server/test-support/test-app.ts';
import {
  applicant,
  saveStep,
  savedSessionCookie,
  type ApplicationKeys,
} from '#server/test-support/loan-application.ts';
import { applicationAudits, applications } from '#server/db/schema/index.ts';
import { CONCURRENT_CHANGE_MESSAGE } from '#content/loan-application-copy.ts';

// Decision 002 (412 for a change made in another window) and decision 060 (Version and
// IdempotencyKey): issue 12 finding 8, issue 11 "Come back and finish" 3.

let app: FastifyInstance;
let close: () => Promise<void>;
let now = new Date('2026-11-23T09:00:00Z');

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => now }));
});
afterAll(async () => close());

async function rowOf(token: string) {
  const [row] = await app.db.select().from(applications).where(eq(applications.token, token));
  return row!;
}
async function auditCount(token: string) {
  const row = await rowOf(token);
  const audits = await app.db
    .select()
    .from(applicationAudits)
    .where(eq(applicationAudits.applicationId, row.id));
  return audits.length;
}
async function applicationsWithEmail(email: string) {
  return app.db.select().from(applications).where(eq(applications.applicantEmail, email));
}

/** A fresh key as the browser makes one. */
const newKey = () => crypto.randomUUID();

/** Step 1 saved: the keys and the version the step 2 page is loaded with. */
async function startApplication(email: string) {
  const first = await saveStep(app, 1, applicant({ Email: email }));
  expect(first.statusCode).toBe(200);
  const answer = first.json();
  return { keys: { Token: answer.Token, Guid: answer.Guid } as ApplicationKeys, answer };
}

describe('a save from a stale tab (issue 12 finding 8, decision 002)', () => {
  it('answers the save with the version it stored, and resume with the current version', async () => {
    const { keys, answer } = await startApplication('version.one@example.co.nz');
    expect(answer.Version).toBe(1);
    // Resume reads the application the saving session holds (decision 059).
    const resumed = await app.inject({
      method: 'POST',
      url: '/api/loan-app/resume',
      headers: { cookie: savedSessionCookie(keys.Token)! },
      payload: {},
    });
    expect(resumed.json().Version).toBe(1);
  });

  it('refuses the second of two saves loaded at the same version with 412, keeping the first', async () => {
    const { keys, answer } = await startApplication('two.tabs@example.co.nz');
    const loadedAt = answer.Version as number;

    const tabA = await saveStep(app, 2, applicant({ FinancialDependants: '1' }), {
      keys,
      body: { Version: loadedAt },
    });
    expect(tabA.statusCode).toBe(200);
    expect(tabA.json().Version).toBe(loadedAt + 1);

    const tabB = await saveStep(app, 2, applicant({ FinancialDependants: '2' }), {
      keys,
      body: { Version: loadedAt },
    });
    expect(tabB.statusCode).toBe(412);
    expect(tabB.json()).toEqual({ error: CONCURRENT_CHANGE_MESSAGE });
    const row = await rowOf(keys.Token);
    expect(row.formData.FinancialDependants).toBe('1');
    expect(row.version).toBe(loadedAt + 1);

    // Loaded again, the tab saves at the current version.
    const reloaded = await saveStep(app, 2, applicant({ FinancialDependants: '2' }), {
      keys,
      body: { Version: loadedAt + 1 },
    });
    expect(reloaded.statusCode).toBe(200);
    expect((await rowOf(keys.Token)).formData.FinancialDependants).toBe('2');
  });

  it('refuses a Version that is not a whole number with 400, before the database', async () => {
    const { keys } = await startApplication('bad.version@example.co.nz');
    const response = await saveStep(app, 2, applicant(), { keys, body: { Version: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });
});

describe('a repeated save with the same IdempotencyKey (issue 11 "Come back and finish" 3)', () => {
  it('answers a repeated step 1 with the first answer and creates one application', async () => {
    const email = 'repeat.one@example.co.nz';
    const key = newKey();
    const first = await saveStep(app, 1, applicant({ Email: email }), {
      body: { IdempotencyKey: key },
    });
    const again = await saveStep(app, 1, applicant({ Email: email }), {
      body: { IdempotencyKey: key },
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await applicationsWithEmail(email)).toHaveLength(1);
  });

  it('answers a repeat of a save that landed (its answer lost) with that answer, not a 412', async () => {
    const { keys, answer } = await startApplication('repeat.two@example.co.nz');
    const key = newKey();
    const request = { keys, body: { Version: answer.Version, IdempotencyKey: key } };
    const first = await saveStep(app, 2, applicant({ FinancialDependants: '3' }), request);
    const again = await saveStep(app, 2, applicant({ FinancialDependants: '3' }), request);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Saved once: one version more and one audit row for step 2 (besides step 1's).
    expect((await rowOf(keys.Token)).version).toBe(answer.Version + 1);
    expect(await auditCount(keys.Token)).toBe(2);
  });

  it('saves once when the same save arrives several times at once', async () => {
    const { keys, answer } = await startApplication('repeat.three@example.co.nz');
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        saveStep(app, 2, applicant({ FinancialDependants: '4' }), {
          keys,
          body: { Version: answer.Version, IdempotencyKey: key },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const answers = responses.map((response) => response.json());
    for (const other of answers) expect(other).toEqual(answers[0]);
    expect((await rowOf(keys.Token)).version).toBe(answer.Version + 1);
    expect(await auditCount(keys.Token)).toBe(2);
  });

  it('creates one application when a new application’s step 1 arrives several times at once', async () => {
    const email = 'repeat.four@example.co.nz';
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        saveStep(app, 1, applicant({ Email: email }), { body: { IdempotencyKey: key } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const tokens = new Set(responses.map((response) => response.json().Token));
    expect(tokens.size).toBe(1);
    expect(await applicationsWithEmail(email)).toHaveLength(1);
  });

  it('does not answer another application’s save, or another request, from a key', async () => {
    const one = await startApplication('scope.one@example.co.nz');
    const two = await startApplication('scope.two@example.co.nz');
    const key = newKey();
    const first = await saveStep(app, 2, applicant(), {
      keys: one.keys,
      body: { Version: one.answer.Version, IdempotencyKey: key },
    });
    expect(first.statusCode).toBe(200);
    // The same key on another application is refused: it never reveals the first one's answer.
    const other = await saveStep(app, 2, applicant(), {
      keys: two.keys,
      body: { Version: two.answer.Version, IdempotencyKey: key },
    });
    expect(other.statusCode).toBe(422);
    expect(JSON.stringify(other.json())).not.toContain(one.keys.Token);
    // A new application's step 1 with a key already used is refused too.
    const fresh = await saveStep(app, 1, applicant({ Email: 'scope.three@example.co.nz' }), {
      body: { IdempotencyKey: key },
    });
    expect(fresh.statusCode).toBe(422);
    expect(JSON.stringify(fresh.json())).not.toContain(one.keys.Token);
    // The same key for another step of the same application is another request.
    const step3 = await saveStep(app, 3, applicant(), {
      keys: one.keys,
      body: { Version: one.answer.Version + 1, IdempotencyKey: key },
    });
    expect(step3.statusCode).toBe(422);
  });

  it('refuses a malformed key with 400', async () => {
    const response = await saveStep(app, 1, applicant(), { body: { IdempotencyKey: 'short' } });
    expect(response.statusCode).toBe(400);
  });

  it('forgets a key after a day: a late repeat is a new save', async () => {
    const email = 'repeat.late@example.co.nz';
    const key = newKey();
    const request = { body: { IdempotencyKey: key } };
    const first = await saveStep(app, 1, applicant({ Email: email }), request);
    expect(first.statusCode).toBe(200);
    const saved = now;
    try {
      now = new Date(saved.getTime() + 23 * 3_600_000);
      const within = await saveStep(app, 1, applicant({ Email: email }), request);
      expect(within.json()).toEqual(first.json());
      now = new Date(saved.getTime() + 25 * 3_600_000);
      const late = await saveStep(app, 1, applicant({ Email: email }), request);
      expect(late.statusCode).toBe(200);
      expect(late.json().Token).not.toBe(first.json().Token);
      expect(await applicationsWithEmail(email)).toHaveLength(2);
    } finally {
      now = saved;
    }
  });
});
