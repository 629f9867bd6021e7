import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { privacyPolicy } from '#content/privacy-policy.ts';
import { ANONYMOUS } from '#domain/session/actor.ts';
import { createAdapters } from '#server/adapters/index.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { ServiceDeps } from '#server/services.ts';
import { loadSiteConfig } from '#server/site-config.ts';
import { applicant, stepValues } from '#server/test-support/loan-application.ts';
import { openTestDatabase, testEnv } from '#server/test-support/test-app.ts';
import { createFieldCipher } from '../crypto/data-key.ts';
import { resumeApplication } from './resume.ts';
import { saveApplicationStep } from './save-application.ts';

let database: DatabaseHandle;
let deps: ServiceDeps;

beforeAll(async () => {
  database = await openTestDatabase();
  const env = testEnv();
  deps = {
    db: database.db,
    adapters: await createAdapters(env, { db: database.db }),
    cipher: await createFieldCipher(env),
    config: {
      site: loadSiteConfig(),
      env,
      referrerKeys: new Map(),
      publicBaseUrl: 'http://localhost:3000',
    },
    clock: () => new Date('2026-11-23T09:00:00Z'),
    log: pino({ level: 'silent' }),
    actor: ANONYMOUS,
    requestId: 'privacy-version',
  };
});
afterAll(async () => database.close());

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
