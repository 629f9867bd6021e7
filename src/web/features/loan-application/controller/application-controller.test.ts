import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeLinkCopy } from '#content/resume-link.ts';
import { STEP_RULES } from '#domain/loan-application/fields/index.ts';
import { getCaptchaToken } from '#web/forms/captcha/captcha-client.on-demand.ts';
import { holdStepRules } from '../state/rules.ts';
import { setUp, answer, saved, passed } from './test-support.ts';

vi.mock('#web/forms/captcha/captcha-client.on-demand.ts', () => ({
  getCaptchaToken: vi.fn(async () => 'captcha-token'),
}));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the step submit (loan-application §4, §7, §8)', () => {
  it('runs the pre-save check before step 1 is first saved, then saves and moves to step 2 with ref and amount', async () => {
    const calls = answer({
      '/api/loan-app/pre-save-check': [passed],
      '/api/loan-app/save': [saved],
    });
    const { store, actions, navigate } = setUp();
    await actions.submit();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/loan-app/pre-save-check',
      '/api/loan-app/save',
    ]);
    expect(calls[1]!.headers['x-captcha-response']).toBe('captcha-token');
    expect(calls[1]!.body).toMatchObject({
      Step: 1,
      Token: null,
      Guid: null,
      LastName: 'Ngata',
      ObjectId: null,
    });
    expect(JSON.parse((calls[1]!.body as { FormData: string }).FormData)).toMatchObject({
      Email: 'aroha@example.co.nz',
      LoanAmount: '5000',
    });
    expect(navigate).toHaveBeenCalledWith('/loan-application/step-2/?ref=guid-1&amount=5000');
    expect(store.getState()).toMatchObject({
      token: 'token-1',
      busy: false,
      pendingConversion: 'Step1 Submit',
    });
    expect(store.getState().formState).toMatchObject({
      guid: 'guid-1',
      appReference: '1000007',
      step: 2,
      preSaveCheckDone: true,
    });
    // No key in script-readable storage: the session holds the application (decision 059).
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toMatch(/token-1|guid-1/);
  });

  it('runs the pre-save check once, and again after a step 1 field changes', async () => {
    const calls = answer({
      '/api/loan-app/pre-save-check': [passed, passed],
      '/api/loan-app/save': [saved, saved, saved],
    });
    const { actions } = setUp();
    await actions.submit();
    await actions.submit();
    expect(calls.filter((call) => call.path.endsWith('pre-save-check'))).toHaveLength(1);
    actions.change('FirstName', 'Mere');
    await actions.submit();
    expect(calls.filter((call) => call.path.endsWith('pre-save-check'))).toHaveLength(2);
  });

  it('blocks a submit with errors: nothing is sent, the count is announced', async () => {
    const calls = answer({});
    const { store, actions } = setUp();
    actions.change('Email', 'not an email');
    actions.change('FirstName', '');
    await actions.submit();
    expect(calls).toEqual([]);
    expect(store.getState().errors).toEqual({
      FirstName: 'This field is required',
      Email: 'Please enter a valid email address',
    });
    expect(store.getState().announcement?.message).toBe(
      'Could not submit the form. There were 2 errors.',
    );
  });

  it('validates live after the first submit, and forgets an error once fixed', async () => {
    answer({});
    const { store, actions } = setUp();
    actions.change('Email', 'nope');
    expect(store.getState().errors).toEqual({});
    await actions.submit();
    actions.change('Email', 'aroha@example.co.nz');
    expect(store.getState().errors).toEqual({});
  });

  it('asks for the fallback on a 409 and sends its answer with the fallback flag next time', async () => {
    const calls = answer({
      '/api/loan-app/pre-save-check': [passed],
      '/api/loan-app/save': [{ status: 409, body: { error: 'captcha' } }, saved],
    });
    const { store, actions, navigate } = setUp();
    await actions.submit();
    expect(store.getState().fallbackCaptcha).toMatchObject({ required: true, response: null });
    await actions.submit();
    expect(calls).toHaveLength(2);
    actions.fallbackCompleted('fallback-answer');
    await actions.submit();
    expect(calls[2]!.headers).toMatchObject({
      'x-captcha-response': 'fallback-answer',
      'x-captcha-fallback': 'true',
    });
    expect(calls[2]!.body).toMatchObject({ 'g-Recaptcha-Fallback': true });
    expect(navigate).toHaveBeenCalled();
  });

  it('sends the session analytics event of each submit, success or failure (loan-application §7)', async () => {
    // Events of the tests before this one still on their way (the tracker loads on demand) go first.
    await import('#web/site/tracking/tracker.on-demand.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const calls = answer({
      '/api/loan-app/pre-save-check': [passed],
      '/api/loan-app/save': [{ status: 500, body: {} }, saved],
      '/api/conversions/session': [
        { status: 202, body: { recorded: true } },
        { status: 202, body: { recorded: true } },
      ],
    });
    const { store, actions } = setUp();
    await actions.submit();
    actions.closeModal();
    await actions.submit();
    expect(store.getState().token).toBe('token-1');
    await vi.waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/conversions/session').map((call) => call.body),
      ).toEqual([
        { eventName: 'Submit Failure', sourceUrl: '/' },
        { eventName: 'Submit Success', sourceUrl: '/', token: 'token-1' },
      ]),
    );
  });

  it('removes the leave prompt and opens the session modal on a 401; the save-error modal on anything else', async () => {
    answer({
      '/api/loan-app/pre-save-check': [passed],
      '/api/loan-app/save': [
        { status: 401, body: {} },
        { status: 500, body: {} },
      ],
    });
    const { store, actions } = setUp();
    await actions.submit();
    expect(store.getState()).toMatchObject({
      modal: 'app-session-error-modal',
      leavePromptRemoved: true,
    });
    actions.closeModal();
    await actions.submit();
    expect(store.getState().modal).toBe('app-save-error-modal');
  });

  it('opens the save-error modal when the captcha token cannot be refreshed, and sends nothing (loan-application §8)', async () => {
    const calls = answer({
      '/api/loan-app/pre-save-check': [passed],
      '/api/loan-app/save': [saved],
    });
    vi.mocked(getCaptchaToken).mockRejectedValueOnce(new Error('The captcha could not load.'));
    const { store, actions, navigate } = setUp();
    await actions.submit();
    expect(store.getState().modal).toBe('app-save-error-modal');
    expect(calls.map((call) => call.path)).not.toContain('/api/loan-app/save');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the save-error modal and logs the error when a rule throws (loan-application §8 "Validation code exception")', async () => {
    const calls = answer({ '/api/loan-app/log': [{ status: 202, body: {} }] });
    const { store, actions } = setUp();
    const throwing = STEP_RULES[1].map((rule) =>
      rule.name === 'FirstName'
        ? {
            ...rule,
            condition: () => {
              throw new Error('The FirstName rule failed.');
            },
          }
        : rule,
    );
    holdStepRules({ 1: throwing });
    try {
      await actions.submit();
    } finally {
      holdStepRules({ 1: STEP_RULES[1] });
    }
    expect(store.getState().modal).toBe('app-save-error-modal');
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/loan-app/log'));
    const body = calls.find((call) => call.path === '/api/loan-app/log')!.body as URLSearchParams;
    expect(JSON.parse(body.get('LoggingMessage')!)).toMatchObject({
      step: 1,
      error: 'The FirstName rule failed.',
    });
    expect(calls.map((call) => call.path)).not.toContain('/api/loan-app/save');
  });

  it('opens the pre-save modal for "pre-save check failed" and saves when the applicant continues', async () => {
    const calls = answer({
      '/api/loan-app/pre-save-check': [
        { status: 200, body: { success: false, message: 'pre-save check failed' } },
      ],
      '/api/loan-app/save': [saved],
    });
    const { store, actions } = setUp();
    await actions.submit();
    expect(store.getState().modal).toBe('app-pre-save-check-error-modal');
    actions.preSaveContinue();
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/loan-app/save'));
  });

  it('does not go forward past the stored step, nor back once the application is complete', () => {
    const { store, actions, navigate } = setUp(2);
    actions.goTo(4);
    expect(navigate).not.toHaveBeenCalled();
    actions.goTo(1);
    expect(navigate).toHaveBeenCalledWith('/loan-application/step-1/?amount=5000');
    navigate.mockClear();
    store.setState({ formState: { ...store.getState().formState, complete: true } });
    actions.goTo(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('"Email me a link" (decision 059)', () => {
  it('answers the step’s button and the pre-save modal’s offer alike: one notice for the step, announced', async () => {
    const calls = answer({
      '/api/loan-app/resume-link': [{ status: 202, body: { sent: true, days: 7 } }],
      '/api/loan-app/resume-link/by-email': [{ status: 202, body: { sent: true, days: 7 } }],
    });
    const { store, actions } = setUp(3);
    await actions.requestResumeLink();
    expect(calls.map((call) => call.path)).toEqual(['/api/loan-app/resume-link']);
    expect(store.getState().resumeLinkNotice).toEqual({
      step: 3,
      message: resumeLinkCopy.requestSent(7),
    });
    expect(store.getState().announcement?.message).toBe(resumeLinkCopy.requestSent(7));

    store.setState({ modal: 'app-pre-save-check-error-modal' });
    await actions.emailResumeLink();
    expect(calls[1]).toMatchObject({
      path: '/api/loan-app/resume-link/by-email',
      body: { Email: 'aroha@example.co.nz', LastName: 'Ngata' },
    });
    expect(store.getState().modal).toBeNull();
    expect(store.getState().resumeLinkNotice).toEqual({
      step: 3,
      message: resumeLinkCopy.modalSent,
    });
    expect(store.getState().announcement?.message).toBe(resumeLinkCopy.modalSent);
  });

  it('says what the server refused, or that the link could not be sent', async () => {
    const early = 'Please save the "About you" step first.';
    answer({
      '/api/loan-app/resume-link': [{ status: 409, body: { error: early } }],
    });
    const { store, actions } = setUp(2);
    await actions.requestResumeLink();
    expect(store.getState().resumeLinkNotice?.message).toBe(early);
    await actions.requestResumeLink();
    expect(store.getState().resumeLinkNotice?.message).toBe(resumeLinkCopy.requestFailed);
    expect(store.getState().announcement?.message).toBe(resumeLinkCopy.requestFailed);
  });
});
