import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { failureBeacon, journeyValues, type Journey } from '#server/insight/population.ts';
import { saveStep, type ApplicationKeys } from './api-application.ts';

export const STAFF_LOGIN = { email: 'staff@kowhai.example.nz', password: 'demo-password-2026' };

async function accepted(request: APIRequestContext, url: string, options: object) {
  const response = await request.post(url, options);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(202);
}

/**
 * Walks one journey of the insight population (src/server/insight/population.ts) through the
 * running server's real endpoints, as its browser would: the step events, a failed step's
 * failures with the step's next beacon, each save (with a solved captcha, in the journey's own cookie jar, signed in as
 * staff for a staff journey). `request` is the journey's own context's (its own cookies).
 * Decisions are left out: none is made here.
 */
export async function walkJourney(request: APIRequestContext, journey: Journey) {
  if (journey.staff)
    expect((await request.post('/api/session/sign-in', { data: STAFF_LOGIN })).status()).toBe(200);
  const values = journeyValues(journey);
  let keys: ApplicationKeys | undefined;
  for (let step = 1 as 1 | 2 | 3 | 4; step <= journey.lastStep; step++) {
    const common = {
      visitId: journey.visitId,
      step,
      viewportWidth: journey.viewportWidth,
      ...(journey.entry && { entry: journey.entry }),
      ...(keys && { token: keys.Token }),
    };
    await accepted(request, '/api/insight/events', { data: { name: 'step_viewed', ...common } });
    // The step page's blocked submits, counted and sent with its next beacon (issue 34 finding 1).
    const failures = failureBeacon(journey, step);
    if (step === journey.lastStep && !journey.submits) {
      await accepted(request, '/api/insight/events', {
        data: {
          name: 'step_left',
          ...common,
          field: journey.leftField,
          ...(failures.length > 0 && { failures }),
        },
      });
      return;
    }
    keys = await saveStep(request, step, values, {
      keys,
      specifyLoanAmount: journey.referrer !== '',
    });
    if (failures.length > 0)
      await accepted(request, '/api/insight/events', {
        data: { name: 'validation_failed', ...common, token: keys.Token, failures },
      });
  }
}
