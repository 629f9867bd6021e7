/**
 * `npm run doctor` (issue 33 "Running it" 2): whether a deployment's environment is ready, one
 * line per item and a verdict. It reads the environment through env.ts only, changes nothing but
 * a probe object it writes and deletes again, and never applies migrations (the server does).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readEnv, EnvError, type Env } from '../env.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { createFileStorage } from '../adapters/storage/index.ts';
import { bankLinkIsSandbox } from '../adapters/index.ts';
import { createFieldCipher } from '../crypto/data-key.ts';
import { ENCRYPTED_VALUE_PREFIX } from '../crypto/field-cipher.ts';

export interface DoctorCheck {
  item: string;
  ok: boolean;
  /** What was found, never a secret's value. */
  detail: string;
}

type Query = (text: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Each check's time limit: a service that does not answer fails its line, not the whole run. */
const CHECK_TIMEOUT_MS = 5_000;

/** Every check for the environment `source` (process.env by default). */
export async function runDoctor(
  source: Record<string, string | undefined> = process.env,
): Promise<DoctorCheck[]> {
  let env: Env;
  try {
    env = readEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return [{ item: 'environment', ok: false, detail: error.message.replace(/\n\s*/g, ' ') }];
  }
  const checks: DoctorCheck[] = [{ item: 'environment', ok: true, detail: 'every variable valid' }];
  const database = await openQuery(env, checks);
  try {
    checks.push(await timed('redis', () => checkRedis(env)));
    checks.push(await timed('storage', () => checkStorage(env)));
    checks.push(await timed('email', () => checkEmail(env)));
    checks.push(...checkProviders(env));
    checks.push(checkPublicBaseUrl(env));
    if (database) {
      checks.push(await timed('encryption key', () => checkEncryptionKey(env, database.query)));
      checks.push(await timed('staff second factor', () => checkStaffSecondFactor(database.query)));
    }
  } finally {
    await database?.close();
  }
  return checks;
}

/** A real deployment: NODE_ENV=production on PostgreSQL (env.ts, decision 076). */
const isRealDeployment = (env: Env) => env.NODE_ENV === 'production' && !!env.DATABASE_URL;

async function timed(item: string, check: () => Promise<Omit<DoctorCheck, 'item'>>) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Omit<DoctorCheck, 'item'>>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, detail: `no answer within ${CHECK_TIMEOUT_MS / 1000} s` }),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return { item, ...(await Promise.race([check(), timeout])) };
  } catch (error) {
    return { item, ok: false, detail: (error as Error).message.split('\n')[0] ?? 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database line and the migrations line; a query function for the later checks when the
 * database answers. The embedded database is the demo's, not a deployment's.
 */
async function openQuery(env: Env, checks: DoctorCheck[]) {
  if (!env.DATABASE_URL) {
    checks.push({
      item: 'database',
      ok: false,
      detail: 'DATABASE_URL is unset: the embedded demo database is not for a deployment',
    });
    return null;
  }
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: env.DATABASE_URL,
    max: 2,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    query_timeout: CHECK_TIMEOUT_MS,
  });
  pool.on('error', () => undefined);
  const query: Query = async (text, values) => (await pool.query(text, values)).rows;
  const close = () => pool.end();
  const reached = await timed('database', async () => {
    const [row] = await query('select current_database() as name');
    return { ok: true, detail: `reached database ${String(row?.name)}` };
  });
  checks.push(reached);
  if (!reached.ok) {
    await close();
    return null;
  }
  checks.push(await timed('migrations', () => checkMigrations(query)));
  return { query, close };
}

async function checkMigrations(query: Query) {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number; tag: string }> };
  const committed = journal.entries.length;
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') as name`);
  if (!table?.name)
    return { ok: false, detail: `none applied of ${committed}: run npm run db:migrate` };
  const [row] = await query(
    'select count(*)::int as applied, max(created_at)::bigint as last from drizzle.__drizzle_migrations',
  );
  const applied = Number(row?.applied ?? 0);
  const last = journal.entries.at(-1)!;
  const current = applied >= committed && Number(row?.last) >= last.when;
  return {
    ok: current,
    detail: current
      ? `${applied} applied, the last ${last.tag}`
      : `${applied} applied of ${committed} committed: run npm run db:migrate`,
  };
}

async function checkRedis(env: Env) {
  if (!env.REDIS_URL)
    return { ok: true, detail: 'not named (rate-limit counters in the database)' };
  const { Redis } = await import('ioredis');
  const redis = new Redis(env.REDIS_URL, {
    connectTimeout: CHECK_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const answer = await redis.ping();
    return { ok: answer === 'PONG', detail: `${redisHost(env.REDIS_URL)} answered ${answer}` };
  } catch (error) {
    return { ok: false, detail: `${redisHost(env.REDIS_URL)}: ${(error as Error).message}` };
  } finally {
    redis.disconnect();
  }
}

const redisHost = (url: string) => new URL(url).host;

async function checkStorage(env: Env) {
  const storage = await createFileStorage(env);
  const probe = Buffer.from(`doctor probe ${new Date().toISOString()}`);
  const reference = await storage.put(probe, { contentType: 'text/plain' });
  try {
    const back = await storage.get(reference);
    if (!back?.equals(probe)) return { ok: false, detail: 'the probe object read back differs' };
  } finally {
    await storage.remove(reference);
  }
  if ((await storage.get(reference)) !== null)
    return { ok: false, detail: 'the probe object is still there after delete' };
  return { ok: true, detail: `${env.STORAGE_PROVIDER}: wrote, read and deleted a probe object` };
}

async function checkEmail(env: Env) {
  if (env.EMAIL_TRANSPORT !== 'smtp')
    return { ok: true, detail: 'sandbox (messages kept for the outbox page, none sent)' };
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL!,
    connectionTimeout: CHECK_TIMEOUT_MS,
    greetingTimeout: CHECK_TIMEOUT_MS,
  });
  try {
    await transport.verify();
    return { ok: true, detail: `smtp: ${new URL(env.SMTP_URL!).host} accepted the connection` };
  } finally {
    transport.close();
  }
}

/** A credential's shape: present, no spaces or line breaks (a pasted value's usual fault). */
const shaped = (value: string | undefined, min = 8) =>
  value !== undefined && value.length >= min && !/\s/.test(value);
const https = (value: string | undefined) => value?.startsWith('https://') === true;

/** Providers that are part of this site (no credentials to check). */
const BUILT_IN = new Set(['sandbox', 'local', 'manual']);

/** Akahu's credentials' shape: an App ID Token is `app_token_…`, its secret a long random text. */
function akahuFaults(env: Env): Array<string | false> {
  if (env.BANK_STATEMENTS_PROVIDER !== 'akahu') return [];
  return [
    !https(env.AKAHU_API_URL) && 'AKAHU_API_URL is not https',
    !(shaped(env.AKAHU_APP_TOKEN) && env.AKAHU_APP_TOKEN!.startsWith('app_token_')) &&
      'AKAHU_APP_TOKEN malformed (an App ID Token starts app_token_)',
    !shaped(env.AKAHU_APP_SECRET, 16) && 'AKAHU_APP_SECRET malformed',
  ];
}

/** Each outside service: its sandbox, or its credentials' shape and an https address. */
function checkProviders(env: Env): DoctorCheck[] {
  const line = (item: string, provider: string, faults: Array<string | false>): DoctorCheck => {
    const found = faults.filter((fault): fault is string => fault !== false);
    return found.length === 0
      ? {
          item,
          ok: true,
          detail: BUILT_IN.has(provider) ? provider : `${provider}: credentials shaped`,
        }
      : { item, ok: false, detail: `${provider}: ${found.join('; ')}` };
  };
  const recaptchaKeys = [
    'RECAPTCHA_V3_SITE_KEY',
    'RECAPTCHA_V3_SECRET_KEY',
    'RECAPTCHA_V2_SITE_KEY',
    'RECAPTCHA_V2_SECRET_KEY',
  ] as const;
  return [
    line('payment gateway', env.PAYMENT_PROVIDER, [
      env.PAYMENT_PROVIDER === 'windcave' &&
        !https(env.WINDCAVE_API_URL) &&
        'WINDCAVE_API_URL is not https',
      env.PAYMENT_PROVIDER === 'windcave' &&
        !shaped(env.WINDCAVE_USERNAME, 1) &&
        'WINDCAVE_USERNAME missing',
      env.PAYMENT_PROVIDER === 'windcave' &&
        !shaped(env.WINDCAVE_API_KEY) &&
        'WINDCAVE_API_KEY malformed',
    ]),
    line('credit bureau', env.CREDIT_PROVIDER, [
      env.CREDIT_PROVIDER === 'centrix' &&
        !https(env.CENTRIX_API_URL) &&
        'CENTRIX_API_URL is not https',
      env.CREDIT_PROVIDER === 'centrix' &&
        !shaped(env.CENTRIX_API_KEY) &&
        'CENTRIX_API_KEY malformed',
    ]),
    line('captcha', env.CAPTCHA_PROVIDER, [
      env.CAPTCHA_PROVIDER === 'altcha' &&
        isRealDeployment(env) &&
        !shaped(env.ALTCHA_HMAC_KEY, 16) &&
        'ALTCHA_HMAC_KEY unset: each host would sign with its own generated key',
      ...recaptchaKeys.map(
        (name) =>
          env.CAPTCHA_PROVIDER === 'recaptcha' && !shaped(env[name], 20) && `${name} malformed`,
      ),
    ]),
    line('address finder', env.ADDRESS_PROVIDER, [
      env.ADDRESS_PROVIDER === 'addressfinder' &&
        !shaped(env.ADDRESSFINDER_KEY) &&
        'ADDRESSFINDER_KEY malformed',
      env.ADDRESS_PROVIDER === 'addressfinder' &&
        !shaped(env.ADDRESSFINDER_SECRET) &&
        'ADDRESSFINDER_SECRET malformed',
    ]),
    line('bank link', bankLinkIsSandbox(env) ? 'sandbox' : 'illion', [
      !bankLinkIsSandbox(env) &&
        !https(env.BANK_LINK_MULTIBANK_URL) &&
        'BANK_LINK_MULTIBANK_URL is not https',
    ]),
    line('identity check', env.IDENTITY_CHECK_PROVIDER, []),
    line('bank statements', env.BANK_STATEMENTS_PROVIDER, akahuFaults(env)),
    ...checkServicingProviders(env, line),
  ];
}

/** The loan-servicing, payout and name-check adapters (issue 31, decision 139). */
function checkServicingProviders(
  env: Env,
  line: (item: string, provider: string, faults: Array<string | false>) => DoctorCheck,
): DoctorCheck[] {
  const fineract = env.LOAN_SERVICING_PROVIDER === 'fineract';
  return [
    line('loan servicing', env.LOAN_SERVICING_PROVIDER, [
      fineract && !https(env.FINERACT_API_URL) && 'FINERACT_API_URL is not https',
      fineract && !shaped(env.FINERACT_USERNAME, 1) && 'FINERACT_USERNAME missing',
      fineract && !shaped(env.FINERACT_PASSWORD, 12) && 'FINERACT_PASSWORD missing or short',
      fineract && !env.FINERACT_LOAN_PRODUCT_ID && 'FINERACT_LOAN_PRODUCT_ID missing',
    ]),
    line('payout', env.PAYOUT_PROVIDER, [
      env.PAYOUT_PROVIDER === 'anz-direct-csv' &&
        !/^\d{15,16}$/.test(env.PAYOUT_FUNDS_ACCOUNT ?? '') &&
        'PAYOUT_FUNDS_ACCOUNT is not 15 or 16 digits',
    ]),
    line('payee name check', env.NAME_CHECK_PROVIDER, []),
  ];
}

function checkPublicBaseUrl(env: Env): DoctorCheck {
  const item = 'public address';
  if (!isRealDeployment(env))
    return {
      item,
      ok: true,
      detail: `not a real deployment (NODE_ENV=${env.NODE_ENV} or no DATABASE_URL)`,
    };
  const ok = https(env.PUBLIC_BASE_URL);
  return {
    item,
    ok,
    detail: ok
      ? `${env.PUBLIC_BASE_URL} is https`
      : `PUBLIC_BASE_URL ${env.PUBLIC_BASE_URL ?? '(unset)'} is not https`,
  };
}

/**
 * The key is set (a real deployment cannot use one generated on one host) and reads what is
 * stored: a staff member's second-factor secret, else an application's encrypted answer.
 */
async function checkEncryptionKey(env: Env, query: Query) {
  if (!env.DATA_ENCRYPTION_KEY) return { ok: false, detail: 'DATA_ENCRYPTION_KEY is unset' };
  const cipher = await createFieldCipher(env);
  const prefix = `${ENCRYPTED_VALUE_PREFIX}%`;
  const [secret] = await query(
    `select totp_secret as value from accounts where totp_secret like $1 limit 1`,
    [prefix],
  );
  if (secret) {
    cipher.decrypt('totp_secret', String(secret.value));
    return { ok: true, detail: 'set, and decrypts a stored second-factor secret' };
  }
  const [answer] = await query(
    `select field.key as name, field.value #>> '{}' as value
       from applications, jsonb_each(form_data) as field
      where jsonb_typeof(field.value) = 'string' and field.value #>> '{}' like $1 limit 1`,
    [prefix],
  );
  if (answer) {
    cipher.decrypt(String(answer.name), String(answer.value));
    return { ok: true, detail: 'set, and decrypts a stored answer' };
  }
  const sample = cipher.encrypt('doctor', 'probe');
  const ok = cipher.decrypt('doctor', sample) === 'probe';
  return { ok, detail: 'set; nothing encrypted is stored yet, a probe value round-trips' };
}

async function checkStaffSecondFactor(query: Query) {
  const [row] = await query(
    `select count(*)::int as staff, count(*) filter (where totp_secret is null)::int as without
       from accounts where kind = 'staff'`,
  );
  const staff = Number(row?.staff ?? 0);
  const without = Number(row?.without ?? 0);
  if (without > 0)
    return { ok: false, detail: `${without} of ${staff} staff accounts have no second factor` };
  return {
    ok: true,
    detail: staff ? `all ${staff} staff accounts have one` : 'no staff accounts yet',
  };
}

/** The lines and the verdict as the command prints them. */
export function doctorReport(checks: readonly DoctorCheck[]): { text: string; ok: boolean } {
  const ok = checks.every((check) => check.ok);
  const width = Math.max(...checks.map((check) => check.item.length));
  const lines = checks.map(
    (check) => `${check.ok ? 'ok  ' : 'FAIL'}  ${check.item.padEnd(width)}  ${check.detail}`,
  );
  const failed = checks.filter((check) => !check.ok).length;
  lines.push(ok ? 'Verdict: ready.' : `Verdict: NOT ready (${failed} failed).`);
  return { text: lines.join('\n'), ok };
}
