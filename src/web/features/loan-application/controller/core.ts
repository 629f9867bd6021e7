import {
  loanAmountField,
  type LoanApplicationRuleContext,
  type Step,
} from '#domain/loan-application/browser.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { createFormRuntime, type FormRuntime } from '#web/forms/form-runtime.ts';
import { trackSession } from '#web/site/tracking/track.ts';
import type { ApplicationState } from '../state/application-store.ts';
import { stepUrl } from '../state/navigation.ts';
import { pageRules, ruleContext } from '../state/rules.ts';
import type { ControllerDeps } from './controller-types.ts';

/**
 * What edit, submit and restore share: the page's deps, the form runtime over the store, the rule
 * context, a step's address, the server log and the submit's session event.
 */
export interface ControllerCore {
  deps: ControllerDeps;
  get: () => ApplicationState;
  /** The rules' context for these values (the store's by default), with today's date. */
  context: (values?: FormValues) => LoanApplicationRuleContext;
  form: FormRuntime<ApplicationState>;
  /** A step's address with the page's query, the application's Guid and the amount that counts. */
  urlFor: (target: Step) => string;
  /**
   * A line in the server's log for this page, with its step, user agent and object id (§7), for
   * the application's token (the store's by default). Never personal data but what the message
   * holds.
   */
  log: (message: Record<string, unknown>, token?: string | null) => void;
  /** The session analytics event of a submit's outcome (loan-application §7). */
  submitted: (ok: boolean) => void;
}

/** An error's message for the log line. */
export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** The amount asked as the address carries it between steps: the field that counts (amounts.ts). */
function currentAmount(context: LoanApplicationRuleContext): string | null {
  const raw = context.values[loanAmountField(context.config)];
  return typeof raw === 'string' && raw !== '' ? raw : null;
}

export function createControllerCore(deps: ControllerDeps): ControllerCore {
  const { store, step, config } = deps;
  const get = () => store.getState();
  const context = (values: FormValues = get().values): LoanApplicationRuleContext =>
    ruleContext(config, values, get().formState, deps.today(), deps.actor, deps.debug);
  const form = createFormRuntime({
    store,
    rules: () => pageRules().rulesOf(step),
    context,
    // The step's own messages: the configured amounts, the address part's message (validate.ts).
    validate: (_rules, ruleContext) => pageRules().validateStep(step, ruleContext),
    captcha: { action: 'submit_form', fallbackMessage: deps.messages.captchaFallback },
  });
  return {
    deps,
    get,
    context,
    form,
    urlFor(target) {
      const state = get();
      return stepUrl(
        target,
        deps.search(),
        state.formState.guid,
        currentAmount(context(state.values)),
      );
    },
    log(message, token = get().token) {
      const line = {
        step,
        userAgent: navigator.userAgent,
        objectId: deps.customer?.id ?? null,
        ...message,
      };
      void import('../api/log.on-demand.ts').then(
        (api) => api.logToServer(token, line),
        () => console.warn('The application log could not be sent.'),
      );
    },
    submitted(ok) {
      void trackSession(ok ? 'Submit Success' : 'Submit Failure', get().token);
    },
  };
}
