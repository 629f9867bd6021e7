import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { captchaHeaders, testClientAddress } from '#server/test-support/captcha.ts';
import { applicant, stepValues } from '#server/test-support/loan-application.ts';

/**
 * The application in progress belongs to the visitor's session (issue 11 "Come back and finish"
 * 1, issue 12 finding 9, decision 059). Every request here sends its cookies by hand, as a browser
 * would, so "another browser" is simply a request without this one's cookie.
 */
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

const cookieOf = (response: LightMyRequestResponse): string | undefined => {
  const session = response.cookies.find((cookie) => cookie.name === 'session');
  return session ? `session=${session.value}` : undefined;
};

async function save(
  step: number,
  keys: { Token: string; Guid: string } | null,
  cookie?: string,
  values = applicant(),
): Promise<LightMyRequestResponse> {
  const headers = await captchaHeaders(app);
  return app.inject({
    method: 'POST',
    url: '/api/loan-app/save',
    remoteAddress: testClientAddress(),
    headers: cookie ? { ...headers, cookie } : headers,
    payload: {
      Step: step,
      Token: keys?.Token ?? '',
      Guid: keys?.Guid ?? '',
      FormData: JSON.stringify(stepValues(step as 1, values)),
      FormState: JSON.stringify({ preSaveCheckDone: true }),
      CentrixResult: null,
      LastName: 'Ngata',
      ObjectId: null,
      ReferrerDataToken: null,
    },
  });
}

const resume = (cookie?: string, body: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/loan-app/resume',
    headers: cookie ? { cookie } : {},
    payload: body,
  });

/** An applicant who saved steps 1 and 2 in one browser: their keys and session cookie. */
async function startedApplication(email: string) {
  const first = await save(1, null, undefined, applicant({ Email: email }));
  expect(first.statusCode).toBe(200);
  const cookie = cookieOf(first);
  const keys = { Token: first.json().Token as string, Guid: first.json().Guid as string };
  expect((await save(2, keys, cookie, applicant({ Email: email }))).statusCode).toBe(200);
  return { keys, cookie: cookie! };
}

describe('the application belongs to the session that saved it (decision 059)', () => {
  it('gives an anonymous applicant a session on their first save: HttpOnly, SameSite=Lax, path /', async () => {
    const first = await save(1, null);
    const session = first.cookies.find((cookie) => cookie.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('resumes it in any tab of that browser (the cookie only, no keys sent)', async () => {
    const { keys, cookie } = await startedApplication('tab@example.co.nz');
    const response = await resume(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Token: keys.Token, Step: 3, Complete: false });
    expect(JSON.parse(response.json().FormData)).toMatchObject({ Email: 'tab@example.co.nz' });
  });

  it('issue 12 finding 9: ref and appref from an address open nothing in another session', async () => {
    const { keys } = await startedApplication('history@example.co.nz');
    // Someone who read the browser history, without a session and with one of their own.
    const stranger = await resume(undefined, keys);
    expect(stranger.statusCode).toBe(204);
    expect(stranger.body).not.toContain('history@example.co.nz');
    const other = await startedApplication('other@example.co.nz');
    const mixed = await resume(other.cookie, keys);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().Token).toBe(other.keys.Token);
    expect(mixed.body).not.toContain('history@example.co.nz');
  });

  it('refuses a save with the keys but not the session (401, the session modal), so the keys cannot take the application over', async () => {
    const { keys, cookie } = await startedApplication('takeover@example.co.nz');
    expect((await save(3, keys)).statusCode).toBe(401);
    const other = await startedApplication('thief@example.co.nz');
    expect((await save(3, keys, other.cookie)).statusCode).toBe(401);
    // The stranger's session still holds only its own application.
    expect((await resume(other.cookie)).json().Token).toBe(other.keys.Token);
    expect((await save(3, keys, cookie)).statusCode).toBe(200);
  });

  it('issue 12 proof 6: answers a real Token with a guessed Guid like unknown keys (404), so a guess learns nothing', async () => {
    const { keys } = await startedApplication('guessed@example.co.nz');
    const guessed = { Token: keys.Token, Guid: `${keys.Guid.slice(0, -4)}0000` };
    const unknown = { Token: `${keys.Token.slice(0, -4)}0000`, Guid: keys.Guid };
    const other = await startedApplication('guesser@example.co.nz');
    for (const cookie of [undefined, other.cookie]) {
      const a = await save(3, guessed, cookie);
      const b = await save(3, unknown, cookie);
      expect(a.statusCode).toBe(404);
      expect(a.json()).toEqual(b.json());
    }
  });

  it('lets a submitted application go: resume finds nothing, and only its confirmation page shows it', async () => {
    const { keys, cookie } = await startedApplication('submitted@example.co.nz');
    expect((await save(3, keys, cookie)).statusCode).toBe(200);
    const last = await save(4, keys, cookie);
    expect(last.json()).toMatchObject({ Complete: true });
    const response = await resume(cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).not.toContain('submitted@example.co.nz');
  });

  it('answers a visitor without a session, or with a cleared one, with 204 (nothing to resume)', async () => {
    expect((await resume()).statusCode).toBe(204);
    expect((await resume('session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(
      204,
    );
  });
});
