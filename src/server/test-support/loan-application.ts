import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { applications } from '#server/db/schema/index.ts';
import { stepFieldNames } from '#domain/loan-application/fields/index.ts';
import { validApplicationValues } from '#domain/loan-application/fixtures.ts';
import type { Step } from '#domain/loan-application/config.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { captchaHeaders, testClientAddress } from './captcha.ts';

export interface ApplicationKeys {
  Token: string;
  Guid: string;
}

/** A valid anonymous application (the domain's fixture), with overrides. */
export function applicant(overrides: FormValues = {}): FormValues {
  return { ...validApplicationValues(), ...overrides };
}

/**
 * A valid broker's application (loan-application §3 broker fields, §5 whole dollars) as the steps
 * render it for a broker session (test-support/sessions.ts TEST_BROKER), with overrides.
 */
export function brokerApplicant(overrides: FormValues = {}): FormValues {
  return applicant({
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
    ...overrides,
  });
}

/** The values a step page holds: that step's fields of the application. */
export function stepValues(step: Step, values: FormValues): FormValues {
  const names = new Set(stepFieldNames(step));
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

export interface SaveOptions {
  keys?: ApplicationKeys | undefined;
  /** Headers to send instead of a freshly solved invisible captcha. */
  headers?: Record<string, string>;
  /** A session's Cookie header (test-support/sessions.ts), sent besides the captcha. */
  cookie?: string;
  fallbackToken?: string;
  formState?: Record<string, unknown>;
  /** Extra or replacement body fields (FormData as a raw string, Step ...). */
  body?: Record<string, unknown>;
}

/**
 * The session cookie of each application a test saved, by Token: the application belongs to the
 * session that saved it (decision 059), so a later save of it sends that cookie, as its browser
 * would. An explicit `cookie` option wins.
 */
const sessionCookies = new Map<string, string>();

/** The Cookie header of the session that saved (and holds) this application, if any. */
export function savedSessionCookie(token: string): string | undefined {
  return sessionCookies.get(token);
}

function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'session');
  return cookie ? `session=${cookie.value}` : undefined;
}

/** The database id of an application (what a session holds). */
export async function applicationIdOf(db: Database, token: string): Promise<string> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.token, token));
  if (!row) throw new Error('no application with this token');
  return row.id;
}

/** POST /api/loan-app/save as the steps UI sends it: the whole form as a JSON string (§7). */
export async function saveStep(
  app: FastifyInstance,
  step: number,
  values: FormValues,
  options: SaveOptions = {},
): Promise<LightMyRequestResponse> {
  const headers =
    options.headers ??
    (await captchaHeaders(
      app,
      options.fallbackToken ? { fallbackToken: options.fallbackToken } : {},
    ));
  const cookie =
    options.cookie ?? (options.keys ? sessionCookies.get(options.keys.Token) : undefined);
  const response = await app.inject({
    method: 'POST',
    url: '/api/loan-app/save',
    headers: cookie ? { ...headers, cookie } : headers,
    remoteAddress: testClientAddress(),
    payload: {
      Step: step,
      Token: options.keys?.Token ?? '',
      Guid: options.keys?.Guid ?? '',
      FormData: JSON.stringify(values),
      FormState: JSON.stringify(
        options.formState ?? {
          preSaveCheckDone: true,
          specifyLoanAmount: false,
          presetPreferredBranch: false,
        },
      ),
      CentrixResult: null,
      LastName: typeof values.LastName === 'string' ? values.LastName : null,
      ObjectId: null,
      ReferrerDataToken: null,
      ...options.body,
    },
  });
  if (response.statusCode === 200) {
    const issued = sessionCookieOf(response) ?? cookie;
    const token = (response.json() as { Token?: string }).Token;
    if (issued && token) sessionCookies.set(token, issued);
  }
  return response;
}

/** Saves steps 1 to `lastStep` and returns the keys and every answer; throws on any non-200. */
export async function saveSteps(
  app: FastifyInstance,
  values: FormValues,
  lastStep: Step = 4,
  options: Pick<SaveOptions, 'cookie'> = {},
): Promise<{ keys: ApplicationKeys; answers: Record<string, unknown>[] }> {
  let keys: ApplicationKeys | undefined;
  const answers: Record<string, unknown>[] = [];
  for (let step = 1 as Step; step <= lastStep; step = (step + 1) as Step) {
    const response = await saveStep(app, step, values, { keys, ...options });
    if (response.statusCode !== 200)
      throw new Error(`step ${step}: ${response.statusCode} ${response.body}`);
    const answer = response.json();
    answers.push(answer);
    keys = { Token: answer.Token, Guid: answer.Guid };
  }
  return { keys: keys!, answers };
}
