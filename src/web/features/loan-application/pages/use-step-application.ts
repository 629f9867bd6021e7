import { use, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '#web/router/router.tsx';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { loanApplicationConfig } from '#content/loan-application.ts';
import { CAPTCHA_FALLBACK_MESSAGE } from '#content/captcha-fallback-message.ts';
import type { Step } from '#domain/loan-application/browser.ts';
import type { StepPagesData } from '#domain/contracts/page-data.ts';
import { useStepPageData } from '../state/step-page-data.ts';
import { takeTypedBeforeHydration } from '#web/app/typed-before-hydration.ts';
import { createStore, useStoreState } from '#web/forms/store.ts';
import { useFocusFirstInvalid } from '#web/forms/use-form.ts';
import type { ApplicationView } from '../state/application-context.tsx';
import { createApplicationActions } from '../controller/application-controller.ts';
import type { ControllerDeps } from '../controller/controller-types.ts';
import {
  initialApplicationState,
  type ApplicationState,
  type ApplicationStore,
} from '../state/application-store.ts';
import { initialApplication } from '../state/initial-state.ts';
import { useLeavePrompt } from './leave-prompt.ts';
import { DEBUG_MODE, loadEveryStep, pageRules, ruleContext, useActor } from '../state/rules.ts';

const copy = applicationCopy;

// The page passes the site's content to the controller: the controller itself imports none (issue 7 finding 8).
const config = loanApplicationConfig;
const messages: ControllerDeps['messages'] = {
  saving: copy.saving,
  processing: copy.processing,
  captchaFallback: CAPTCHA_FALLBACK_MESSAGE,
  retrying: copy.retrying,
};

function initialState(search: string, data: StepPagesData): ApplicationState {
  return initialApplicationState(initialApplication(search, config, data));
}

/**
 * The application's state lives for the whole visit in the browser: the layout re-mounts the page
 * on every path, and moving between steps must keep the answers (loan-application §4). On the
 * server each render starts from the address alone.
 */
let browserStore: ApplicationStore | undefined;
function useApplicationStore(search: string, data: StepPagesData): ApplicationStore {
  const [store] = useState(() => {
    if (typeof window === 'undefined') return createStore(initialState(search, data));
    browserStore ??= createStore(initialState(search, data));
    return browserStore;
  });
  return store;
}

/**
 * A step page's application: the visit's store, the controller's actions for this step, the
 * rules' context, and what the page does as it shows (the typed-before-hydration values, the load
 * or the arrival, the leave prompt, focus on the first invalid field or on the heading).
 */
export function useStepApplication(step: Step, search: string) {
  const data = useStepPageData();
  const { customer, branchChoices: branches } = data;
  // A signed-in customer's record answers sections of every step (initial-state.ts): their page
  // waits for every step's rules (decision 115), as the server's render holds them.
  if (customer && !pageRules().holdsEveryStep()) use(loadEveryStep());
  const store = useApplicationStore(search, data);
  const state = useStoreState(store);
  const navigate = useNavigate();
  const actor = useActor();
  const actions = useMemo(
    () =>
      createApplicationActions({
        store,
        step,
        navigate: (url, options) => navigate(url, options),
        assign: (url) => window.location.assign(url),
        search: () => window.location.search,
        today: () => new Date(),
        debug: DEBUG_MODE,
        actor,
        customer,
        branches,
        config,
        messages,
      }),
    [store, step, navigate, actor, customer, branches],
  );
  // "Today" is read when the values change, so age and expiry rules use the current date.
  const context = useMemo(
    () => ruleContext(config, state.values, state.formState, new Date(), actor),
    [state.values, state.formState, actor],
  );
  const view: ApplicationView = { state, context, actions };

  // What the applicant typed into the server-rendered form before the script ran (issue 7 #9).
  useEffect(() => {
    // The page's inputs are its own step's fields, whose rules it holds.
    const typed = takeTypedBeforeHydration((name) => pageRules().stepOf(name) !== null);
    if (typed) store.setState({ values: { ...store.getState().values, ...typed }, dirty: true });
  }, [store]);

  useEffect(() => {
    if (store.getState().status === 'initial') void actions.load();
    else actions.arrived();
  }, [store, actions]);

  // Funnel insight (issue 22): the step's view and, unsaved, its leaving; the code comes on demand.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../insight/step-events.on-demand.ts').then(
      ({ watchStep }) => {
        try {
          if (!gone) stop = watchStep({ step, store });
        } catch {
          // Insight never troubles the applicant.
        }
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [step, store]);

  useLeavePrompt(state.dirty && !state.leavePromptRemoved && !DEBUG_MODE, copy.leavePrompt);

  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusFirstInvalid(formRef, state.focusFirstError);
  useEffect(() => {
    if (!store.getState().focusHeading) return;
    store.setState({ focusHeading: false });
    headingRef.current?.focus();
  }, [store]);
  return { view, formRef, headingRef };
}
