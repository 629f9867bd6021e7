import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { API } from '#domain/contracts/wire.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '#domain/contracts/text.ts';
import { ROUTE_DATA_IDS, PAGE_DATA_API } from '#domain/pages/route-data.ts';
import { solveCaptcha, testClientAddress } from '#server/test-support/captcha.ts';
import { captureLog } from '#server/test-support/log-capture.ts';
import {
  applicant,
  savedSessionCookie,
  saveStep,
  saveSteps,
  type ApplicationKeys,
} from '#server/test-support/loan-application.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

/**
 * Issue 12 proof 3: generated malformed requests against every endpoint (the API table and every
 * route the app registers, so an endpoint added tomorrow is fuzzed too): NUL, lone surrogates,
 * huge and deeply nested values, wrong methods and content types. Zero 5xx, the server stays up,
 * and nothing personal reaches the log (findings 2 and 3).
 */

// One applicant whose every personal value is distinctive, so the log can be searched for it.
const PERSON = applicant({
  FirstName: 'Wiremu',
  LastName: 'Fuzzbane',
  Email: 'wiremu.fuzzbane@example.co.nz',
  DateOfBirth: '1987/02/03',
  ContactNumber: '021 987 6543',
  DriverLicenceNumber: 'FZ987654',
});
const PERSONAL_VALUES = [
  'Wiremu',
  'Fuzzbane',
  'wiremu.fuzzbane@example.co.nz',
  '1987/02/03',
  '021 987 6543',
  'FZ987654',
];
/** 10,000 in CI (`.ci/run`); 1,000 in the developer's loop (decision 112). */
const TOTAL_RUNS = Number(process.env.FUZZ_REQUESTS ?? 1_000);
const SAVE_RUNS_AT_LEAST = 200;

let app: FastifyInstance;
let close: () => Promise<void>;
let log: () => string;
let keys: ApplicationKeys;

beforeAll(async () => {
  const captured = captureLog();
  log = captured.output;
  ({ app, close } = await buildTestApp({
    env: { CAPTCHA_TEST_MODE: 'true' },
    logger: captured.logger,
  }));
  // An application saved to step 3, so step 4 saves below reach its row (the UPDATE of finding 2).
  ({ keys } = await saveSteps(app, PERSON, 3));
}, 240_000);
afterAll(async () => close());

function secretsIn(text: string): string[] {
  return [...PERSONAL_VALUES, keys.Token, keys.Guid].filter((secret) => text.includes(secret));
}

describe('malformed input answers 4xx before it reaches the database (issue 12 finding 3)', () => {
  it('refuses U+0000 in a step-4 free-text answer with 400, and logs none of the applicant', async () => {
    const response = await saveStep(
      app,
      4,
      { ...PERSON, AdditionalInformation: 'moving\u0000house' },
      { keys },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: UNSTORABLE_TEXT_MESSAGE });
    expect(secretsIn(log())).toEqual([]);
  });

  it.each([
    ['Token', { Token: 'abc\u0000def', Guid: 'x' }],
    ['Guid', { Token: 'abc', Guid: '\uD800' }],
  ])('refuses a resume whose %s holds text no key holds with 400', async (field, payload) => {
    const response = await app.inject({ method: 'POST', url: API.loanAppResume.path, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('refuses U+0000 in a conversion token and in FormState with 400', async () => {
    const conversion = await app.inject({
      method: 'POST',
      url: API.applicationConversion.path,
      payload: { eventName: 'Step1 Submit', sourceUrl: '/', token: 'a\u0000' },
    });
    expect(conversion.statusCode).toBe(400);
    const formState = await saveStep(app, 1, PERSON, { body: { FormState: '{"a":"\\u0000"}' } });
    expect(formState.statusCode).toBe(400);
    expect(formState.json().fields).toHaveProperty('FormState');
  });

  it('refuses a lone surrogate inside the logging message with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: API.loanAppLog.path,
      payload: { LoggingMessage: '{"note":"\\udc00"}' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('LoggingMessage');
  });

  it('looks up no appref that holds U+0000', async () => {
    const response = await app.inject({
      url: `${PAGE_DATA_API}/loan-application-success`,
      query: { path: '/loan-application/success/?appref=%00' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loanApplicationOutcome: null });
  });
});

// ---- the generators -------------------------------------------------------------------------

const loneSurrogate = fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF');
/** Text with NUL, lone surrogates, controls and any code point, short or (rarely) huge. */
const nastyText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\uD800', '\uDC00'))
      .map(([text, bad]) => `${text}${bad}${text}`),
  },
  { weight: 2, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', '[]', '{}', '%00', '\\u0000') },
  { weight: 1, arbitrary: fc.integer({ min: 70_000, max: 150_000 }).map((n) => 'x'.repeat(n)) },
);
/** JSON text nested deeper than anything we accept (as a whole body, up to 100,000 levels). */
const deepText = (maxDepth: number) =>
  fc
    .tuple(fc.integer({ min: 20, max: maxDepth }), fc.boolean())
    .map(([depth, arrays]) =>
      arrays
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    );
const deepValue = deepText(500).map((text) => JSON.parse(text) as unknown);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyText },
  { weight: 1, arbitrary: deepValue },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, -1, 1e308, Number.MAX_SAFE_INTEGER + 2) },
  { weight: 1, arbitrary: fc.dictionary(nastyText, nastyText, { maxKeys: 3 }) },
);
/** A JSON string holding a form whose values are nasty (FormData, FormState, LoggingMessage). */
const nastyJsonText = fc
  .tuple(fc.constantFrom(...Object.keys(PERSON)), nastyValue)
  .map(([name, value]) => JSON.stringify({ ...PERSON, [name]: value }) ?? 'null');

const CAPTCHA_PATHS = new Set<string>([API.loanAppSave.path, API.loanAppPreSaveCheck.path]);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  undefined,
];

/** The body a real caller sends to each endpoint, to mutate one field at a time. */
function validBody(path: string): Record<string, unknown> {
  switch (path) {
    case API.loanAppSave.path:
      // Step 3: a save that goes through leaves the application open for the next one.
      return {
        Step: 3,
        Token: keys.Token,
        Guid: keys.Guid,
        FormData: JSON.stringify(PERSON),
        FormState: '{}',
        LastName: PERSON.LastName,
      };
    case API.loanAppPreSaveCheck.path:
      return { Email: PERSON.Email, LastName: PERSON.LastName, Token: keys.Token };
    case API.loanAppResume.path:
      return { Token: keys.Token, Guid: keys.Guid };
    case API.loanAppLog.path:
      return { LoggingToken: keys.Token, LoggingMessage: JSON.stringify({ step: 4, ...PERSON }) };
    case API.browsingConversion.path:
      return { eventName: 'ViewContent', sourceUrl: '/' };
    case API.applicationConversion.path:
      return { eventName: 'Step1 Submit', sourceUrl: '/', token: keys.Token };
    default:
      return { query: 'Queen Street', id: '1', lat: '-36.8', lng: '174.7', path: '/' };
  }
}

/** Every byte percent-encoded (encodeURIComponent refuses a lone surrogate). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');
}

/** Stands for the cookie of the session that holds the fuzzed application. */
const HOLDING_SESSION = 'holding-session';

interface Endpoint {
  method: string;
  url: string;
}

/** The API table and every registered route; path parameters get every known id and nasty ones. */
function endpoints(): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  const add = (method: string, url: string) => seen.set(`${method} ${url}`, { method, url });
  for (const call of Object.values(API)) add(call.method, call.path);
  for (const route of app.routeList) {
    if (route.method === 'HEAD') continue;
    if (route.url === `${PAGE_DATA_API}/:id`) {
      for (const id of ROUTE_DATA_IDS) add(route.method, `${PAGE_DATA_API}/${id}`);
    } else add(route.method, route.url);
  }
  return [...seen.values()];
}

function requestFor(endpoint: Endpoint) {
  const body = validBody(endpoint.url);
  const field = fc.constantFrom(...Object.keys(body));
  const mutatedBody = fc.oneof(
    fc.tuple(field, nastyValue).map(([name, value]) => ({ ...body, [name]: value })),
    fc.tuple(field, nastyJsonText).map(([name, value]) => ({ ...body, [name]: value })),
    fc.constant(body),
  );
  return fc.record({
    method: fc.oneof(
      { weight: 5, arbitrary: fc.constant(endpoint.method) },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    ),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    body: fc.oneof(
      { weight: 6, arbitrary: mutatedBody },
      { weight: 1, arbitrary: nastyText },
      { weight: 1, arbitrary: deepText(100_000) },
    ),
    query: fc.oneof(
      fc.constant(undefined),
      fc.tuple(field, nastyText).map(([name, value]) => ({ ...body, [name]: value })),
    ),
    // The session that holds the application on most requests, so a mutated save gets past the
    // session check (decision 059) to the parsing, the rules and the UPDATE; else none or a nasty one.
    cookie: fc.oneof(
      { weight: 3, arbitrary: fc.constant(HOLDING_SESSION) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: nastyText.map((value) => `session=${percentEncode(value)}`) },
    ),
    // One request in ten gets a nasty path segment (fc.option's freq is the odds of *no* value).
    pathSuffix: fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            nastyText.map((value) => percentEncode(value.slice(0, 200))),
            fc.constant('%ED%A0%80'),
          )
          .map((segment) => `/${segment}`),
      },
    ),
    captcha: fc.boolean(),
  });
}

type Generated = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

async function send(endpoint: Endpoint, generated: Generated) {
  const headers: Record<string, string> = {};
  if (generated.contentType) headers['content-type'] = generated.contentType;
  if (generated.cookie === HOLDING_SESSION) headers.cookie = savedSessionCookie(keys.Token)!;
  else if (generated.cookie) headers.cookie = generated.cookie;
  // A solved captcha on half the posts of the calls that check one, so mutated saves and pre-save
  // checks get past it to their service.
  if (generated.captcha && generated.method === 'POST' && CAPTCHA_PATHS.has(endpoint.url))
    headers[CAPTCHA_RESPONSE_HEADER] = await solveCaptcha(app);
  const url = endpoint.url + (generated.pathSuffix ?? '');
  const options: InjectOptions = {
    method: generated.method as InjectOptions['method'],
    url,
    headers,
    remoteAddress: testClientAddress(),
  };
  if (generated.query) {
    options.query = Object.fromEntries(
      Object.entries(generated.query).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]),
    );
  }
  if (generated.method !== 'GET' && generated.method !== 'HEAD') {
    const body = generated.body;
    options.payload =
      generated.contentType === 'application/x-www-form-urlencoded' &&
      body !== null &&
      typeof body === 'object' &&
      !Array.isArray(body)
        ? new URLSearchParams(
            Object.entries(body).map(([k, v]) => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          ).toString()
        : typeof body === 'string'
          ? body
          : JSON.stringify(body);
  }
  return app.inject(options);
}

describe('fuzzing every endpoint (issue 12 proof 3)', () => {
  it(`answers ${TOTAL_RUNS} malformed requests with no 5xx, stays up and logs nothing personal`, async () => {
    const list = endpoints();
    expect(list.length).toBeGreaterThanOrEqual(Object.keys(API).length);
    const runsEach = Math.ceil(TOTAL_RUNS / list.length);
    // The save gets enough mutations at any size for both of its answers below to occur.
    const runsFor = (url: string) =>
      url === API.loanAppSave.path ? Math.max(runsEach, SAVE_RUNS_AT_LEAST) : runsEach;
    let total = 0;
    const saveAnswers = new Map<number, number>();
    for (const endpoint of list) {
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async (generated) => {
          total++;
          const response = await send(endpoint, generated);
          if (endpoint.url === API.loanAppSave.path && generated.method === 'POST')
            saveAnswers.set(response.statusCode, (saveAnswers.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) {
            throw new Error(
              `${generated.method} ${endpoint.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
            );
          }
        }),
        // The seed is the shared setting's (tests/setup/fast-check.ts): a failure prints it.
        { numRuns: runsFor(endpoint.url) },
      );
    }
    expect(total).toBeGreaterThanOrEqual(TOTAL_RUNS);
    // The mutated saves reached the save itself: some were saved, some refused by its rules.
    expect(saveAnswers.get(200) ?? 0, JSON.stringify([...saveAnswers])).toBeGreaterThan(0);
    expect(saveAnswers.get(400) ?? 0, JSON.stringify([...saveAnswers])).toBeGreaterThan(0);
    expect((await app.inject(API.healthz.path)).statusCode).toBe(200);
    expect(secretsIn(log())).toEqual([]);
  }, 240_000);
});
