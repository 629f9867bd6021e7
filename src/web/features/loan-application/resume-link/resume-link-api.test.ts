import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmResumeLink,
  requestResumeLink,
  requestResumeLinkByEmail,
} from './resume-link-api.on-demand.ts';

const sent: RequestInit[] = [];
/** fetch answers with a status and JSON body, or fails (no answer) for null. */
function answerWith(status: number | null, body?: unknown) {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      sent.push(init);
      if (status === null) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(body), { status });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('the resume link’s calls on the one client (decisions 059, 163)', () => {
  it('says a link was sent, for how many days', async () => {
    answerWith(202, { sent: true, days: 7 });
    expect(await requestResumeLink()).toEqual({ kind: 'sent', days: 7 });
  });

  it('gives the server’s words when nothing is saved yet (404) or no date of birth (409)', async () => {
    answerWith(404, { error: 'Save a step first.' });
    expect(await requestResumeLink()).toEqual({ kind: 'refused', message: 'Save a step first.' });
    answerWith(409, { error: 'No date of birth yet.' });
    expect(await requestResumeLink()).toEqual({
      kind: 'refused',
      message: 'No date of birth yet.',
    });
    answerWith(500, { error: 'Server fault' });
    expect(await requestResumeLink()).toEqual({ kind: 'failed' });
    answerWith(null);
    expect(await requestResumeLink()).toEqual({ kind: 'failed' });
  });

  it('sends the captcha answer with the request by email, the fallback flagged', async () => {
    answerWith(202, { sent: true, days: 7 });
    const outcome = await requestResumeLinkByEmail('a@example.com', 'Smith', {
      response: 'solved',
      fallback: true,
    });
    expect(outcome).toEqual({ kind: 'sent', days: 7 });
    expect(sent[0]!.headers).toMatchObject({
      'x-captcha-response': 'solved',
      'x-captcha-fallback': 'true',
    });
    expect(JSON.parse(sent[0]!.body as string)).toEqual({
      Email: 'a@example.com',
      LastName: 'Smith',
    });
  });

  it('opens a link, or says why not: a wrong date of birth, a used or locked link', async () => {
    answerWith(200, { Step: 3 });
    expect(await confirmResumeLink('link', '1990/01/02')).toEqual({ kind: 'opened', step: 3 });
    answerWith(422, { error: 'That date of birth does not match.' });
    expect(await confirmResumeLink('link', '1990/01/03')).toEqual({
      kind: 'wrong',
      message: 'That date of birth does not match.',
    });
    for (const status of [400, 410, 423]) {
      answerWith(status, { error: 'This link no longer works.' });
      expect(await confirmResumeLink('link', '1990/01/02')).toEqual({
        kind: 'refused',
        message: 'This link no longer works.',
      });
    }
    answerWith(200, { Step: 9 });
    expect(await confirmResumeLink('link', '1990/01/02')).toEqual({ kind: 'failed' });
  });
});
