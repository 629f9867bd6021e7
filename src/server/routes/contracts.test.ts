import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { branches as contentBranches } from '#content/branches.ts';
import { apiErrorSchema } from '#domain/contracts/api.ts';
import {
  addressDetailContract,
  addressFinderConfigContract,
  addressSearchContract,
  addressSearchPostalContract,
} from '#domain/contracts/address-finder.ts';
import {
  branchListContract,
  mapConfigContract,
  nearestBranchesContract,
} from '#domain/contracts/branches.ts';
import { captchaChallengeContract, captchaConfigContract } from '#domain/contracts/captcha.ts';
import {
  applicationConversionContract,
  browsingConversionContract,
} from '#domain/contracts/conversions.ts';
import { healthContract, readinessContract } from '#domain/contracts/health.ts';
import {
  logContract,
  preSaveCheckContract,
  resumeContract,
  saveContract,
} from '#domain/contracts/loan-app.ts';
import { seedDemoAddresses } from '#server/address-search/seed-demo.ts';
import { captchaHeaders, testClientAddress } from '#server/test-support/captcha.ts';
import { applicant, saveStep } from '#server/test-support/loan-application.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { seedBranches } from './branches/repository.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  await seedBranches(app.db, contentBranches);
  await seedDemoAddresses(app.db);
}, 240_000);
afterAll(async () => close());

/**
 * The server's real answer, read with the schema the browser's client reads it with (the
 * contract's): it must parse, status and all.
 */
function expectAnswer(
  response: LightMyRequestResponse,
  contract: { response: Record<string | number, z.ZodType> },
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  const parsed = contract.response[status]!.safeParse(response.json());
  expect(parsed.error).toBeUndefined();
  return parsed.data;
}

describe('every API answers what its contract says (issue 7 "One wire contract per API")', () => {
  it('save: 200 with Token, Guid, Reference and Step; 422 with the error body', async () => {
    expectAnswer(await saveStep(app, 1, applicant()), saveContract, 200);
    const invalid = await saveStep(app, 1, applicant({ Email: 'not an email' }));
    expect(invalid.statusCode).toBe(422);
    expect(apiErrorSchema.parse(invalid.json()).fields).toHaveProperty('Email');
  });

  it('pre-save-check: 200 with success and message', async () => {
    const response = await app.inject({
      method: preSaveCheckContract.method,
      url: preSaveCheckContract.path,
      headers: await captchaHeaders(app),
      remoteAddress: testClientAddress(),
      payload: { Email: 'contract@example.nz', LastName: 'Ngata' },
    });
    expectAnswer(response, preSaveCheckContract, 200);
  });

  it('resume: 200 with the saved form as JSON strings; 404 with the error body', async () => {
    const saved = (await saveStep(app, 1, applicant())).json();
    const response = await app.inject({
      method: resumeContract.method,
      url: resumeContract.path,
      payload: { Token: saved.Token, Guid: saved.Guid },
    });
    expectAnswer(response, resumeContract, 200);
    const gone = await app.inject({
      method: resumeContract.method,
      url: resumeContract.path,
      payload: { Token: saved.Token, Guid: 'not-the-guid' },
    });
    expect(gone.statusCode).toBe(404);
    expect(apiErrorSchema.safeParse(gone.json()).success).toBe(true);
  });

  it('log: 202 recorded, from the browser form', async () => {
    const response = await app.inject({
      method: logContract.method,
      url: logContract.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ LoggingToken: '', LoggingMessage: '{"step":1}' }).toString(),
    });
    expectAnswer(response, logContract, 202);
  });

  it('conversions: 202 recorded for a browsing and an application event; 400 for a name not in the list', async () => {
    const browsing = await app.inject({
      method: browsingConversionContract.method,
      url: browsingConversionContract.path,
      payload: { eventName: 'FindLocation', sourceUrl: '/find-a-branch-near-you/' },
    });
    expectAnswer(browsing, browsingConversionContract, 202);
    const application = await app.inject({
      method: applicationConversionContract.method,
      url: applicationConversionContract.path,
      payload: { eventName: 'Step1 Submit', sourceUrl: '/loan-application/step-2/', token: 't' },
    });
    expectAnswer(application, applicationConversionContract, 202);
    const unknown = await app.inject({
      method: browsingConversionContract.method,
      url: browsingConversionContract.path,
      payload: { eventName: 'Made-Up', sourceUrl: '/' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknown.json()).fields).toHaveProperty('eventName');
  });

  it('address finder: the config names the contract paths; search, postal search and detail answer their schemas', async () => {
    const config = expectAnswer(
      await app.inject(addressFinderConfigContract.path),
      addressFinderConfigContract,
      200,
    );
    expect(config).toEqual({
      addressFinder: {
        search: addressSearchContract.path,
        searchPostal: addressSearchPostalContract.path,
        detail: addressDetailContract.path,
      },
    });
    const found = expectAnswer(
      await app.inject({ url: addressSearchContract.path, query: { query: 'Queen Street' } }),
      addressSearchContract,
      200,
    ) as { Id: string }[];
    expect(found.length).toBeGreaterThan(0);
    expectAnswer(
      await app.inject({ url: addressSearchPostalContract.path, query: { query: 'PO Box' } }),
      addressSearchPostalContract,
      200,
    );
    expectAnswer(
      await app.inject({ url: addressDetailContract.path, query: { id: found[0]!.Id } }),
      addressDetailContract,
      200,
    );
  });

  it('branches: the list, the nearest branches and the map config answer their schemas', async () => {
    const list = expectAnswer(await app.inject(branchListContract.path), branchListContract, 200);
    expect(list).toHaveLength(contentBranches.length);
    expectAnswer(
      await app.inject({
        url: nearestBranchesContract.path,
        query: { lat: '-36.85', lng: '174.76' },
      }),
      nearestBranchesContract,
      200,
    );
    expectAnswer(await app.inject(mapConfigContract.path), mapConfigContract, 200);
  });

  it('captcha: the config and a challenge answer their schemas', async () => {
    expectAnswer(await app.inject(captchaConfigContract.path), captchaConfigContract, 200);
    expectAnswer(
      await app.inject({
        url: captchaChallengeContract.path,
        query: { action: 'submit_form' },
        remoteAddress: testClientAddress(),
      }),
      captchaChallengeContract,
      200,
    );
  });

  it('health and readiness answer their schemas', async () => {
    expectAnswer(await app.inject(healthContract.path), healthContract, 200);
    expectAnswer(await app.inject(readinessContract.path), readinessContract, 200);
  });
});
