import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#server/test-support/test-app.ts';
import {
  applicant,
  savedSessionCookie,
  saveStep,
  saveSteps,
} from '#server/test-support/loan-application.ts';

// The calculator's "Continue my application" banner (site-and-tools §2: shown when resume is
// allowed) follows the visitor's session (issue 11 "Come back and finish" 1, decision 059).
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

async function calculatorPageData(cookie?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/page-data/loan-calculator?path=%2Floan-calculator%2F',
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { applicationInProgress: boolean };
}

describe('the calculator page’s "Continue my application"', () => {
  it('is not offered to a visitor whose session holds no application', async () => {
    await expect(calculatorPageData()).resolves.toEqual({ applicationInProgress: false });
  });

  it('is offered once step 1 is saved, in that browser only', async () => {
    const first = await saveStep(app, 1, applicant({ Email: 'continue.me@example.co.nz' }));
    expect(first.statusCode).toBe(200);
    const cookie = savedSessionCookie(first.json().Token as string);
    expect(cookie).toBeDefined();
    await expect(calculatorPageData(cookie)).resolves.toEqual({ applicationInProgress: true });
    // Another browser (no cookie) is told nothing.
    await expect(calculatorPageData()).resolves.toEqual({ applicationInProgress: false });
  });

  it('is no longer offered once the application is submitted', async () => {
    const { keys } = await saveSteps(app, applicant({ Email: 'submitted.me@example.co.nz' }));
    await expect(calculatorPageData(savedSessionCookie(keys.Token))).resolves.toEqual({
      applicationInProgress: false,
    });
  });
});
