import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { captchaHeaders, testClientAddress } from '#server/test-support/captcha.ts';
import { applicant, savedSessionCookie, saveSteps } from '#server/test-support/loan-application.ts';
import { emailOutbox, resumeLinks } from '#server/db/schema/index.ts';

/**
 * The emailed resume link (issue 11 "Come back and finish" 2, decision 059): single use, expiring,
 * opened only with the applicant's date of birth, locked after 5 wrong ones, its token stored
 * hashed. "Another device" is a request without the first browser's cookie.
 */
let app: FastifyInstance;
let close: () => Promise<void>;
let now = new Date();

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock: () => now }));
});
afterAll(async () => close());

const DAY = 86_400_000;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: testClientAddress() });

const cookieOf = (response: LightMyRequestResponse) => {
  const session = response.cookies.find((cookie) => cookie.name === 'session');
  return session ? `session=${session.value}` : undefined;
};

/** Starts an application (steps 1 and 2) and asks for its link; returns the link's token. */
async function emailedLink(email: string): Promise<{ link: string; token: string }> {
  const { keys } = await saveSteps(app, applicant({ Email: email }), 2);
  const asked = await post(
    '/api/loan-app/resume-link',
    {},
    { cookie: savedSessionCookie(keys.Token)! },
  );
  expect(asked.statusCode).toBe(202);
  expect(asked.json()).toEqual({ sent: true, days: 7 });
  return { link: await linkSentTo(email), token: keys.Token };
}

/** The link in the newest resume-link email to this address (what the sandbox outbox shows). */
async function linkSentTo(email: string): Promise<string> {
  const messages = await app.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
  const message = messages.filter((m) => m.kind === 'resume-link').at(-1);
  const found = /https?:\/\/\S+\/loan-application\/resume\/#([A-Za-z0-9_-]{43})/.exec(
    message?.text ?? '',
  );
  if (!found) throw new Error(`no resume link emailed to ${email}`);
  return found[1]!;
}

const confirm = (link: string, dateOfBirth: string, cookie?: string) =>
  post(
    '/api/loan-app/resume-link/confirm',
    { Link: link, DateOfBirth: dateOfBirth },
    cookie ? { cookie } : {},
  );

describe('asking for a resume link (decision 059)', () => {
  it('emails the applicant a link whose token is stored only as a hash', async () => {
    const { link } = await emailedLink('link.email@example.co.nz');
    const [message] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'link.email@example.co.nz'));
    expect(message).toMatchObject({ subject: 'Continue your loan application' });
    expect(message!.text).toContain('date of birth');
    const stored = JSON.stringify(await app.db.select().from(resumeLinks));
    expect(stored).not.toContain(link);
  });

  it('sends nothing without an application in the session (404)', async () => {
    const response = await post('/api/loan-app/resume-link', {});
    expect(response.statusCode).toBe(404);
  });

  it('asks for step 2 first when no date of birth is saved yet (409), and emails nothing', async () => {
    // The link opens only with the date of birth, which step 2 saves: a link for a step-1-only
    // application could never be opened.
    const { keys } = await saveSteps(app, applicant({ Email: 'step.one@example.co.nz' }), 1);
    const asked = await post(
      '/api/loan-app/resume-link',
      {},
      { cookie: savedSessionCookie(keys.Token)! },
    );
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toMatch(/date of birth/);
    await expect(linkSentTo('step.one@example.co.nz')).rejects.toThrow();
  });

  it('from the pre-save check modal, for an application with only step 1 saved: emails no link but says to carry on with the new one', async () => {
    await saveSteps(app, applicant({ Email: 'modal.one@example.co.nz' }), 1);
    const asked = await post(
      '/api/loan-app/resume-link/by-email',
      { Email: 'modal.one@example.co.nz' },
      await captchaHeaders(app),
    );
    expect(asked.statusCode).toBe(202);
    await expect(linkSentTo('modal.one@example.co.nz')).rejects.toThrow();
    const sent = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'modal.one@example.co.nz'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/only its first step/);
    expect(sent[0]!.text).not.toMatch(/loan-application\/resume/);
  });

  it('from the pre-save check modal: emails the unfinished application of that email, and answers the same for an unknown one', async () => {
    await saveSteps(app, applicant({ Email: 'modal@example.co.nz' }), 2);
    const known = await post(
      '/api/loan-app/resume-link/by-email',
      { Email: 'MODAL@example.co.nz' },
      await captchaHeaders(app),
    );
    const unknown = await post(
      '/api/loan-app/resume-link/by-email',
      { Email: 'nobody@example.co.nz' },
      await captchaHeaders(app),
    );
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    await expect(linkSentTo('modal@example.co.nz')).resolves.toMatch(/^[\w-]{43}$/);
    await expect(linkSentTo('nobody@example.co.nz')).rejects.toThrow();
    // Like the pre-save check, it needs the captcha.
    expect(
      (await post('/api/loan-app/resume-link/by-email', { Email: 'modal@example.co.nz' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('opening a resume link on another device (decision 059)', () => {
  it('restores the application only after the right date of birth, in a new session there', async () => {
    const { link, token } = await emailedLink('device@example.co.nz');
    const opened = await confirm(link, '1990/04/23');
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ Step: 3 });
    const cookie = cookieOf(opened);
    expect(cookie).toBeDefined();
    const resumed = await post('/api/loan-app/resume', {}, { cookie: cookie! });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ Token: token, Step: 3 });
    expect(JSON.parse(resumed.json().FormData)).toMatchObject({ Email: 'device@example.co.nz' });
  });

  it('works once: a used link is refused (410)', async () => {
    const { link } = await emailedLink('once@example.co.nz');
    expect((await confirm(link, '1990-04-23')).statusCode).toBe(200);
    const again = await confirm(link, '1990/04/23');
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatch(/expired or has already been used/);
    expect(cookieOf(again)).toBeUndefined();
  });

  it('locks after 5 wrong dates of birth, even for the right one after', async () => {
    const { link } = await emailedLink('locked@example.co.nz');
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt++)
      answers.push(await confirm(link, `1980/01/0${attempt}`));
    expect(answers.slice(0, 4).map((r) => r.statusCode)).toEqual([422, 422, 422, 422]);
    expect(answers[0]!.json().fields.DateOfBirth).toMatch(/4 tries left/);
    expect(answers[4]!.statusCode).toBe(423);
    const right = await confirm(link, '1990/04/23');
    expect(right.statusCode).toBe(423);
    expect(right.json().error).toMatch(/locked/);
    expect(cookieOf(right)).toBeUndefined();
  });

  it('expires after 7 days (RESUME_LINK_DAYS)', async () => {
    const { link } = await emailedLink('expired@example.co.nz');
    const start = now;
    try {
      now = new Date(start.getTime() + 7 * DAY + 1000);
      expect((await confirm(link, '1990/04/23')).statusCode).toBe(410);
    } finally {
      now = start;
    }
  });

  it('answers an unknown link like a used one, and a malformed one with 400 before the database', async () => {
    expect((await confirm('A'.repeat(43), '1990/04/23')).statusCode).toBe(410);
    expect((await confirm('not a link\u0000', '1990/04/23')).statusCode).toBe(400);
  });
});
