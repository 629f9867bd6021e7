import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calculatorConfig } from '#content/calculator.ts';
import { loadSiteConfig } from '#server/site-config.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

const lenderConfig = {
  ...calculatorConfig,
  DefaultAmount: 8000,
  NewAppUrl: null,
  RatesLink: { Url: '/rates-and-fees/', Name: 'Our rates and fees', Target: '_blank' as const },
};

beforeAll(async () => {
  ({ app, close } = await buildTestApp({
    siteConfig: { ...loadSiteConfig(), calculator: lenderConfig },
  }));
});
afterAll(async () => close());

describe('GET /api/calculator/config (site-and-tools §3 "Calculator configuration")', () => {
  it('answers the configured calculator with the spec’s field names', async () => {
    const response = await app.inject('/api/calculator/config');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'DefaultAmount',
        'DefaultInterest',
        'DefaultTerm',
        'AmountRanges',
        'InterestRanges',
        'TermRanges',
        'EstablishmentFeeRanges',
        'PerPaymentFee',
        'MinimumWeeklyPayment',
        'CanContinue',
        'LoanAppUrl',
        'NewAppUrl',
        'ApplicationResumeStatement',
        'CalculatorDisclaimer',
        'RatesLink',
      ].sort(),
    );
    expect(response.json()).toMatchObject({
      DefaultAmount: 8000,
      NewAppUrl: null,
      RatesLink: { Url: '/rates-and-fees/', Name: 'Our rates and fees', Target: '_blank' },
      EstablishmentFeeRanges: calculatorConfig.EstablishmentFeeRanges,
    });
  });

  it('may be cached for a few minutes, and refuses other methods', async () => {
    const response = await app.inject('/api/calculator/config');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const post = await app.inject({ method: 'POST', url: '/api/calculator/config' });
    expect(post.statusCode).toBe(404);
  });
});
