import type { CaptchaAction } from '#domain/captcha/protocol.ts';
import {
  isRequired,
  normaliseValues,
  submitErrorAnnouncement,
  validateFields,
} from '#domain/validation/engine.ts';
import type { FieldErrors, FieldRule, FormValues, RuleContext } from '#domain/validation/types.ts';
import type { CaptchaAnswer } from './captcha/captcha-client.on-demand.ts';
import type { Announcement } from './form-announcer.tsx';
import type { Store } from './store.ts';

export interface FallbackCaptchaState {
  /** A 409 asked for the visible challenge; submit stays disabled until it is completed (loan-application §4). */
  required: boolean;
  /** The completed challenge's response, until it expires. */
  response: string | null;
  /** Increments when the server refused a completed challenge: a new one is shown. */
  attempt: number;
}

/** What every form holds; a form with more (the loan application's steps) extends it. */
export interface FormState {
  values: FormValues;
  /** Errors on show, by input name: only inputs validated at least once. */
  errors: Record<string, string>;
  /** Inputs validated once: they validate live on every change from then on (loan-application §5). */
  validated: Record<string, true>;
  /** A submit is running: another is ignored (loan-application §4 "A busy flag blocks repeated actions"). */
  busy: boolean;
  /** What the form's live region says. */
  announcement: Announcement | null;
  fallbackCaptcha: FallbackCaptchaState;
  /** Increments when a submit found errors: the page then focuses the first invalid input. */
  focusFirstError: number;
}

export function initialFormState(values: FormValues): FormState {
  return {
    values,
    errors: {},
    validated: {},
    busy: false,
    announcement: null,
    fallbackCaptcha: { required: false, response: null, attempt: 0 },
    focusFirstError: 0,
  };
}

export interface FormRuntimeOptions<Config, State extends FormState> {
  store: Store<State>;
  /** The rule table in force (a form of several steps gives the current step's). */
  rules: () => readonly FieldRule<Config>[];
  /** The rule context of these values: configuration, today, roles. */
  context: (values: FormValues) => RuleContext<Config>;
  /** Runs the table; the engine's `validateFields` unless the form completes messages itself. */
  validate?: (rules: readonly FieldRule<Config>[], context: RuleContext<Config>) => FieldErrors;
  /** The captcha action of the form's calls and the words shown when the server asks for the fallback (409). */
  captcha?: { action: CaptchaAction; fallbackMessage: string };
}

export interface SubmitHandlers {
  /** The calls to make once every input passes: fetch a captcha answer with `captchaAnswer()` first. */
  send(): Promise<void>;
  /** Announced while sending ("Saving…"). */
  busyMessage?: string;
  /** The rules or `send` threw (a captcha token that could not be fetched, loan-application §8). */
  onError(error: unknown, during: 'validate' | 'send'): void;
  /** True when the form must stay busy after `send` (the page is leaving). */
  staysBusy?(): boolean;
  /** The submit was blocked by these inputs' errors (shown, announced and focused). */
  blocked?(names: string[]): void;
}

export interface FormRuntime<State extends FormState> {
  /**
   * A new value, with anything else the form changes with it. Not validated until the input's
   * first validation (a submit); from then on live, on every change. Never on blur (decision 020).
   */
  change(name: string, value: unknown, with_?: Partial<State>): void;
  /**
   * The input lost focus: its value becomes what its rule's `normalise` reads ("$3,000" shows as
   * 3000; issue 11), as a change. Nothing happens for a rule without `normalise`.
   */
  normalise(name: string): void;
  /** The errors of every input now, as messages, without showing them. */
  currentErrors(): Record<string, string>;
  /**
   * Shows errors (from the rules or from the server). Loud, the default: every input becomes
   * validated, the count is announced and the first invalid input takes focus. Quiet: only the
   * failing inputs become validated, nothing is said or focused.
   */
  showErrors(errors: Record<string, string>, options?: { quiet?: boolean }): void;
  /** Forgets what was shown and validated (leaving the step). */
  clearErrors(): void;
  announce(message: string): void;
  /**
   * Busy guard, fallback guard, every value normalised (what is sent is what the server saves),
   * validate all (blocking with the errors on show), then `send`.
   */
  submit(handlers: SubmitHandlers): Promise<void>;
  /** The answer for the next call: the completed fallback if there is one, else a fresh invisible token. */
  captchaAnswer(): Promise<CaptchaAnswer>;
  /** The server answered 409: show the fallback and forget any earlier completion. */
  requireFallback(): void;
  fallbackCompleted(response: string): void;
  /** A completed fallback expired: submit waits again (loan-application §4 "expiry resets completion"). */
  fallbackExpired(): void;
  /** The server refused a completed fallback: it cannot be used again, a new one is shown. */
  fallbackRefused(): void;
  /** Submit waits for the fallback to be completed. */
  fallbackPending(): boolean;
  isRequired(name: string): boolean;
  isShown(name: string): boolean;
  isDisabled(name: string): boolean;
}

const messagesOf = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error.message]));

/**
 * One form's behaviour (loan-application §4, §5; site-and-tools §5 "Form engine") over its store:
 * the values, the validated set and live validation, the blocked submit with its announcement and
 * focus request, the busy guard and the captcha answer with its 409 fallback. It knows nothing of
 * any particular form: the rule table and its context are given.
 */
export function createFormRuntime<Config, State extends FormState>(
  options: FormRuntimeOptions<Config, State>,
): FormRuntime<State> {
  const { store } = options;
  const get = () => store.getState();
  const validate = options.validate ?? validateFields;
  const ruleOf = (name: string) => options.rules().find((rule) => rule.name === name);
  const set = (patch: Partial<FormState>) => store.setState(patch as Partial<State>);

  const currentErrors = (values: FormValues = get().values) =>
    messagesOf(validate(options.rules(), options.context(values)));

  function nextAnnouncement(message: string): Announcement {
    return { message, sequence: (get().announcement?.sequence ?? 0) + 1 };
  }

  function fallbackPending(): boolean {
    const { fallbackCaptcha } = get();
    return fallbackCaptcha.required && !fallbackCaptcha.response;
  }

  const runtime: FormRuntime<State> = {
    change(name, value, with_) {
      store.setState({ ...with_, values: { ...get().values, [name]: value } } as Partial<State>);
      const { validated } = get();
      if (Object.keys(validated).length === 0) return;
      // A change can make another validated input valid or not (a cross-field rule) or hide it.
      const all = currentErrors();
      set({
        errors: Object.fromEntries(Object.entries(all).filter(([field]) => validated[field])),
      });
    },

    normalise(name) {
      const rule = ruleOf(name);
      const { values } = get();
      if (!rule?.normalise || !Object.hasOwn(values, name)) return;
      const value = rule.normalise(values[name]);
      if (value !== values[name]) runtime.change(name, value);
    },

    currentErrors: () => currentErrors(),

    showErrors(errors, { quiet = false } = {}) {
      const validated = { ...get().validated };
      const names = quiet ? Object.keys(errors) : options.rules().map((rule) => rule.name);
      for (const name of names) validated[name] = true;
      if (quiet) {
        set({ errors, validated });
        return;
      }
      set({
        errors,
        validated,
        announcement: nextAnnouncement(submitErrorAnnouncement(Object.keys(errors).length)),
        focusFirstError: get().focusFirstError + 1,
      });
    },

    clearErrors() {
      set({ errors: {}, validated: {} });
    },

    announce(message) {
      set({ announcement: nextAnnouncement(message) });
    },

    async submit(handlers) {
      if (get().busy || fallbackPending()) return;
      let errors: Record<string, string>;
      try {
        // A submit by the Enter key leaves no input first: the values are read here all the same.
        const { values } = get();
        const normalised = normaliseValues(options.rules(), values);
        if (normalised !== values) set({ values: normalised });
        errors = currentErrors();
      } catch (error) {
        handlers.onError(error, 'validate');
        return;
      }
      if (Object.keys(errors).length > 0) {
        runtime.showErrors(errors);
        handlers.blocked?.(Object.keys(errors));
        return;
      }
      // Set before the first await: a second click lands on a busy form.
      const busyAnnouncement = handlers.busyMessage ? nextAnnouncement(handlers.busyMessage) : null;
      set({
        errors: {},
        busy: true,
        ...(busyAnnouncement ? { announcement: busyAnnouncement } : {}),
      });
      try {
        await handlers.send();
      } catch (error) {
        handlers.onError(error, 'send');
      } finally {
        if (!handlers.staysBusy?.()) {
          // The busy message ends with the wait: a live region still saying "Saving…" after the
          // save misleads (issue 11 "What the applicant sees" 6). A newer announcement stays.
          const stale = busyAnnouncement !== null && get().announcement === busyAnnouncement;
          set({ busy: false, ...(stale ? { announcement: null } : {}) });
        }
      }
    },

    async captchaAnswer() {
      const { fallbackCaptcha } = get();
      if (fallbackCaptcha.required && fallbackCaptcha.response)
        return { response: fallbackCaptcha.response, fallback: true };
      if (!options.captcha) throw new Error('This form has no captcha action.');
      // The captcha's client loads with the form's first call, not with its page (decision 113):
      // offline, its import fails as a fetch does, and a save tries again (decision 060).
      const { getCaptchaToken } = await import('./captcha/captcha-client.on-demand.ts');
      return { response: await getCaptchaToken(options.captcha.action), fallback: false };
    },

    requireFallback() {
      set({
        fallbackCaptcha: { ...get().fallbackCaptcha, required: true, response: null },
        ...(options.captcha
          ? { announcement: nextAnnouncement(options.captcha.fallbackMessage) }
          : {}),
      });
    },

    fallbackCompleted(response) {
      set({ fallbackCaptcha: { ...get().fallbackCaptcha, required: true, response } });
    },

    fallbackExpired() {
      set({ fallbackCaptcha: { ...get().fallbackCaptcha, required: true, response: null } });
    },

    fallbackRefused() {
      const { fallbackCaptcha } = get();
      if (!fallbackCaptcha.response) return;
      set({
        fallbackCaptcha: { required: true, response: null, attempt: fallbackCaptcha.attempt + 1 },
      });
    },

    fallbackPending,

    isRequired(name) {
      const rule = ruleOf(name);
      return rule ? isRequired(rule, options.context(get().values)) : false;
    },
    isShown(name) {
      const rule = ruleOf(name);
      return rule ? (rule.condition?.(options.context(get().values)) ?? true) : false;
    },
    isDisabled(name) {
      return ruleOf(name)?.disabled?.(options.context(get().values)) ?? false;
    },
  };
  return runtime;
}
