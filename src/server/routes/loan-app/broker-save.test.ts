import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { applicant, saveSteps } from '#server/test-support/loan-application.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

/**
 * A broker's application as the steps render it. Today the broker comes from the referrer value;
 * when roles come from the session actor, this is the one place to change.
 */
const brokerApplication = () =>
  applicant({
    Referrer: 'demo-broker',
    LoanAmountSpecific: '7000',
    BrokerEmailSubmission: 'broker@harbour.example.nz',
    BrokerRefinance: '0',
    BrokerCashDeposit: '0',
    BrokerTradeIn: '0',
    BrokerFee: '0',
    BrokerOptInCci: 'Yes',
    BrokerMbi: '0',
    BrokerGap: '0',
    BrokerAccuracyConfirmation: true,
    // Yes would open the bank-statement frame, which no step renders yet.
    BrokerIllionSwitch: 'Yes',
  });

describe('a broker can finish an application (issue 7 finding 1)', () => {
  it('saves steps 1 to 4 with the fields the steps render, and completes the application', async () => {
    const { answers } = await saveSteps(app, brokerApplication());
    expect(answers[3]).toMatchObject({ Step: 4, Complete: true });
  });
});
