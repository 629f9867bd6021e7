import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorConfig } from '#content/calculator.ts';
import { readEnv } from '../env.ts';
import { openTestDatabase, type TestDatabaseHandle } from '../test-support/test-app.ts';
import { adapterChoices, createAdapters } from './index.ts';

/* Which loan-servicing, payout and name-check adapter the configuration picks (decision 139). */
let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('choosing the servicing adapters', () => {
  it('takes the sandboxes by default and says so at start', async () => {
    const env = readEnv({ NODE_ENV: 'test' });
    const adapters = await createAdapters(env, { db: database.db });
    expect(adapters.loanServicing.provider).toBe('sandbox');
    expect(adapters.payout.provider).toBe('sandbox');
    expect(adapters.nameCheck.provider).toBe('sandbox');
    expect(adapterChoices(env)).toEqual(
      expect.arrayContaining([
        { service: 'loan servicing', adapter: 'sandbox' },
        { service: 'payout', adapter: 'sandbox' },
        { service: 'payee name check', adapter: 'sandbox' },
      ]),
    );
  });

  it('takes Fineract, the ANZ Direct file and the manual check when named', async () => {
    const env = readEnv({
      NODE_ENV: 'test',
      LOAN_SERVICING_PROVIDER: 'fineract',
      FINERACT_API_URL: 'https://fineract.example.nz/fineract-provider/api/v1',
      FINERACT_USERNAME: 'kowhai',
      FINERACT_PASSWORD: 'a-long-enough-password',
      FINERACT_LOAN_PRODUCT_ID: '3',
      PAYOUT_PROVIDER: 'anz-direct-csv',
      PAYOUT_FUNDS_ACCOUNT: '010123098765400',
      NAME_CHECK_PROVIDER: 'manual',
    });
    const adapters = await createAdapters(env, { db: database.db });
    expect(adapters.loanServicing.provider).toBe('fineract');
    expect(adapters.payout.provider).toBe('anz-direct-csv');
    expect(adapters.nameCheck.provider).toBe('manual');
  });

  it('counts days in arrears on the clock the app gives', async () => {
    const env = readEnv({ NODE_ENV: 'test' });
    const clock = () => new Date('2027-03-01T00:00:00Z');
    const { loanServicing } = await createAdapters(env, { db: database.db, clock });
    const { clientId } = await loanServicing.createClient({
      externalId: 'clock-1',
      firstName: 'Aroha',
      lastName: 'Ngata',
    });
    const { loanId } = await loanServicing.submitLoan(clientId, {
      externalId: 'clock-1',
      terms: {
        amount: 3000,
        interestPercent: 14.95,
        termMonths: 12,
        frequency: 'Monthly',
        firstPaymentDate: '2027-01-15',
      },
      rates: calculatorConfig,
      submittedOn: '2026-12-10',
      expectedDisbursementOn: '2026-12-11',
    });
    await loanServicing.approveLoan(loanId, '2026-12-10');
    await loanServicing.disburseLoan(loanId, '2026-12-11');
    // 1 March 2027 in New Zealand; the first payment was due Friday 15 January.
    expect((await loanServicing.readLoan(loanId))!.summary.arrearsDays).toBe(45);
  });
});
