import { afterEach, describe, expect, it, vi } from 'vitest';
import { resumeApplication } from './api.ts';
import { logToServer } from './log.on-demand.ts';
import { preSaveCheck, saveStep } from './save-api.ts';

/** The next answer of fetch, whatever is asked. */
function answerWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}
afterEach(() => vi.unstubAllGlobals());

const captcha = { response: 'token', fallback: false };
const request = {
  Step: 1,
  Token: null,
  Guid: null,
  FormData: '{}',
  FormState: '{}',
  CentrixResult: null,
  LastName: null,
  ObjectId: null,
  ReferrerDataToken: null,
};
const savedAnswer = {
  Token: 't',
  Guid: 'g',
  CentrixResult: null,
  Reference: '1000001',
  Step: 2,
  Version: 1,
};

describe('the loan application client reads answers through the wire contract (issue 7 finding 7)', () => {
  it('takes a save answer that matches the contract', async () => {
    answerWith(200, savedAnswer);
    expect(await saveStep(request, captcha)).toEqual({ kind: 'saved', answer: savedAnswer });
  });

  it('treats a save answer that does not match the contract as a failure', async () => {
    answerWith(200, { ...savedAnswer, Step: 'two' });
    expect(await saveStep(request, captcha)).toEqual({ kind: 'failed', status: 200 });
    answerWith(200, { Token: 't', Guid: 'g' });
    expect(await saveStep(request, captcha)).toEqual({ kind: 'failed', status: 200 });
  });

  it('treats a 422 without the error body as a failure, not as field errors', async () => {
    answerWith(422, { error: 'Some answers need your attention.', fields: { Email: 'Bad' } });
    expect(await saveStep(request, captcha)).toEqual({
      kind: 'invalid',
      fields: { Email: 'Bad' },
      message: 'Some answers need your attention.',
    });
    answerWith(422, { fields: { Email: 42 } });
    expect(await saveStep(request, captcha)).toEqual({ kind: 'failed', status: 422 });
  });

  it('treats a pre-save check answer that does not match the contract as an error', async () => {
    answerWith(200, { success: true, message: '' });
    expect(await preSaveCheck({}, null, captcha)).toEqual({ kind: 'passed' });
    answerWith(200, { success: true });
    expect(await preSaveCheck({}, null, captcha)).toEqual({ kind: 'error' });
  });

  it('treats a resume answer that does not match the contract as an error', async () => {
    const resumed = {
      Token: 't',
      Guid: 'g',
      Reference: '1000001',
      Step: 2,
      Version: 2,
      FormData: '{}',
      FormState: '{}',
      CentrixResult: null,
      Complete: false,
    };
    answerWith(200, resumed);
    expect(await resumeApplication()).toEqual({
      kind: 'resumed',
      answer: resumed,
    });
    const { Step: _step, ...withoutStep } = resumed;
    answerWith(200, withoutStep);
    expect(await resumeApplication()).toEqual({ kind: 'error' });
  });

  it('finds nothing to resume on a 204 (a new visitor) or a 401, 403 or 404', async () => {
    for (const status of [204, 401, 403, 404]) {
      answerWith(status, status === 204 ? undefined : { error: 'No application' });
      expect(await resumeApplication()).toEqual({ kind: 'gone' });
    }
    answerWith(500, { error: 'Server fault' });
    expect(await resumeApplication()).toEqual({ kind: 'error' });
  });

  it('reads the save’s 409, 401, 412 and 503 as §8 and decision 060 say', async () => {
    answerWith(409, { error: 'Captcha' });
    expect(await saveStep(request, captcha)).toEqual({ kind: 'fallback-captcha' });
    answerWith(401, { error: 'Expired' });
    expect(await saveStep(request, captcha)).toEqual({ kind: 'session-expired' });
    answerWith(412, { error: 'Changed in another window' });
    expect(await saveStep(request, captcha)).toEqual({ kind: 'stale' });
    answerWith(503, { error: 'The credit bureau is unavailable.' });
    expect(await saveStep(request, captcha)).toEqual({ kind: 'failed', status: 503 });
  });

  it('only warns when the log line is refused or cannot be sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerWith(500, { error: 'Server fault' });
    await logToServer('t', { step: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await logToServer(null, { step: 1 });
    expect(warn.mock.calls).toEqual([
      ['The application log was not accepted (500).'],
      ['The application log could not be sent.'],
    ]);
    warn.mockRestore();
  });
});
