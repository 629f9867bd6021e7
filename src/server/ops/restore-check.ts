/**
 * `npm run restore-check` (issue 33 "Running it" 1): restores the latest backup (a `pg_dump
 * --format=custom` file in BACKUP_DIR, README "Backups") into a fresh database on the server of
 * DATABASE_URL, starts the server on it, and proves over HTTP and in storage that the backup
 * holds what a restore needs: the latest submitted application with its audit rows and its
 * uploads (each file in storage, its bytes the recorded SHA-256), and the latest unfinished
 * application resuming. The fresh database is dropped again whatever happens.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';
import { buildApp } from '../app.ts';
import { sessionDeps } from '../session/plugin.ts';
import { startAnonymousSession } from '../session/sessions.ts';
import { SESSION_COOKIE } from '../session/plugin.ts';
import type { DoctorCheck } from './doctor.ts';

type Rows = Array<Record<string, unknown>>;

/** The newest backup file in `dir` (`*.dump`, by modification time), or null. */
export async function latestBackup(dir: string): Promise<string | null> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.dump'));
  const dated = await Promise.all(
    files.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })),
  );
  const newest = dated.sort((a, b) => b.at - a.at)[0];
  return newest ? path.join(dir, newest.name) : null;
}

async function queryOnce(url: string, text: string): Promise<Rows> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Rows;
  } finally {
    await client.end();
  }
}

/** A new database beside `url`'s, and how to drop it. */
async function freshDatabase(url: string) {
  const { default: pg } = await import('pg');
  const name = `lender_restore_check_${randomBytes(5).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** Restores a `pg_dump --format=custom` file into an empty database, as the README says. */
export async function pgRestore(backupFile: string, databaseUrl: string): Promise<void> {
  await promisify(execFile)('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    backupFile,
  ]);
}

/** Restores, starts, checks, and always drops the fresh database; the lines of what it found. */
export async function restoreCheck(env: Env, backupDir: string): Promise<DoctorCheck[]> {
  if (!env.DATABASE_URL)
    return [{ item: 'database', ok: false, detail: 'DATABASE_URL is unset: nowhere to restore' }];
  const backup = await latestBackup(backupDir);
  if (!backup) return [{ item: 'backup', ok: false, detail: `no *.dump file in ${backupDir}` }];
  const checks: DoctorCheck[] = [{ item: 'backup', ok: true, detail: path.basename(backup) }];
  const fresh = await freshDatabase(env.DATABASE_URL);
  try {
    await pgRestore(backup, fresh.url);
    checks.push({ item: 'restore', ok: true, detail: 'pg_restore into a fresh database' });
    checks.push(...(await checkOnServer(env, fresh.url)));
  } catch (error) {
    checks.push({ item: 'restore', ok: false, detail: (error as Error).message.split('\n')[0]! });
  } finally {
    await fresh.drop();
  }
  return checks;
}

/** Starts the server on the restored database (listening, as in production) and checks it. */
async function checkOnServer(env: Env, url: string): Promise<DoctorCheck[]> {
  const query = async (app: FastifyInstance, text: string, values: unknown[] = []) =>
    ((await app.database.jobSql.executeSql(text, values)) as { rows: Rows }).rows;
  // The server's clock is the backup's last save, so an application unfinished then resumes.
  const [last] = await queryOnce(url, 'select max(updated_at) as at from applications');
  const at = last?.at ? new Date(String(last.at)) : new Date();
  const app = await buildApp({
    env: { ...env, DATABASE_URL: url, BACKGROUND_WORKER: false, SEED_DEMO_DATA: false },
    pages: false,
    clock: () => new Date(at.getTime() + 60_000),
  });
  try {
    const site = await app.listen({ port: 0, host: '127.0.0.1' });
    const ready = await fetch(`${site}/readyz`);
    return [
      {
        item: 'server',
        ok: ready.ok,
        detail: `started on the restored database, /readyz ${ready.status}`,
      },
      await checkSubmitted(app, query),
      await checkResume(app, site, query),
    ];
  } finally {
    await app.close();
  }
}

type Query = (app: FastifyInstance, text: string, values?: unknown[]) => Promise<Rows>;

/** The latest submitted application: its audit rows, and each upload's bytes in storage. */
async function checkSubmitted(app: FastifyInstance, query: Query): Promise<DoctorCheck> {
  const item = 'submitted application';
  const [row] = await query(
    app,
    `select a.id, a.reference_number as reference,
       (select count(*)::int from application_audits au where au.application_id = a.id) as audits
     from applications a where a.complete order by a.updated_at desc limit 1`,
  );
  if (!row) return { item, ok: false, detail: 'the backup holds no submitted application' };
  if (!Number(row.audits)) return { item, ok: false, detail: `${row.reference}: no audit rows` };
  const files = await query(
    app,
    'select reference, sha256 from uploads where application_id = $1',
    [row.id],
  );
  for (const file of files) {
    const bytes = await app.adapters.storage.get(String(file.reference));
    const sha = bytes && createHash('sha256').update(bytes).digest('hex');
    if (sha !== file.sha256)
      return {
        item,
        ok: false,
        detail: `${row.reference}: upload ${String(file.reference)} ${bytes ? 'differs' : 'is missing from storage'}`,
      };
  }
  if (files.length === 0) return { item, ok: false, detail: `${row.reference}: no uploads` };
  return {
    item,
    ok: true,
    detail: `${row.reference}: ${row.audits} audit rows, ${files.length} uploads in storage`,
  };
}

/**
 * The latest unfinished application resumes over HTTP, as its applicant's browser would: a session
 * holding it (made in the restored copy only) and POST /api/loan-app/resume.
 */
async function checkResume(app: FastifyInstance, site: string, query: Query): Promise<DoctorCheck> {
  const item = 'unfinished application';
  const [row] = await query(
    app,
    `select id, token from applications where not complete and owner_account_id is null
     order by updated_at desc limit 1`,
  );
  if (!row) return { item, ok: false, detail: 'the backup holds no unfinished application' };
  const session = await startAnonymousSession(sessionDeps(app), String(row.id));
  const response = await fetch(`${site}/api/loan-app/resume`, {
    method: 'POST',
    headers: { cookie: `${SESSION_COOKIE}=${session.id}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const answer =
    response.status === 200 ? ((await response.json()) as { Token?: string; Step?: number }) : null;
  const ok = answer?.Token === row.token;
  return {
    item,
    ok,
    detail: ok ? `resumes at step ${answer?.Step}` : `resume answered ${response.status}`,
  };
}
