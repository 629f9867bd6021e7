import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#domain/contracts/wire.ts';
import { PAGE_DATA_API } from '#domain/pages/route-data.ts';
import { sendDueEmails } from './email/worker.ts';
import { emailOutbox } from './db/schema/index.ts';
import { captchaHeaders, testClientAddress } from './test-support/captcha.ts';
import { captureLog } from './test-support/log-capture.ts';
import {
  applicant,
  savedSessionCookie,
  saveStep,
  saveSteps,
} from './test-support/loan-application.ts';
import { buildTestApp } from './test-support/test-app.ts';

/**
 * Issue 12 proof 8 and finding 2: the log an operator reads, captured as production writes it, of
 * a whole journey and of its error paths (refusals, wrong answers, a database outage), holds none
 * of the applicant's values and none of the keys that open their application.
 */
const PERSON = applicant({
  FirstName: 'Hinewai',
  LastName: 'Logsworthy',
  Email: 'hinewai.logsworthy@example.co.nz',
  DateOfBirth: '1984/07/19',
  ContactNumber: '021 555 0199',
  DriverLicenceNumber: 'LG123456',
});
const PERSONAL_VALUES = [
  'Hinewai',
  'Logsworthy',
  'hinewai.logsworthy@example.co.nz',
  '1984/07/19',
  '1984-07-19',
  '0215550199',
  '021 555 0199',
  'LG123456',
];

let app: FastifyInstance;
let close: () => Promise<void>;
let closeDatabase: () => Promise<void>;
let log: () => string;
const secrets: string[] = [...PERSONAL_VALUES];
/** The first test's application, whose keys the outage test sends again. */
let journeyToken: string;

beforeAll(async () => {
  const captured = captureLog();
  log = captured.output;
  const built = await buildTestApp({ logger: captured.logger });
  ({ app, close } = built);
  closeDatabase = () => built.database.close();
}, 120_000);
afterAll(async () => close().catch(() => undefined));

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: testClientAddress() });

const found = () => secrets.filter((secret) => log().includes(secret));

const cookieOf = (response: LightMyRequestResponse) => {
  const session = response.cookies.find((cookie) => cookie.name === 'session');
  return session ? `session=${session.value}` : undefined;
};

describe('personal data in the log (issue 12 proof 8)', () => {
  it('logs nothing of the applicant through a whole journey and its refusals', async () => {
    // Steps 1 and 2, a link emailed and opened on another device (a wrong date of birth first).
    const started = await saveSteps(app, PERSON, 2);
    journeyToken = started.keys.Token;
    secrets.push(started.keys.Token, started.keys.Guid);
    const cookie = savedSessionCookie(started.keys.Token)!;
    expect((await post(API.resumeLinkRequest.path, {}, { cookie })).statusCode).toBe(202);
    const [email] = await app.db.select().from(emailOutbox);
    const link = /#([\w-]{43})/.exec(email!.text)![1]!;
    secrets.push(link);
    const wrong = await post(API.resumeLinkConfirm.path, { Link: link, DateOfBirth: '1999/01/01' });
    expect(wrong.statusCode).toBe(422);
    const opened = await post(API.resumeLinkConfirm.path, {
      Link: link,
      DateOfBirth: PERSON.DateOfBirth as string,
    });
    expect(opened.statusCode).toBe(200);
    const device = cookieOf(opened)!;

    // The pre-save check from a third browser, a step refused by its rules, steps 3 and 4.
    const check = await post(
      API.loanAppPreSaveCheck.path,
      { Email: PERSON.Email, LastName: PERSON.LastName },
      await captchaHeaders(app),
    );
    expect(check.statusCode).toBe(200);
    const refused = await saveStep(
      app,
      3,
      { ...PERSON, DriverLicenceNumber: 'LG12345!' },
      { keys: started.keys, cookie: device },
    );
    expect(refused.statusCode).toBe(422);
    expect(
      (await saveStep(app, 3, PERSON, { keys: started.keys, cookie: device })).statusCode,
    ).toBe(200);
    const submitted = await saveStep(app, 4, PERSON, { keys: started.keys, cookie: device });
    expect(submitted.json()).toMatchObject({ Complete: true });

    // The confirmation page's data, the browser's own log line, the emails sent, a wrong sign-in.
    const outcome = await app.inject({
      url: `${PAGE_DATA_API}/loan-application-success`,
      query: { path: `/loan-application/success/?appref=${started.keys.Token}` },
    });
    expect(outcome.statusCode).toBe(200);
    await post(API.loanAppLog.path, {
      LoggingToken: started.keys.Token,
      LoggingMessage: JSON.stringify({ step: 4, note: `typed ${PERSON.Email}` }),
    });
    const emails = await sendDueEmails({
      db: app.db,
      email: app.adapters.email,
      clock: () => new Date(Date.now() + 60_000),
      log: app.log,
    });
    expect(emails.sent).toBeGreaterThan(0);
    const signIn = await post(API.signIn.path, { email: PERSON.Email, password: 'not-the-one' });
    expect(signIn.statusCode).toBe(401);

    expect(log()).toContain('request completed');
    expect(found()).toEqual([]);
  });

  it('logs nothing of the applicant while the database is down', async () => {
    const before = log().length;
    // Solved before the outage: a captcha is single use, remembered in the database.
    const [forSave, forCheck] = [await captchaHeaders(app), await captchaHeaders(app)];
    await closeDatabase();
    const answers = [
      await saveStep(app, 1, PERSON, { headers: forSave }),
      await post(API.loanAppResume.path, {}),
      await post(
        API.loanAppPreSaveCheck.path,
        { Email: PERSON.Email, LastName: PERSON.LastName, Token: journeyToken },
        forCheck,
      ),
      await post(API.loanAppLog.path, { LoggingToken: journeyToken, LoggingMessage: '{"step":1}' }),
      await post(API.signIn.path, { email: PERSON.Email, password: 'not-the-one' }),
    ];
    // Each was refused by the outage, not by the app.
    expect(answers.some((answer) => answer.statusCode === 503)).toBe(true);
    expect(answers.every((answer) => answer.statusCode < 500 || answer.statusCode === 503)).toBe(
      true,
    );
    expect(log().length).toBeGreaterThan(before);
    expect(found()).toEqual([]);
  });
});
