import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { branches as contentBranches } from '#content/branches.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { applicant, saveStep, stepValues } from '#server/test-support/loan-application.ts';
import { applications } from '#server/db/schema/index.ts';
import { seedBranches } from '#server/branches/repository.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { PREFERRED_BRANCH_STAFF_VALUE } from '#domain/branches/preferred-branch.ts';

// Issue 7 findings 2 and 3: what the server decides (roles, preset branch, specific-amount mode,
// Source) it derives from the actor, the stored application and what it saw, never from the
// browser's FormState or a form value alone (decision 022).

let app: FastifyInstance;
let close: () => Promise<void>;
const branch = contentBranches[0]!;
const branchId = String(branch.id);

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  await seedBranches(app.db, contentBranches);
});
afterAll(async () => close());

async function rowOf(token: string) {
  const [row] = await app.db.select().from(applications).where(eq(applications.token, token));
  return row!;
}

const BROKER_FIELDS = {
  BrokerEmailSubmission: 'broker@harbour.example.nz',
  BrokerRefinance: '0',
  BrokerCashDeposit: '0',
  BrokerTradeIn: '0',
  BrokerFee: '250',
  BrokerOptInCci: 'Yes',
  BrokerMbi: '0',
  BrokerGap: '0',
  BrokerAccuracyConfirmation: true,
};
/** What the browser's form state said before issue 7, when it decided roles and branch. */
const claimedState = (claims: Record<string, unknown>) => ({
  preSaveCheckDone: true,
  specifyLoanAmount: false,
  presetPreferredBranch: false,
  ...claims,
});

describe('?referrer=demo-broker without a broker session (finding 2)', () => {
  it('is an ordinary application: Source Website and no broker field stored', async () => {
    const response = await saveStep(
      app,
      1,
      applicant({ Referrer: 'demo-broker', ...BROKER_FIELDS }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await rowOf(response.json().Token);
    expect(row.source).toBe('Website');
    expect(row.formState.Source).toBe('Website');
    for (const name of Object.keys(BROKER_FIELDS)) expect(row.formData).not.toHaveProperty(name);
  });
});

describe('a preset branch (finding 3: "Apply now" on a branch page, the calculator hand-off)', () => {
  it('is recorded at the first save, stored as PreferredBranch and makes Source Branch', async () => {
    // The browser holds the preset branch in its values and hides the branch question.
    const values = applicant({ PreferredBranch: branchId });
    const state = claimedState({ presetPreferredBranch: true });
    const first = await saveStep(app, 1, values, { formState: state });
    expect(first.statusCode, first.body).toBe(200);
    const keys = { Token: first.json().Token, Guid: first.json().Guid };
    const { PreferredBranch: _hidden, ...stepTwo } = stepValues(2, values);
    const second = await saveStep(app, 2, stepTwo, { keys, formState: state });
    expect(second.statusCode, second.body).toBe(200);
    const row = await rowOf(keys.Token);
    expect(row.formData.PreferredBranch).toBe(branchId);
    expect(row.presetBranch).toBe(branchId);
    expect(row.source).toBe('Branch');
    expect(row.formState).toMatchObject({ presetPreferredBranch: true, Source: 'Branch' });
  });

  it('may be changed on step 2 to another real branch, kept by later saves; Source stays Branch', async () => {
    const other = String(contentBranches[1]!.id);
    const values = applicant({ PreferredBranch: branchId });
    const state = claimedState({ presetPreferredBranch: true });
    const first = await saveStep(app, 1, values, { formState: state });
    const keys = { Token: first.json().Token, Guid: first.json().Guid };
    for (const refused of ['online', PREFERRED_BRANCH_STAFF_VALUE, '999999']) {
      const stepTwo = stepValues(2, { ...values, PreferredBranch: refused });
      const response = await saveStep(app, 2, stepTwo, { keys, formState: state });
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toEqual({ PreferredBranch: MESSAGES.preferredBranch });
    }
    const stepTwo = stepValues(2, { ...values, PreferredBranch: other });
    const second = await saveStep(app, 2, stepTwo, { keys, formState: state });
    expect(second.statusCode, second.body).toBe(200);
    const third = await saveStep(app, 3, stepValues(3, values), { keys, formState: state });
    expect(third.statusCode, third.body).toBe(200);
    const row = await rowOf(keys.Token);
    expect(row.formData.PreferredBranch).toBe(other);
    expect(row.presetBranch).toBe(branchId);
    expect(row.source).toBe('Branch');
  });

  it('is not taken from a later save: a branch chosen on step 2 is not a preset', async () => {
    const values = applicant({ PreferredBranch: branchId });
    const first = await saveStep(app, 1, applicant());
    const keys = { Token: first.json().Token, Guid: first.json().Guid };
    await saveStep(app, 2, stepValues(2, values), { keys });
    const row = await rowOf(keys.Token);
    expect(row.formData.PreferredBranch).toBe(branchId);
    expect(row.source).toBe('Website');
  });

  it('is not believed from the form state: without a real branch the question must be answered', async () => {
    for (const claimed of [undefined, '999999', 'online']) {
      const values = applicant({ PreferredBranch: claimed });
      const state = claimedState({ presetPreferredBranch: true });
      const first = await saveStep(app, 1, values, { formState: state });
      expect(first.statusCode, first.body).toBe(200);
      expect((await rowOf(first.json().Token)).source).toBe('Website');
      const keys = { Token: first.json().Token, Guid: first.json().Guid };
      const { PreferredBranch: _hidden, ...stepTwo } = stepValues(2, values);
      const second = await saveStep(app, 2, stepTwo, { keys, formState: state });
      expect(second.statusCode).toBe(422);
      expect(second.json().fields).toEqual({ PreferredBranch: MESSAGES.preferredBranch });
    }
  });

  it('refuses the staff special value from a visitor who is not staff (it is not offered to applicants)', async () => {
    const first = await saveStep(app, 1, applicant());
    const keys = { Token: first.json().Token, Guid: first.json().Guid };
    const staff = stepValues(2, applicant({ PreferredBranch: PREFERRED_BRANCH_STAFF_VALUE }));
    const response = await saveStep(app, 2, staff, { keys });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ PreferredBranch: MESSAGES.preferredBranch });
    expect((await rowOf(keys.Token)).source).toBe('Website');
  });
});

describe('specific-amount mode is read from the amount fields, not the form state (finding 2)', () => {
  it('validates and keeps a specific amount the form state does not admit to', async () => {
    const tooSmall = await saveStep(app, 1, applicant({ LoanAmountSpecific: '70' }));
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().fields).toEqual({
      LoanAmountSpecific: 'Please enter a whole dollar amount between $1,000 and $50,000',
    });
    const ok = await saveStep(app, 1, applicant({ LoanAmountSpecific: '7250' }));
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await rowOf(ok.json().Token);
    expect(row.formData.LoanAmountSpecific).toBe('7250');
    expect(row.formState.specifyLoanAmount).toBe(true);
  });

  it('does not ask for a specific amount the form state claims but no field holds', async () => {
    const response = await saveStep(app, 1, applicant(), {
      formState: claimedState({ specifyLoanAmount: true }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowOf(response.json().Token)).formState.specifyLoanAmount).toBe(false);
  });

  it('drops the specific amount when step 1 is saved again with the slider', async () => {
    const first = await saveStep(app, 1, applicant({ LoanAmountSpecific: '7250' }));
    const keys = { Token: first.json().Token, Guid: first.json().Guid };
    const again = await saveStep(app, 1, stepValues(1, applicant({ LoanAmount: '6000' })), {
      keys,
    });
    expect(again.statusCode, again.body).toBe(200);
    const row = await rowOf(keys.Token);
    expect(row.formData).not.toHaveProperty('LoanAmountSpecific');
    expect(row.formData.LoanAmount).toBe('6000');
  });
});
