import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyPolicy } from '#content/privacy-policy.ts';
import { ANONYMOUS } from '#domain/session/actor.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { HttpError } from '#server/http-error.ts';
import type { ServiceDeps } from '#server/services.ts';
import { loadSiteConfig } from '#server/site-config.ts';
import {
  applicant,
  applicationIdOf as heldId,
  stepValues,
} from '#server/test-support/loan-application.ts';
import { lendingTestDeps } from '#server/test-support/lending.ts';
import { resumeApplication } from '../resume.ts';
import { saveApplicationStep } from './index.ts';

// Finding 8: the services run without HTTP, on the dependencies they are given, so a background
// job, a back office or a test with another configuration calls the same code (decision 023).

let database: DatabaseHandle;
let deps: ServiceDeps;
const site = loadSiteConfig();
const now = new Date('2026-11-23T09:00:00Z');

beforeAll(async () => {
  let testDeps: ServiceDeps;
  ({ deps: testDeps, database } = await lendingTestDeps({ clock: () => now }));
  deps = {
    ...testDeps,
    // Another lender's configuration: specific amounts only up to $8,000.
    config: {
      ...testDeps.config,
      site: {
        ...site,
        loanApplication: { ...site.loanApplication, specificAmountMaxDollars: 8000 },
      },
    },
    actor: ANONYMOUS,
    requestId: 'job-42',
  };
});
afterAll(async () => database.close());

const stepOne = (amount: string) => ({
  Step: 1,
  FormData: JSON.stringify(stepValues(1, applicant({ LoanAmountSpecific: amount }))),
});

// A new visitor: their session holds no application yet.
const NO_SESSION = { heldApplicationId: null };

describe('saveApplicationStep called directly, without HTTP or captcha', () => {
  it('judges by the configuration it is given (a specific-amount maximum of $8,000)', async () => {
    const refused = saveApplicationStep(deps, stepOne('9000'), NO_SESSION);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 422,
      fields: {
        LoanAmountSpecific: 'Please enter a whole dollar amount between $1,000 and $8,000',
      },
    });

    const saved = await saveApplicationStep(deps, stepOne('7500'), NO_SESSION);
    expect(saved.answer).toMatchObject({ Step: 2, CentrixResult: null });
    expect(saved.applicationId).toBe(await heldId(deps.db, saved.answer.Token));
    // The same services read it back on the clock they are given.
    const resumed = await resumeApplication(deps, saved.applicationId);
    expect(JSON.parse(resumed!.FormData)).toMatchObject({ LoanAmountSpecific: '7500' });
  });
});

describe('the privacy policy version stored with an application (issue 10 "Content")', () => {
  it('stores the version of the policy in force when the applicant agreed, whatever the browser sent', async () => {
    const values = stepValues(1, applicant({ PrivacyPolicyVersion: 'an-old-version' }));
    const { applicationId } = await saveApplicationStep(
      deps,
      { Step: 1, FormData: JSON.stringify(values) },
      { heldApplicationId: null },
    );
    const resumed = await resumeApplication(deps, applicationId);
    expect(JSON.parse(resumed!.FormData)).toMatchObject({
      AgreedToPrivacyPolicy: true,
      PrivacyPolicyVersion: privacyPolicy.version,
    });
  });
});
