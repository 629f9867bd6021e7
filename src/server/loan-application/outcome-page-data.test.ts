import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGE_DATA_API } from '#domain/pages/route-data.ts';
import type { LoanApplicationOutcome } from '#domain/loan-application/outcome.ts';
import { queryRows } from '#server/address-search/sql-rows.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { applicant, saveSteps } from '#server/test-support/loan-application.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

async function outcomeOf(appref: string): Promise<LoanApplicationOutcome | null> {
  const response = await app.inject({
    url: `${PAGE_DATA_API}/loan-application-success`,
    query: { path: `/loan-application/success/?appref=${encodeURIComponent(appref)}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().loanApplicationOutcome as LoanApplicationOutcome | null;
}

describe('the confirmation page says what was emailed (issue 34 finding 4)', () => {
  it('names the submit email with the status link once it is in the outbox', async () => {
    const { keys } = await saveSteps(app, applicant());
    const [queued] = await queryRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from email_outbox where kind = 'submitted'`,
    );
    expect(queued?.count).toBe(1);
    const outcome = await outcomeOf(keys.Token);
    expect(outcome?.emailed).toEqual({ applicant: true, jointApplicant: false, broker: false });
  });

  it('says nothing of an email that is not in the outbox', async () => {
    const { keys } = await saveSteps(app, applicant());
    await app.db.execute(sql`delete from email_outbox where kind = 'submitted'`);
    const outcome = await outcomeOf(keys.Token);
    expect(outcome?.emailed.applicant).toBe(false);
  });
});
