import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loanApplicationConfig } from '#content/loan-application.ts';
import { readEnv } from '../env.ts';
import { referrerKeyVariable, resolveReferrerKeys } from './referrer-keys.ts';

const REFERRERS = loanApplicationConfig.referrers;
const KEY = 'a-referrer-key-of-at-least-32-characters';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'referrer-keys-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

const env = (variables: Record<string, string>) => readEnv({ DATA_DIR: dataDir, ...variables });

describe('each referrer’s key for its referrer-data tokens (decision 056)', () => {
  it('is named after the referrer’s code', () => {
    expect(referrerKeyVariable('kowhai-motors')).toBe('REFERRER_KEY_KOWHAI_MOTORS');
    expect(referrerKeyVariable('fast-500')).toBe('REFERRER_KEY_FAST_500');
  });

  it('comes from REFERRER_KEY_<CODE>, which must be at least 32 characters', () => {
    expect(env({ REFERRER_KEY_KOWHAI_MOTORS: KEY }).referrerKeyVariables).toEqual({
      REFERRER_KEY_KOWHAI_MOTORS: KEY,
    });
    expect(() => env({ REFERRER_KEY_KOWHAI_MOTORS: 'short' })).toThrow(
      /REFERRER_KEY_KOWHAI_MOTORS: must be at least 32 characters/,
    );
  });

  it('is only the environment’s outside the demo: a referrer without one has none', async () => {
    const keys = await resolveReferrerKeys(
      env({ SEED_DEMO_DATA: 'false', REFERRER_KEY_KOWHAI_MOTORS: KEY }),
      REFERRERS,
    );
    expect([...keys]).toEqual([['kowhai-motors', KEY]]);
  });

  it('is generated once into DATA_DIR/secrets in the demo, for the referrers without one', async () => {
    const first = await resolveReferrerKeys(env({ SEED_DEMO_DATA: 'true' }), REFERRERS);
    const again = await resolveReferrerKeys(env({ SEED_DEMO_DATA: 'true' }), REFERRERS);
    expect([...first.keys()]).toEqual(['kowhai-motors', 'fast-500', 'demo-broker']);
    expect(again).toEqual(first);
    const file = path.join(dataDir, 'secrets', 'referrer-key-kowhai-motors');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.get('kowhai-motors'));
    const configured = await resolveReferrerKeys(
      env({ SEED_DEMO_DATA: 'true', REFERRER_KEY_KOWHAI_MOTORS: KEY }),
      REFERRERS,
    );
    expect(configured.get('kowhai-motors')).toBe(KEY);
  });

  it('warns about a key that names no configured referrer (a misspelt variable)', async () => {
    const warn = vi.fn();
    await resolveReferrerKeys(
      env({ SEED_DEMO_DATA: 'false', REFERRER_KEY_KOWHAI_MOTOR: KEY }),
      REFERRERS,
      { warn },
    );
    expect(warn).toHaveBeenCalledWith(
      { variable: 'REFERRER_KEY_KOWHAI_MOTOR' },
      'a referrer key names no configured referrer',
    );
  });
});
