import { z } from 'zod';
import { CHAT_PROVIDERS, type ChatConfig } from '#domain/chat/chat-config.ts';

/**
 * The only reader of process.env. Every variable the server understands is declared here with
 * its default; a bad value stops the start with a message naming the variable.
 * The README's table of variables mirrors this schema.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

/** A 32-byte key as base64 (or base64url): `openssl rand -base64 32`. */
const dataKey = z
  .string()
  .transform((value) => Buffer.from(value.trim(), 'base64'))
  .refine((key) => key.length === 32, 'must be 32 bytes as base64 (openssl rand -base64 32)');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string. When unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** The built web app (client assets and the SSR entry); tests build into a temporary folder. */
  WEB_DIST_DIR: z.string().min(1).default('dist'),
  /** Runtime state: the embedded database and uploaded files. */
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Public origin of the site, used in every link the server builds (emails, payment return and
   * notification URLs). Required in a real deployment; the demo derives it from where it listens.
   */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Largest accepted request body (uploads have their own limit of 5 MB, spec loan-application §9). */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Longest time a client may take to send a whole request (headers and body) before it is cut off. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * Addresses (IPs or CIDR ranges, comma-separated) of the proxies in front of the server, whose
   * X-Forwarded-For is believed; unset means no proxy is trusted and the client is the peer.
   */
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .optional(),
  /** Redis for the rate-limit counters; unset means they live in the database. */
  REDIS_URL: z.string().url().optional(),
  /**
   * Seed demo content (demo accounts, branches, demo address index) at start. On by default in the
   * demo, off in a real deployment, where the demo accounts are never created even when asked.
   */
  SEED_DEMO_DATA: booleanFlag.optional(),

  /**
   * Key (32 bytes, base64) that encrypts identity document numbers at rest (decision 030).
   * Required with DATABASE_URL; for the embedded demo database one is generated once into
   * DATA_DIR/secrets/data-encryption-key when unset.
   */
  DATA_ENCRYPTION_KEY: dataKey.optional(),
  /** Earlier keys (comma-separated), still read after DATA_ENCRYPTION_KEY was rotated. */
  DATA_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .transform((value) => value.split(',').filter((key) => key.trim() !== ''))
    .pipe(z.array(dataKey))
    .optional(),

  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  /**
   * HMAC key that signs proof-of-work challenges. When unset, one is generated once and kept in
   * DATA_DIR/secrets/altcha-hmac-key so every process on the host agrees; set it explicitly when
   * processes run on several hosts (src/server/adapters/README.md).
   */
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** How long a completed fallback challenge stays valid; expiry makes the applicant do it again. */
  /**
   * Documented test mode of the proof-of-work captcha: challenges take a few hashes instead of
   * thousands, everything else (signature, expiry, single use) unchanged. For load tests, fuzzing
   * and benchmarks; refused with NODE_ENV=production.
   */
  CAPTCHA_TEST_MODE: booleanFlag.default(false),
  CAPTCHA_FALLBACK_EXPIRY_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  /**
   * Sandbox risk rule (proof-of-work provider): applicants with one of these last names
   * (comma-separated, case-insensitive) are asked for the fallback challenge (409).
   */
  CAPTCHA_FALLBACK_LAST_NAMES: z.string().default('Captcha'),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_V3_SITE_KEY: z.string().optional(),
  RECAPTCHA_V3_SECRET_KEY: z.string().optional(),
  RECAPTCHA_V2_SITE_KEY: z.string().optional(),
  RECAPTCHA_V2_SECRET_KEY: z.string().optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),

  CREDIT_PROVIDER: z.enum(['sandbox', 'centrix']).optional(),
  CENTRIX_API_URL: z.string().url().optional(),
  CENTRIX_API_KEY: z.string().optional(),
  /**
   * Extra credit sandbox rules, JSON: [{ "lastName": "Thin", "resultCode": "T1", "decision": "conditional" }].
   * Checked before the built-in rules (Decline, Conditional); see src/server/adapters/README.md.
   */
  CREDIT_SANDBOX_RULES: z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(
        z.object({
          lastName: z.string().min(1),
          resultCode: z.string().min(1).max(20),
          decision: z.enum(['conditional', 'declined', 'standard']),
        }),
      ),
    )
    .optional(),

  /** An unfinished application not saved for this long can no longer be saved or resumed anonymously (401). */
  APPLICATION_SESSION_TTL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 90)
    .default(24),
  /** A signed-in session ends after this long without a request (decision 021). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** A signed-in session ends this long after sign-in, however active (decision 021). */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /**
   * Sign-in attempts one client address may make per minute (issue 8 "Sign-in"); the per-email
   * limit is separate and fixed. The browser tests, all from one address, raise it.
   */
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * The bank link (illion multibank, site-and-tools §7): the iframe's base URL, absolute for the
   * provider or a path on this site for the sandbox (src/server/bank-link), and our account code.
   */
  BANK_LINK_MULTIBANK_URL: z
    .string()
    .regex(/^(https:\/\/|\/)/, 'must be an https:// URL or a path starting with /')
    .optional(),
  BANK_LINK_ACCOUNT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{1,40}$/)
    .default('KOWHAI'),
  /** Send each bank-link message of the confirmation page's widget to POST /api/illion/log. */
  BANK_LINK_LOG_ENABLED: booleanFlag.default(true),
  /** The payment gateway (decision 075): `sandbox` (our hosted test page) or `windcave`. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'windcave']).optional(),
  /**
   * The electronic identity check (issues 21, 30): `cloudcheck` (Cloudcheck's Integrated API) or
   * `sandbox` (documented outcomes by last name, src/server/adapters/identity-check).
   */
  IDENTITY_CHECK_PROVIDER: z.enum(['sandbox', 'cloudcheck']).optional(),
  /**
   * The lender's loan-servicing system (issue 31, decision 139): `fineract` (Apache Fineract's
   * REST API) or `sandbox` (a small loan book in our database, src/server/adapters/loan-servicing).
   */
  LOAN_SERVICING_PROVIDER: z.enum(['sandbox', 'fineract']).optional(),
  /** Fineract's API root: https://…/fineract-provider/api/v1; required with fineract. */
  FINERACT_API_URL: z.string().url().optional(),
  /** The tenant (the Fineract-Platform-TenantId header). */
  FINERACT_TENANT_ID: z.string().min(1).default('default'),
  /** The API user's name and password (basic authentication); required with fineract. */
  FINERACT_USERNAME: z.string().min(1).optional(),
  FINERACT_PASSWORD: z.string().min(1).optional(),
  /** The office the borrowers are created in. */
  FINERACT_OFFICE_ID: z.coerce.number().int().min(1).default(1),
  /** The loan product the loans are booked under; required with fineract. */
  FINERACT_LOAN_PRODUCT_ID: z.coerce.number().int().min(1).optional(),
  /** The instalment-fee charge that carries the per-payment fee; unset: no charge is attached. */
  FINERACT_INSTALMENT_FEE_CHARGE_ID: z.coerce.number().int().min(1).optional(),
  /**
   * How approved loans are paid out (issue 31, decision 139): `sandbox` records each payout;
   * `anz-direct-csv` writes an ANZ Direct Credit CSV file for the bank's online banking.
   */
  PAYOUT_PROVIDER: z.enum(['sandbox', 'anz-direct-csv']).optional(),
  /** The account payouts are drawn from, 15 or 16 digits (BBbbbbAAAAAAASS[S]); required with anz-direct-csv. */
  PAYOUT_FUNDS_ACCOUNT: z
    .string()
    .regex(/^\d{15,16}$/, 'must be the 15 or 16 digits of the account, no separators')
    .optional(),
  /** The payer's name on the borrower's statement (20 characters at most); the brand's when unset. */
  PAYOUT_PAYER_NAME: z.string().min(1).max(20).optional(),
  /** Where the payout files are written (mode 600); DATA_DIR/payout-files when unset. */
  PAYOUT_FILE_DIR: z.string().min(1).optional(),
  /**
   * The payee name check before a payout (issue 31): `sandbox` (documented answers by account
   * number) or `manual` (no service: the officer records a bank statement instead).
   */
  NAME_CHECK_PROVIDER: z.enum(['sandbox', 'manual']).optional(),
  /**
   * The bank statements behind the affordability record (issue 30, decision 136): `akahu`
   * (Akahu's enduring API, the applicant's consent kept encrypted) or `sandbox` (the bank link
   * sandbox's demo accounts).
   */
  BANK_STATEMENTS_PROVIDER: z.enum(['sandbox', 'akahu']).optional(),
  /** Akahu's API: https://api.akahu.io/v1. */
  AKAHU_API_URL: z.string().url().default('https://api.akahu.io/v1'),
  /** The App ID Token (app_token_…) and App Secret Akahu issues; required with akahu. */
  AKAHU_APP_TOKEN: z.string().min(1).optional(),
  AKAHU_APP_SECRET: z.string().min(1).optional(),
  /** Cloudcheck's API: https://api.cloudcheck.co.nz for New Zealand. */
  CLOUDCHECK_API_URL: z.string().url().default('https://api.cloudcheck.co.nz'),
  /** The API key and secret (the request signing key) Cloudcheck issues; required with cloudcheck. */
  CLOUDCHECK_API_KEY: z.string().min(1).optional(),
  CLOUDCHECK_API_SECRET: z.string().min(1).optional(),
  /** Windcave's REST API: https://sec.windcave.com (production) or https://uat.windcave.com (test). */
  WINDCAVE_API_URL: z.string().url().default('https://sec.windcave.com'),
  /** The REST API username and key Windcave issues; required with PAYMENT_PROVIDER=windcave. */
  WINDCAVE_USERNAME: z.string().min(1).optional(),
  WINDCAVE_API_KEY: z.string().min(1).optional(),
  /**
   * Key the sandbox payment gateway signs its notifications with (HMAC-SHA256). When unset, it is
   * generated once into DATA_DIR/secrets/payment-gateway-key.
   */
  PAYMENT_GATEWAY_SECRET: z.string().min(16).optional(),
  /** How many days an emailed resume link works (decision 059). */
  RESUME_LINK_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  /** Wrong dates of birth that lock an emailed resume link for good (decision 059). */
  RESUME_LINK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** How many days an emailed status link works, as often as needed (decision 093). */
  STATUS_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** An officer's approval limit in whole dollars when their account sets none (issue 20). */
  OFFICER_APPROVAL_LIMIT: z.coerce.number().int().min(0).max(100_000_000).default(10_000),
  /**
   * An approver's approval limit in whole dollars when their account sets none (issue 30,
   * decision 134): above it the approver proposes and a senior approver decides.
   */
  APPROVER_APPROVAL_LIMIT: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
  /** Deal new submissions round robin among their branch's officers (issue 20, decision 095). */
  STAFF_AUTO_ASSIGN: booleanFlag.default(false),
  /**
   * A loan this many days behind with its payments becomes a task for its officer (issue 32
   * "What to build" 4, decision 149); the borrower's reminder goes on the first day.
   */
  ARREARS_TASK_DAYS: z.coerce.number().int().min(1).max(180).default(10),
  /** A staff member's session ends after this long without a request (issue 20). */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** The pre-save check looks for an unfinished application with the same email created this recently. */
  PRE_SAVE_CHECK_DAYS: z.coerce.number().int().min(1).max(365).default(30),

  /** Where ID uploads are kept: `local` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket). */
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('ap-southeast-2'),
  /** An S3-compatible endpoint (MinIO, Cloudflare R2 ...); unset means AWS S3. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Unset: the AWS SDK's own credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Key prefix of the uploads inside the bucket. */
  S3_PREFIX: z.string().default('uploads/'),

  ADDRESS_PROVIDER: z.enum(['local', 'addressfinder']).default('local'),
  ADDRESSFINDER_KEY: z.string().optional(),
  ADDRESSFINDER_SECRET: z.string().optional(),

  /**
   * How emails go out (issue 8 "Emails"): `sandbox` keeps each message in the database for the
   * outbox page (/dev/outbox/); `smtp` sends through SMTP_URL from EMAIL_FROM.
   */
  EMAIL_TRANSPORT: z.enum(['sandbox', 'smtp']).optional(),
  /** smtp://user:pass@host:587 or smtps://…; required with EMAIL_TRANSPORT=smtp. */
  SMTP_URL: z.string().url().optional(),
  /**
   * The From of every email (`Name <address>` or an address); required with EMAIL_TRANSPORT=smtp.
   * The sandbox uses the brand's name and email when unset.
   */
  EMAIL_FROM: z.string().min(3).max(320).optional(),
  /**
   * Run the background worker in this process: it sends queued emails and sweeps expired
   * sessions. On by default; tests start it themselves.
   */
  BACKGROUND_WORKER: booleanFlag.default(true),
  /** How often the worker looks for due emails. */
  EMAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  /**
   * The embedded demo's clock (decision 110): an instant with its offset
   * (2027-02-05T10:00:00+13:00) at which the server's clock starts and from which it runs on, so a
   * browser journey can be on a chosen day (a cooling-off period across a public holiday). Only
   * without DATABASE_URL and with every outside service its sandbox, and only ahead of the real
   * time; refused otherwise.
   */
  DEMO_CLOCK_START: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),

  /**
   * The chat panel's service (site-and-tools §2; src/domain/chat): `branch-contact` (the default,
   * no outside script) or `chatwoot`, a self-hosted Chatwoot's website widget, with its address
   * (allowed in the content security policy only then) and its inbox's website token.
   */
  CHAT_PROVIDER: z.enum(CHAT_PROVIDERS).default('branch-contact'),
  CHATWOOT_BASE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/?$/,
      "must be the Chatwoot server's origin, such as https://chat.example.nz",
    )
    .optional(),
  CHATWOOT_WEBSITE_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be the website inbox token Chatwoot shows')
    .optional(),
  /**
   * Prometheus metrics (decision 077) on their own port, bound to HOST, at /metrics; unset means
   * no metrics port. Never the site's own port unless METRICS_TOKEN guards it.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Serves /metrics on the site's port to callers sending `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),

  /** Map tiles for the branch finder; empty means the map renders without tiles. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
});

/**
 * Each referrer's key for its referrer-data tokens (docs/decisions/056): REFERRER_KEY_<CODE>, the
 * referrer's code in capitals with its hyphens as underscores (kowhai-motors:
 * REFERRER_KEY_KOWHAI_MOTORS). Named by the referrer, so they are read by their prefix.
 */
export const REFERRER_KEY_PREFIX = 'REFERRER_KEY_';
const referrerKey = z
  .string()
  .trim()
  .min(32, 'must be at least 32 characters (openssl rand -base64 32)');

/**
 * The outside services whose default is a sandbox, with the value that names it. A real
 * deployment must name each explicitly (decision 076); the demo takes the sandbox when unset.
 */
export const SANDBOX_DEFAULTS = {
  PAYMENT_PROVIDER: 'sandbox',
  CREDIT_PROVIDER: 'sandbox',
  EMAIL_TRANSPORT: 'sandbox',
  BANK_LINK_MULTIBANK_URL: '/sandbox/bank-link/',
  IDENTITY_CHECK_PROVIDER: 'sandbox',
  LOAN_SERVICING_PROVIDER: 'sandbox',
  PAYOUT_PROVIDER: 'sandbox',
  NAME_CHECK_PROVIDER: 'sandbox',
  BANK_STATEMENTS_PROVIDER: 'sandbox',
} as const;
type SandboxVariable = keyof typeof SANDBOX_DEFAULTS;

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, SandboxVariable | 'SEED_DEMO_DATA'> & {
  [Name in SandboxVariable]-?: NonNullable<ParsedEnv[Name]>;
} & {
  SEED_DEMO_DATA: boolean;
  /** NODE_ENV=production on PostgreSQL (DATABASE_URL): safe by default (decision 076). */
  realDeployment: boolean;
  /** REFERRER_KEY_<CODE> variables by their full name. */
  referrerKeyVariables: Readonly<Record<string, string>>;
};

export class EnvError extends Error {}

/**
 * Runs a command line's `main` and exits with its code; a refused environment ends it with the
 * message that names the variable and exit code 1, not a stack trace.
 */
export async function runCommand(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

const EMPTY_IS_A_VALUE = new Set(['MAP_TILE_URL']);

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // Treat empty strings as unset so a blank line in .env means "use the default", except where
  // empty is a setting of its own (MAP_TILE_URL: no tile layer).
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(
      ([k, v]) => v !== undefined && (v !== '' || EMPTY_IS_A_VALUE.has(k)),
    ),
  );
  const result = envSchema.safeParse(cleaned);
  const issues = result.success ? [] : [...result.error.issues];
  const referrerKeys: Record<string, string> = {};
  for (const [name, value] of Object.entries(cleaned)) {
    if (!name.startsWith(REFERRER_KEY_PREFIX)) continue;
    const key = referrerKey.safeParse(value);
    if (key.success) referrerKeys[name] = key.data;
    else issues.push(...key.error.issues.map((issue) => ({ ...issue, path: [name] })));
  }
  if (!result.success || issues.length > 0) {
    const problems = issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new EnvError(`Invalid environment variable(s):\n${problems}`);
  }
  // A key generated on one host would leave every other host unable to read what it wrote.
  if (result.data.DATABASE_URL && !result.data.DATA_ENCRYPTION_KEY) {
    throw new EnvError(
      'Invalid environment variable(s):\n  DATA_ENCRYPTION_KEY: required with DATABASE_URL (openssl rand -base64 32)',
    );
  }
  const env = resolveDeployment(result.data, referrerKeys);
  if (env.NODE_ENV === 'production' && env.CAPTCHA_PROVIDER === 'recaptcha') {
    for (const name of [
      'RECAPTCHA_V3_SITE_KEY',
      'RECAPTCHA_V3_SECRET_KEY',
      'RECAPTCHA_V2_SITE_KEY',
      'RECAPTCHA_V2_SECRET_KEY',
    ] as const) {
      if (!env[name])
        throw new EnvError(
          `Invalid environment variable(s):\n  ${name}: required when CAPTCHA_PROVIDER=recaptcha`,
        );
    }
  }
  if (env.NODE_ENV === 'production' && env.CAPTCHA_TEST_MODE) {
    throw new EnvError(
      'Invalid environment variable(s):\n  CAPTCHA_TEST_MODE: not allowed with NODE_ENV=production',
    );
  }
  if (env.DEMO_CLOCK_START) refuseDemoClockOutsideDemo(env);
  if (env.STORAGE_PROVIDER === 's3' && !env.S3_BUCKET) {
    throw new EnvError(
      'Invalid environment variable(s):\n  S3_BUCKET: required when STORAGE_PROVIDER=s3',
    );
  }
  if (env.CREDIT_PROVIDER === 'centrix' && (!env.CENTRIX_API_URL || !env.CENTRIX_API_KEY)) {
    throw new EnvError(
      'Invalid environment variable(s):\n  CENTRIX_API_URL, CENTRIX_API_KEY: required when CREDIT_PROVIDER=centrix',
    );
  }
  if (env.CHAT_PROVIDER === 'chatwoot' && (!env.CHATWOOT_BASE_URL || !env.CHATWOOT_WEBSITE_TOKEN)) {
    throw new EnvError(
      'Invalid environment variable(s):\n  CHATWOOT_BASE_URL, CHATWOOT_WEBSITE_TOKEN: required when CHAT_PROVIDER=chatwoot',
    );
  }
  if (env.EMAIL_TRANSPORT === 'smtp' && (!env.SMTP_URL || !env.EMAIL_FROM)) {
    throw new EnvError(
      'Invalid environment variable(s):\n  SMTP_URL, EMAIL_FROM: required when EMAIL_TRANSPORT=smtp',
    );
  }
  if (
    env.ADDRESS_PROVIDER === 'addressfinder' &&
    (!env.ADDRESSFINDER_KEY || !env.ADDRESSFINDER_SECRET)
  ) {
    throw new EnvError(
      'Invalid environment variable(s):\n  ADDRESSFINDER_KEY, ADDRESSFINDER_SECRET: required when ADDRESS_PROVIDER=addressfinder',
    );
  }
  return env;
}

/**
 * DEMO_CLOCK_START is honoured only where nothing real can meet a false time (decision 110): the
 * embedded database (a real deployment is on PostgreSQL) and every outside service its sandbox,
 * so no payment, credit enquiry or email is ever stamped with it. A start behind the real time is
 * refused too: session cookies would expire in the browser the moment they were set.
 */
function refuseDemoClockOutsideDemo(env: Env): void {
  const real = (Object.keys(SANDBOX_DEFAULTS) as SandboxVariable[]).filter(
    (name) => env[name] !== SANDBOX_DEFAULTS[name],
  );
  if (env.DATABASE_URL || real.length > 0)
    throw invalid(
      'DEMO_CLOCK_START',
      `only in the embedded demo: not with ${[...(env.DATABASE_URL ? ['DATABASE_URL'] : []), ...real].join(', ')}`,
    );
  if (env.DEMO_CLOCK_START!.getTime() <= Date.now())
    throw invalid('DEMO_CLOCK_START', 'must be ahead of the real time');
}

/** The loan-servicing and payout adapters' own settings, when they are chosen (decision 139). */
function refuseIncompleteServicing(parsed: ParsedEnv): void {
  if (
    parsed.LOAN_SERVICING_PROVIDER === 'fineract' &&
    (!parsed.FINERACT_API_URL ||
      !parsed.FINERACT_USERNAME ||
      !parsed.FINERACT_PASSWORD ||
      !parsed.FINERACT_LOAN_PRODUCT_ID)
  )
    throw invalid(
      'FINERACT_API_URL, FINERACT_USERNAME, FINERACT_PASSWORD, FINERACT_LOAN_PRODUCT_ID',
      'required when LOAN_SERVICING_PROVIDER=fineract',
    );
  if (parsed.PAYOUT_PROVIDER === 'anz-direct-csv' && !parsed.PAYOUT_FUNDS_ACCOUNT)
    throw invalid('PAYOUT_FUNDS_ACCOUNT', 'required when PAYOUT_PROVIDER=anz-direct-csv');
}

/** The chat panel's service as the pages get it (the root page data's `chat`). */
export function chatConfig(env: Env): ChatConfig {
  return env.CHAT_PROVIDER === 'chatwoot' && env.CHATWOOT_BASE_URL && env.CHATWOOT_WEBSITE_TOKEN
    ? {
        provider: 'chatwoot',
        baseUrl: new URL(env.CHATWOOT_BASE_URL).origin,
        websiteToken: env.CHATWOOT_WEBSITE_TOKEN,
      }
    : { provider: 'branch-contact' };
}

const invalid = (name: string, message: string) =>
  new EnvError(`Invalid environment variable(s):\n  ${name}: ${message}`);

/**
 * What a real deployment must say itself (decision 076): each sandbox by name, the public address;
 * demo content defaults off there. The embedded demo keeps every sandbox and its demo content.
 */
function resolveDeployment(parsed: ParsedEnv, referrerKeys: Record<string, string>): Env {
  const realDeployment = parsed.NODE_ENV === 'production' && parsed.DATABASE_URL !== undefined;
  const chosen: Partial<Record<SandboxVariable, string>> = {};
  for (const name of Object.keys(SANDBOX_DEFAULTS) as SandboxVariable[]) {
    if (parsed[name] !== undefined) chosen[name] = parsed[name];
    else if (realDeployment)
      throw invalid(
        name,
        `required in a real deployment (NODE_ENV=production with DATABASE_URL); ${name}=${SANDBOX_DEFAULTS[name]} selects the sandbox`,
      );
    else chosen[name] = SANDBOX_DEFAULTS[name];
  }
  if (realDeployment && !parsed.PUBLIC_BASE_URL)
    throw invalid(
      'PUBLIC_BASE_URL',
      'required in a real deployment (NODE_ENV=production with DATABASE_URL): the address in emailed links',
    );
  if (
    parsed.PAYMENT_PROVIDER === 'windcave' &&
    (!parsed.WINDCAVE_USERNAME || !parsed.WINDCAVE_API_KEY)
  )
    throw invalid('WINDCAVE_USERNAME, WINDCAVE_API_KEY', 'required when PAYMENT_PROVIDER=windcave');
  if (
    parsed.IDENTITY_CHECK_PROVIDER === 'cloudcheck' &&
    (!parsed.CLOUDCHECK_API_KEY || !parsed.CLOUDCHECK_API_SECRET)
  )
    throw invalid(
      'CLOUDCHECK_API_KEY, CLOUDCHECK_API_SECRET',
      'required when IDENTITY_CHECK_PROVIDER=cloudcheck',
    );
  refuseIncompleteServicing(parsed);
  if (
    parsed.BANK_STATEMENTS_PROVIDER === 'akahu' &&
    (!parsed.AKAHU_APP_TOKEN || !parsed.AKAHU_APP_SECRET)
  )
    throw invalid(
      'AKAHU_APP_TOKEN, AKAHU_APP_SECRET',
      'required when BANK_STATEMENTS_PROVIDER=akahu',
    );
  if (parsed.METRICS_PORT !== undefined && parsed.METRICS_PORT === parsed.PORT)
    throw invalid(
      'METRICS_PORT',
      'must differ from PORT (use METRICS_TOKEN to serve metrics on PORT)',
    );
  return {
    ...parsed,
    ...(chosen as Pick<Env, SandboxVariable>),
    SEED_DEMO_DATA: parsed.SEED_DEMO_DATA ?? !realDeployment,
    realDeployment,
    referrerKeyVariables: referrerKeys,
  };
}
