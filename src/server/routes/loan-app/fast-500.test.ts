import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { applicant, saveStep } from '#server/test-support/loan-application.ts';
import { applications } from '#server/db/schema/index.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

// The Fast $500 link's application (docs/decisions/027): a specific amount of $500 from the
// fast-500 referrer, whose own limits are $500 to $500.
const SPECIFIC = { preSaveCheckDone: true, specifyLoanAmount: true, presetPreferredBranch: false };
const fast500 = (LoanAmountSpecific: string) =>
  applicant({ Referrer: 'fast-500', LoanAmountSpecific });

describe('POST /api/loan-app/save: Fast $500 (issue 7 finding 4)', () => {
  it('accepts and stores a $500 application from the promotion', async () => {
    const response = await saveStep(app, 1, fast500('500'), { formState: SPECIFIC });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.db
      .select()
      .from(applications)
      .where(eq(applications.token, response.json().Token));
    expect(row!.formData).toMatchObject({ Referrer: 'fast-500', LoanAmountSpecific: '500' });
  });

  it('still refuses $500 for an ordinary application, naming the site bounds', async () => {
    const response = await saveStep(app, 1, applicant({ LoanAmountSpecific: '500' }), {
      formState: SPECIFIC,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      LoanAmountSpecific: 'Please enter a whole dollar amount between $1,000 and $50,000',
    });
  });

  it('refuses any other amount under the promotion, though the page shows it locked', async () => {
    const response = await saveStep(app, 1, fast500('5000'), { formState: SPECIFIC });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      LoanAmountSpecific: 'Please enter a whole dollar amount between $500 and $500',
    });
  });
});
