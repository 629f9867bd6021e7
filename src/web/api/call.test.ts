import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '#domain/contracts/wire.ts';
import { callApi } from './call.ts';

const sent: { path: string; init: RequestInit }[] = [];
/** fetch answers with a status and JSON body, or fails (no answer) for null. */
function answerWith(status: number | null, body?: unknown) {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ path, init });
      if (status === null) throw new TypeError('Failed to fetch');
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

const answers = () =>
  import('#domain/contracts/staff.ts').then((contracts) => contracts.bulkContract.response);
const bulk = (body: object = { action: 'assign', to: 'me', items: [] }) =>
  callApi(API.staffBulk, { body, answers });
const results = {
  results: [{ reference: '1000001', ok: false, code: 409, message: 'Taken by someone else.' }],
};

describe('the one API client (decision 160)', () => {
  it('sends JSON with the call’s method to its path, the parameters filled', async () => {
    answerWith(200, { version: 2 });
    await callApi(API.staffAffordabilitySave, {
      params: { reference: '1000001' },
      body: { version: 1 },
    });
    expect(sent[0]!.path).toBe('/api/staff/applications/1000001/lending/record');
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(JSON.parse(sent[0]!.init.body as string)).toEqual({ version: 1 });
  });

  it('encodes a parameter and adds the query; a GET sends no body', async () => {
    answerWith(200, {});
    await callApi(API.staffComplaint, { params: { reference: 'C/1 2' }, query: 'a=1' });
    expect(sent[0]!.path).toBe('/api/staff/complaints/C%2F1%202?a=1');
    expect(sent[0]!.init).toMatchObject({ method: 'GET', body: undefined });
  });

  it('sends a file as multipart, as it is', async () => {
    answerWith(200, {});
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.pdf');
    await callApi(API.uploadPassport, { body: form });
    expect(sent[0]!.init.body).toBe(form);
    expect(sent[0]!.init.headers).not.toHaveProperty('content-type');
  });

  it('reads a 200 with its contract', async () => {
    answerWith(200, results);
    expect(await bulk()).toEqual({ ok: true, status: 200, body: results });
  });

  it('fails an answer its contract does not allow, and a success it does not declare', async () => {
    answerWith(200, { results: 'all done' });
    expect(await bulk()).toMatchObject({ ok: false, kind: 'failed', status: 200 });
    answerWith(201, results);
    expect(await bulk()).toMatchObject({ ok: false, kind: 'failed', status: 201 });
  });

  it('hands a body over unread when the caller gives no schemas', async () => {
    answerWith(200, { anything: 1 });
    expect(await callApi(API.staffBulk, { body: {} })).toEqual({
      ok: true,
      status: 200,
      body: { anything: 1 },
    });
  });

  it('answers 400 as invalid, with the message and the fields', async () => {
    answerWith(400, { error: 'Check the answers.', fields: { comment: 'Enter a comment.' } });
    expect(await bulk()).toEqual({
      ok: false,
      kind: 'invalid',
      status: 400,
      message: 'Check the answers.',
      fields: { comment: 'Enter a comment.' },
    });
  });

  it.each([
    [401, 'signed-out'],
    [403, 'forbidden'],
    [409, 'conflict'],
    [412, 'conflict'],
    [404, 'refused'],
    [503, 'unavailable'],
    [500, 'failed'],
  ])('answers %i as %s, with the server’s message', async (status, kind) => {
    answerWith(status, { error: 'The server’s words.' });
    expect(await bulk()).toEqual({ ok: false, kind, status, message: 'The server’s words.' });
  });

  it('keeps no message from an error body that is not the error body', async () => {
    answerWith(503, { error: 42 });
    expect(await bulk()).toEqual({ ok: false, kind: 'unavailable', status: 503, message: null });
    answerWith(503);
    expect(await bulk()).toEqual({ ok: false, kind: 'unavailable', status: 503, message: null });
  });

  it('answers a network failure as offline', async () => {
    answerWith(null);
    expect(await bulk()).toEqual({ ok: false, kind: 'offline', status: 0, message: null });
  });

  it('reads the body of a refusal its contract declares for that status (the sign-in’s 401)', async () => {
    const refusal = { error: 'Enter the code.', secondFactor: 'code' };
    answerWith(401, refusal);
    const outcome = await callApi(API.signIn, {
      body: { email: 'a@example.com', password: 'x' },
      answers: () =>
        import('#domain/contracts/session.ts').then(
          (contracts) => contracts.signInContract.response,
        ),
    });
    expect(outcome).toMatchObject({ kind: 'signed-out', message: 'Enter the code.' });
    expect(outcome.ok ? null : outcome.declared).toMatchObject({ secondFactor: 'code' });
  });

  it('does not load the schemas for a 204', async () => {
    answerWith(204);
    const loader = vi.fn(answers);
    expect(await callApi(API.staffBulk, { body: {}, answers: loader })).toEqual({
      ok: true,
      status: 204,
      body: undefined,
    });
    expect(loader).not.toHaveBeenCalled();
  });

  it('sends a post that outlives the page with keepalive (the step events’ fallback)', async () => {
    answerWith(202, { recorded: true });
    await callApi(API.insightEvent, { body: { name: 'step_viewed' }, init: { keepalive: true } });
    expect(sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(sent[0]!.init.body as string)).toEqual({ name: 'step_viewed' });
  });

  it('reads a text answer with its contract (an ID upload’s file reference)', async () => {
    const reference = '1234567890e12345678901234567890a';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(reference, { status: 200 })),
    );
    const outcome = await callApi(API.uploadPassport, {
      body: new FormData(),
      text: true,
      answers: () =>
        import('#domain/contracts/uploads.ts').then((c) => c.uploadPassportContract.response),
    });
    expect(outcome).toEqual({ ok: true, status: 200, body: reference });
  });
});
