import { describe, expect, it, vi } from 'vitest';
import type { FieldRule, FormValues } from '#domain/validation/types.ts';
import { createFormRuntime, initialFormState, type FormState } from './form-runtime.ts';
import { createStore } from './store.ts';

vi.mock('./captcha/captcha-client.on-demand.ts', () => ({
  getCaptchaToken: vi.fn(async () => 'invisible-token'),
}));

const RULES: readonly FieldRule[] = [
  { name: 'Email', required: true, pattern: /@/ },
  { name: 'Phone', required: true },
];

function setUp(values: FormValues = { Email: '', Phone: '' }) {
  const store = createStore<FormState>(initialFormState(values));
  const form = createFormRuntime({
    store,
    rules: () => RULES,
    context: (current) => ({ values: current, today: new Date(), config: {} }),
    captcha: { action: 'submit_form', fallbackMessage: 'One more check' },
  });
  return { store, form };
}

describe('the fallback captcha state (loan-application §4: required after a 409, submit disabled until completed, expiry resets)', () => {
  it('blocks submit once required, unblocks on completion, and blocks again on expiry', () => {
    const { store, form } = setUp();
    expect(form.fallbackPending()).toBe(false);
    form.requireFallback();
    expect(store.getState().fallbackCaptcha).toMatchObject({ required: true, response: null });
    expect(form.fallbackPending()).toBe(true);
    form.fallbackCompleted('fallback-response');
    expect(form.fallbackPending()).toBe(false);
    form.fallbackExpired();
    expect(form.fallbackPending()).toBe(true);
  });

  it('answers with the completed fallback while there is one, and with a fresh invisible token otherwise', async () => {
    const { form } = setUp();
    expect(await form.captchaAnswer()).toEqual({ response: 'invisible-token', fallback: false });
    form.requireFallback();
    form.fallbackCompleted('fallback-response');
    expect(await form.captchaAnswer()).toEqual({ response: 'fallback-response', fallback: true });
  });

  it('forgets a completed fallback when the server asks for it again, and shows a new one when it refused it', () => {
    const { store, form } = setUp();
    form.requireFallback();
    form.fallbackCompleted('used-up');
    form.requireFallback();
    expect(form.fallbackPending()).toBe(true);
    form.fallbackCompleted('refused');
    form.fallbackRefused();
    expect(store.getState().fallbackCaptcha).toEqual({
      required: true,
      response: null,
      attempt: 1,
    });
  });

  it('does not submit while the fallback waits', async () => {
    const { form } = setUp({ Email: 'a@b.nz', Phone: '021 555 0100' });
    const send = vi.fn(async () => undefined);
    form.requireFallback();
    await form.submit({ send, onError: () => undefined });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('errors from elsewhere (the server) and quiet revalidation', () => {
  it('shows server errors loudly: announced, focus requested, every input validated', () => {
    const { store, form } = setUp();
    form.showErrors({ Email: 'Already registered' });
    expect(store.getState()).toMatchObject({
      errors: { Email: 'Already registered' },
      validated: { Email: true, Phone: true },
      focusFirstError: 1,
      announcement: { message: 'Could not submit the form. There was 1 error.' },
    });
  });

  it('shows a silent revalidation quietly: only the failing inputs become live', () => {
    const { store, form } = setUp();
    form.showErrors({ Phone: 'This field is required' }, { quiet: true });
    expect(store.getState()).toMatchObject({
      validated: { Phone: true },
      focusFirstError: 0,
      announcement: null,
    });
    form.change('Email', 'x');
    expect(store.getState().errors).toEqual({ Phone: 'This field is required' });
  });

  it('reports a rule that throws instead of sending', async () => {
    const store = createStore<FormState>(initialFormState({}));
    const form = createFormRuntime({
      store,
      rules: () => RULES,
      context: () => {
        throw new Error('broken');
      },
    });
    const onError = vi.fn();
    const send = vi.fn(async () => undefined);
    await form.submit({ send, onError });
    expect(send).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'validate');
  });
});

describe('the busy message (issue 11 "What the applicant sees" 6)', () => {
  it('says the busy message while sending and stops saying it once the send is done', async () => {
    const { store, form } = setUp({ Email: 'a@b.nz', Phone: '021 123 4567' });
    const heard: (string | undefined)[] = [];
    await form.submit({
      busyMessage: 'Saving your details…',
      send: async () => {
        heard.push(store.getState().announcement?.message);
      },
      onError: () => undefined,
    });
    expect(heard).toEqual(['Saving your details…']);
    expect(store.getState().announcement).toBeNull();
    expect(store.getState().busy).toBe(false);
  });

  it('keeps a newer announcement made during the send, and the busy message while it stays busy', async () => {
    const { store, form } = setUp({ Email: 'a@b.nz', Phone: '021 123 4567' });
    await form.submit({
      busyMessage: 'Saving your details…',
      send: async () => form.requireFallback(),
      onError: () => undefined,
    });
    expect(store.getState().announcement?.message).toBe('One more check');
    form.fallbackCompleted('ok');
    await form.submit({
      busyMessage: 'Processing',
      send: async () => undefined,
      onError: () => undefined,
      staysBusy: () => true,
    });
    expect(store.getState().announcement?.message).toBe('Processing');
  });
});

describe('normalised values (issue 11 "Answers a New Zealander gives")', () => {
  const PLATE_RULES: readonly FieldRule[] = [
    {
      name: 'Plate',
      required: true,
      normalise: (value) =>
        typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value,
      pattern: /^[A-Z0-9]{1,6}$/,
    },
    { name: 'Email', required: true },
  ];

  function setUpPlate(values: FormValues) {
    const store = createStore<FormState>(initialFormState(values));
    const form = createFormRuntime({
      store,
      rules: () => PLATE_RULES,
      context: (current) => ({ values: current, today: new Date(), config: {} }),
    });
    return { store, form };
  }

  it('shows the value as its rule reads it once the input is left, and leaves other inputs as typed', () => {
    const { store, form } = setUpPlate({ Plate: 'abc 123', Email: ' a@b.nz ' });
    form.normalise('Plate');
    form.normalise('Email');
    expect(store.getState().values).toEqual({ Plate: 'ABC123', Email: ' a@b.nz ' });
  });

  it('sends the values as read, even when the submit left no input first (the Enter key)', async () => {
    const { store, form } = setUpPlate({ Plate: 'abc 123', Email: 'a@b.nz' });
    const sent: FormValues[] = [];
    await form.submit({
      send: async () => {
        sent.push(store.getState().values);
      },
      onError: () => undefined,
    });
    expect(sent).toEqual([{ Plate: 'ABC123', Email: 'a@b.nz' }]);
  });
});
