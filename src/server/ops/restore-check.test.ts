import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { ROOT_DIR } from '../paths.ts';
import {
  buildTestApp,
  openTestDatabase,
  testEnv,
  type TestDatabaseHandle,
} from '../test-support/test-app.ts';
import {
  applicant,
  brokerApplicant,
  saveStep,
  saveSteps,
} from '../test-support/loan-application.ts';
import { sessionCookie, TEST_BROKER } from '../test-support/sessions.ts';
import { uploadIdFile } from '../test-support/uploads.ts';
import { restoreCheck } from './restore-check.ts';

// Issue 33 "Running it" 1: a backup made with PostgreSQL's own pg_dump restores into a fresh
// database, the server starts on it, and the submitted application (with its audit rows and its
// uploads in storage) and an unfinished one (resuming) are there. A small data set, in CI.
const adminUrl = process.env.TEST_POSTGRES_URL;
const run = promisify(execFile);

let database: TestDatabaseHandle;
let app: FastifyInstance;
let close: () => Promise<void>;
let dataDir: string;
let backupDir: string;
let uploadReference: string;

/** A broker's application (ID uploads are a broker's, issue 8) with its licence, submitted. */
async function submittedWithUpload() {
  const cookie = await sessionCookie(app, TEST_BROKER);
  const { keys } = await saveSteps(app, brokerApplicant(), 2, { cookie });
  const upload = await uploadIdFile(app, 'driver-licence', { keys, cookie });
  expect(upload.statusCode, upload.body).toBe(200);
  uploadReference = upload.body;
  const values = brokerApplicant({
    DriverLicenceIdUpload: uploadReference,
    BrokerIllionSwitch: 'Later/No',
  });
  for (const step of [3, 4]) {
    const saved = await saveStep(app, step, values, { keys, cookie });
    expect(saved.statusCode, saved.body).toBe(200);
  }
}

describe.skipIf(!adminUrl)('npm run restore-check on a pg_dump backup', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'restore-data-'));
    backupDir = await mkdtemp(path.join(tmpdir(), 'restore-backups-'));
    ({ app, close } = await buildTestApp({ env: { DATA_DIR: dataDir }, database }));
    await submittedWithUpload();
    await saveSteps(app, applicant({ Email: 'unfinished@example.nz' }), 2);
    // The backup as the README says to make it.
    await run('pg_dump', ['--format=custom', `--file=${backupDir}/lender-1.dump`, database.url!]);
  }, 120_000);
  afterAll(async () => {
    await close?.();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(backupDir, { recursive: true, force: true });
  });

  const env = () => testEnv({ DATABASE_URL: adminUrl!, DATA_DIR: dataDir });

  it('restores the latest backup, starts the server on it and finds everything there', async () => {
    const checks = await restoreCheck(env(), backupDir);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.map((check) => check.item)).toEqual([
      'backup',
      'restore',
      'server',
      'submitted application',
      'unfinished application',
    ]);
    expect(checks[3]!.detail).toMatch(/\d+ audit rows, 1 uploads in storage/);
    expect(checks[4]!.detail).toBe('resumes at step 3');
  }, 60_000);

  it('runs as npm run restore-check, exit status 0', async () => {
    const { stdout } = await run(
      'npx',
      ['tsx', 'src/server/ops/restore-check-cli.ts', '--from', backupDir],
      {
        cwd: ROOT_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: adminUrl!,
          DATA_DIR: dataDir,
          DATA_ENCRYPTION_KEY: testEnv().DATA_ENCRYPTION_KEY!.toString('base64'),
          ALTCHA_HMAC_KEY: 'restore-check-hmac-key-0123',
          PAYMENT_GATEWAY_SECRET: 'restore-check-gateway-0123',
        },
      },
    );
    expect(stdout).toMatch(/Verdict: ready\.$/m);
  }, 60_000);

  it('fails when an upload the backup names is not in storage', async () => {
    await app.adapters.storage.remove(uploadReference);
    const checks = await restoreCheck(env(), backupDir);
    expect(checks.find((check) => check.item === 'submitted application')).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/is missing from storage/),
    });
  }, 60_000);

  it('fails with no backup to restore', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'restore-empty-'));
    const [check] = await restoreCheck(env(), empty);
    await rm(empty, { recursive: true });
    expect(check).toMatchObject({ item: 'backup', ok: false });
  });
});
