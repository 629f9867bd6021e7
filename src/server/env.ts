import { z } from 'zod';

/**
 * The only reader of process.env. Every variable the server understands is declared here with
 * its default; a bad value stops the start with a message naming the variable.
 * The README's table of variables mirrors this schema.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

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
  /** Public origin of the site, used in links the server builds (payment return URLs). */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Largest accepted request body (uploads have their own limit of 5 MB, spec loan-application §9). */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Seed demo content (branches, demo address index) into an empty database at start. */
  SEED_DEMO_DATA: booleanFlag.default(true),

  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  /**
   * HMAC key that signs proof-of-work challenges. When unset, one is generated once and kept in
   * DATA_DIR/secrets/altcha-hmac-key so every process on the host agrees; set it explicitly when
   * processes run on several hosts (src/server/adapters/README.md).
   */
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** How long a completed fallback challenge stays valid; expiry makes the applicant do it again. */
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

  CREDIT_PROVIDER: z.enum(['sandbox', 'centrix']).default('sandbox'),
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
  /** The pre-save check looks for an unfinished application with the same email created this recently. */
  PRE_SAVE_CHECK_DAYS: z.coerce.number().int().min(1).max(365).default(30),

  ADDRESS_PROVIDER: z.enum(['local', 'addressfinder']).default('local'),
  ADDRESSFINDER_KEY: z.string().optional(),
  ADDRESSFINDER_SECRET: z.string().optional(),

  /** Map tiles for the branch finder; empty means the map renders without tiles. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

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
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new EnvError(`Invalid environment variable(s):\n${problems}`);
  }
  const env = result.data;
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
  if (env.CREDIT_PROVIDER === 'centrix' && (!env.CENTRIX_API_URL || !env.CENTRIX_API_KEY)) {
    throw new EnvError(
      'Invalid environment variable(s):\n  CENTRIX_API_URL, CENTRIX_API_KEY: required when CREDIT_PROVIDER=centrix',
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
