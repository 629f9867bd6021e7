import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabaseHandle } from '../test-support/test-app.ts';
import { accounts } from '../db/schema/index.ts';
import { FieldCipher } from '../crypto/field-cipher.ts';
import { doctorReport, runDoctor, type DoctorCheck } from './doctor.ts';

// Issue 33 "Running it" 2: `npm run doctor` says, a line per item, whether a deployment is ready,
// and is ready only when every item holds. It needs a PostgreSQL to look at (a deployment's
// database); the embedded one is the demo's, which it refuses (last test).
const postgres = process.env.TEST_POSTGRES_URL;
const KEY = randomBytes(32);

let database: TestDatabaseHandle;
let dataDir: string;

/** A real deployment on this test's database, every sandbox named, the CI's Redis when there is one. */
function deployment(extra: Record<string, string | undefined> = {}) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: KEY.toString('base64'),
    PUBLIC_BASE_URL: 'https://apply.kowhai.example.nz',
    ALTCHA_HMAC_KEY: 'doctor-test-hmac-key-0123456789',
    PAYMENT_PROVIDER: 'sandbox',
    CREDIT_PROVIDER: 'sandbox',
    EMAIL_TRANSPORT: 'sandbox',
    BANK_LINK_MULTIBANK_URL: '/sandbox/bank-link/',
    IDENTITY_CHECK_PROVIDER: 'sandbox',
    LOAN_SERVICING_PROVIDER: 'sandbox',
    PAYOUT_PROVIDER: 'sandbox',
    NAME_CHECK_PROVIDER: 'sandbox',
    BANK_STATEMENTS_PROVIDER: 'sandbox',
    REDIS_URL: process.env.TEST_REDIS_URL,
    ...extra,
  };
}

const byItem = (checks: DoctorCheck[]) =>
  Object.fromEntries(checks.map((check) => [check.item, check]));

async function addStaff(totpSecret: string | null) {
  await database.db.insert(accounts).values({
    id: randomUUID(),
    kind: 'staff',
    email: `${randomUUID()}@staff.example.nz`,
    passwordHash: 'not-a-real-hash',
    roles: ['officer'],
    totpSecret,
  });
}

describe.skipIf(!postgres)('npm run doctor on PostgreSQL', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'doctor-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds a ready deployment ready, one line per item', async () => {
    await addStaff(new FieldCipher(KEY).encrypt('totp_secret', 'JBSWY3DPEHPK3PXP'));
    const checks = await runDoctor(deployment());
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(Object.keys(byItem(checks))).toEqual([
      'environment',
      'database',
      'migrations',
      'redis',
      'storage',
      'email',
      'payment gateway',
      'credit bureau',
      'captcha',
      'address finder',
      'bank link',
      'identity check',
      'bank statements',
      'loan servicing',
      'payout',
      'payee name check',
      'public address',
      'encryption key',
      'staff second factor',
    ]);
    expect(byItem(checks)['encryption key']!.detail).toMatch(/decrypts a stored/);
    const report = doctorReport(checks);
    expect(report.ok).toBe(true);
    expect(report.text.split('\n').at(-1)).toBe('Verdict: ready.');
  });

  it('rejects a broken deployment and names each fault', async () => {
    await addStaff(null);
    const checks = byItem(
      await runDoctor(
        deployment({
          DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
          PUBLIC_BASE_URL: 'http://apply.kowhai.example.nz',
          REDIS_URL: 'redis://127.0.0.1:1',
          PAYMENT_PROVIDER: 'windcave',
          WINDCAVE_USERNAME: 'kowhai',
          WINDCAVE_API_KEY: 'pasted with spaces',
        }),
      ),
    );
    expect(checks['database']!.ok).toBe(true);
    for (const item of [
      'redis',
      'payment gateway',
      'public address',
      'encryption key',
      'staff second factor',
    ])
      expect(checks[item]!.ok, item).toBe(false);
    expect(checks['payment gateway']!.detail).toMatch(/WINDCAVE_API_KEY malformed/);
    expect(checks['staff second factor']!.detail).toBe(
      '1 of 2 staff accounts have no second factor',
    );
    expect(doctorReport(Object.values(checks)).text).toMatch(/Verdict: NOT ready \(5 failed\)\.$/);
  });

  it('checks the loan-servicing and payout settings (decision 139)', async () => {
    const fineract = {
      LOAN_SERVICING_PROVIDER: 'fineract',
      FINERACT_USERNAME: 'kowhai',
      FINERACT_LOAN_PRODUCT_ID: '3',
      PAYOUT_PROVIDER: 'anz-direct-csv',
      PAYOUT_FUNDS_ACCOUNT: '010123098765400',
      NAME_CHECK_PROVIDER: 'manual',
    };
    const broken = byItem(
      await runDoctor(
        deployment({
          ...fineract,
          FINERACT_API_URL: 'http://fineract.kowhai.example.nz/fineract-provider/api/v1',
          FINERACT_PASSWORD: 'short',
        }),
      ),
    );
    expect(broken['loan servicing']).toMatchObject({ ok: false });
    expect(broken['loan servicing']!.detail).toMatch(/FINERACT_API_URL is not https/);
    expect(broken['loan servicing']!.detail).toMatch(/FINERACT_PASSWORD missing or short/);
    const ready = byItem(
      await runDoctor(
        deployment({
          ...fineract,
          FINERACT_API_URL: 'https://fineract.kowhai.example.nz/fineract-provider/api/v1',
          FINERACT_PASSWORD: 'a-long-enough-password',
        }),
      ),
    );
    expect(ready['loan servicing']).toEqual({
      item: 'loan servicing',
      ok: true,
      detail: 'fineract: credentials shaped',
    });
    expect(ready['payout']).toMatchObject({
      ok: true,
      detail: 'anz-direct-csv: credentials shaped',
    });
    expect(ready['payee name check']).toMatchObject({ ok: true, detail: 'manual' });
  });

  it('checks the shape of Akahu’s credentials (issue 30)', async () => {
    const akahu = (token: string) =>
      runDoctor(
        deployment({
          BANK_STATEMENTS_PROVIDER: 'akahu',
          AKAHU_APP_TOKEN: token,
          AKAHU_APP_SECRET: 'a-long-random-app-secret-0123456789',
        }),
      );
    expect(byItem(await akahu('app_token_1111111111111111111111111'))['bank statements']).toEqual({
      item: 'bank statements',
      ok: true,
      detail: 'akahu: credentials shaped',
    });
    expect(byItem(await akahu('user_token_1111111111111111'))['bank statements']!.detail).toMatch(
      /AKAHU_APP_TOKEN malformed/,
    );
  });

  it('finds migrations not yet applied', async () => {
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const check = byItem(await runDoctor(deployment()))['migrations']!;
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(/applied of \d+ committed: run npm run db:migrate/);
  });

  it('rejects a database it cannot reach', async () => {
    const checks = await runDoctor(
      deployment({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }),
    );
    expect(byItem(checks)['database']!.ok).toBe(false);
    expect(doctorReport(checks).ok).toBe(false);
  });
});

describe('npm run doctor on any environment', () => {
  it('rejects an environment env.ts refuses, naming the variable', async () => {
    const [check] = await runDoctor({ NODE_ENV: 'production', DATABASE_URL: 'not a url' });
    expect(check).toMatchObject({ item: 'environment', ok: false });
    expect(check!.detail).toMatch(/DATABASE_URL/);
  });

  it('rejects the embedded demo database as a deployment', async () => {
    const demoDir = await mkdtemp(path.join(tmpdir(), 'doctor-'));
    const checks = byItem(await runDoctor({ NODE_ENV: 'development', DATA_DIR: demoDir }));
    await rm(demoDir, { recursive: true, force: true });
    expect(checks['database']).toMatchObject({ ok: false });
  });
});
