import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanApplicationConfig } from '#content/loan-application.ts';
import { readEnv } from '../env.ts';
import { resolveReferrerKeys } from './referrer-keys.ts';
import { verifyReferrerData } from './referrer-data.ts';
import { referrerLink } from './referrer-link.ts';

const REFERRERS = loanApplicationConfig.referrers;
const NOW = new Date('2026-11-23T09:00:00Z');
const DAY_MS = 24 * 3600 * 1000;
const CAR = '[{"Name":"Toyota Corolla 2019","Quantity":1}]';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'referrer-link-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

const demoEnv = () => readEnv({ DATA_DIR: dataDir, PUBLIC_BASE_URL: 'https://www.example.nz' });
const link = (code: string, productsJson: string, days = 7) =>
  referrerLink({ env: demoEnv(), referrers: REFERRERS, code, productsJson, days, now: NOW });

describe('npm run referrer:link (decision 056)', () => {
  it('prints a step-1 link whose token the server accepts until it expires', async () => {
    const url = new URL(await link('kowhai-motors', CAR, 2));
    expect(url.origin + url.pathname).toBe('https://www.example.nz/loan-application/step-1/');
    expect(url.searchParams.get('referrer')).toBe('kowhai-motors');
    const token = url.searchParams.get('referrer-data')!;
    const keys = await resolveReferrerKeys(demoEnv(), REFERRERS);
    expect(verifyReferrerData(keys, token, 'kowhai-motors', NOW)).toEqual({
      ok: true,
      products: JSON.parse(CAR),
    });
    expect(
      verifyReferrerData(keys, token, 'kowhai-motors', new Date(NOW.getTime() + 2 * DAY_MS)),
    ).toEqual({ ok: false, reason: 'expired' });
  });

  it('adds the amount and purpose a referrer that locks them passes along', async () => {
    const url = new URL(
      await referrerLink({
        env: demoEnv(),
        referrers: REFERRERS,
        code: 'kowhai-motors',
        productsJson: CAR,
        days: 7,
        now: NOW,
        amount: '15000',
        purpose: 'Vehicle purchase',
      }),
    );
    expect(url.searchParams.get('amount')).toBe('15000');
    expect(url.searchParams.get('purpose')).toBe('Vehicle purchase');
  });

  it('says what is wrong with an unknown referrer, products that are not a list, or the days', async () => {
    await expect(link('nobody', CAR)).rejects.toThrow(
      'No referrer "nobody"; the configured ones are kowhai-motors, fast-500, demo-broker',
    );
    await expect(link('kowhai-motors', 'Toyota')).rejects.toThrow(/not JSON/);
    await expect(link('kowhai-motors', '[{"Name":"Toyota"}]')).rejects.toThrow(/1 to 20 products/);
    await expect(link('kowhai-motors', CAR, 0)).rejects.toThrow(/--days/);
  });

  it('names the variable to set for a referrer without a key outside the demo', async () => {
    await expect(
      referrerLink({
        env: readEnv({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' }),
        referrers: REFERRERS,
        code: 'kowhai-motors',
        productsJson: CAR,
        days: 7,
        now: NOW,
      }),
    ).rejects.toThrow('set REFERRER_KEY_KOWHAI_MOTORS');
  });
});
