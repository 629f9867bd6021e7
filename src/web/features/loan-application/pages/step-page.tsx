import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from '#web/router/router.tsx';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { loanApplicationConfig } from '#content/loan-application.ts';
import { captchaCopy } from '#content/captcha.ts';
import { RESUME_LINK_BUTTON } from '#content/resume-link-button.ts';
import {
  STEP_COUNT,
  canGoBack,
  lockSectionsOfStep,
  stepFromPath,
  stepOfField,
  type JointInvitationPageData,
  type ReferrerProduct,
} from '#domain/loan-application/index.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import { takeTypedBeforeHydration } from '#web/app/typed-before-hydration.ts';
import { FallbackCaptcha } from '#web/forms/captcha/fallback-captcha.tsx';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { createStore, useStoreState } from '#web/forms/store.ts';
import { useFocusFirstInvalid } from '#web/forms/use-form.ts';
import { trackBrowsing } from '#web/site/tracking/track.ts';
import { ApplicationViewContext, type ApplicationView } from '../state/application-context.tsx';
import {
  createApplicationActions,
  type ControllerDeps,
  type CustomerPageData,
} from '../controller/application-controller.ts';
import { ApplicationModals } from './application-modals.tsx';
import {
  initialApplicationState,
  type ApplicationState,
  type ApplicationStore,
} from '../state/application-store.ts';
import { HelpPanel } from './help-panel.tsx';
import { initialApplication } from '../state/initial-state.ts';
import { useLeavePrompt } from './leave-prompt.ts';
import { DEBUG_MODE, ruleContext, useActor } from '../state/rules.ts';
import { StepHeader } from './step-header.tsx';
import { PortalLink } from '../steps/customer-summary.tsx';
import { ApplicationSummary } from './application-summary.tsx';
import { stepWords } from '../steps/field-binding.ts';
import '../loan-application.css';

const copy = applicationCopy;

// The page passes the site's content to the controller: the controller itself imports none (issue 7 finding 8).
const config = loanApplicationConfig;
const messages: ControllerDeps['messages'] = {
  saving: copy.saving,
  processing: copy.processing,
  captchaFallback: captchaCopy.fallbackMessage,
  retrying: copy.retrying,
};

/** What the step pages' loader gives (src/server/loan-application/step-page-data.ts). */
interface StepPageData {
  customer: CustomerPageData | null;
  jointInvitation: JointInvitationPageData | null;
  /** The products of the link's signed referrer-data, verified by the server (decision 056). */
  referrerProducts: readonly ReferrerProduct[];
}

function initialState(search: string, data: StepPageData): ApplicationState {
  return initialApplicationState(
    initialApplication(search, config, {
      customerRecord: data.customer?.record ?? null,
      referrerProducts: data.referrerProducts,
      invitation: data.jointInvitation,
    }),
  );
}

/**
 * The application's state lives for the whole visit in the browser: the layout re-mounts the page
 * on every path, and moving between steps must keep the answers (loan-application §4). On the
 * server each render starts from the address alone.
 */
let browserStore: ApplicationStore | undefined;
const NO_PRODUCTS: readonly ReferrerProduct[] = [];
function useApplicationStore(search: string, data: StepPageData): ApplicationStore {
  const [store] = useState(() => {
    if (typeof window === 'undefined') return createStore(initialState(search, data));
    browserStore ??= createStore(initialState(search, data));
    return browserStore;
  });
  return store;
}

/**
 * One step of the application (loan-application §2), its index derived from the path. Each step's
 * route module passes its own fields, so a step's page loads only that step's form code
 * (src/web/app/routes/loan-application-step-*.tsx; docs/decisions/028).
 */
export function StepPage({ Fields }: { Fields: ComponentType }) {
  const location = useLocation();
  const step = stepFromPath(location.pathname) ?? 1;
  // A signed-in customer's id and record (the server's loader; null for anyone else).
  const customer = usePageData<CustomerPageData | null>('customer') ?? null;
  const referrerProducts = usePageData<ReferrerProduct[]>('referrerProducts') ?? NO_PRODUCTS;
  // The invitation a joint applicant's related-id names, as the server found it (decision 055).
  const jointInvitation = usePageData<JointInvitationPageData | null>('jointInvitation') ?? null;
  const store = useApplicationStore(location.search, {
    customer,
    jointInvitation,
    referrerProducts,
  });
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
        config,
        messages,
      }),
    [store, step, navigate, actor, customer],
  );
  // "Today" is read when the values change, so age and expiry rules use the current date.
  const context = useMemo(
    () => ruleContext(config, state.values, state.formState, new Date(), actor),
    [state.values, state.formState, actor],
  );
  const view: ApplicationView = { state, context, actions };
  const broker = context.config.roles.isBroker;
  const info = stepWords(step, broker);
  usePageTitle(
    `${copy.stepLabel(step, STEP_COUNT, info.title)}: loan application`,
    copy.metaDescription,
  );

  // What the applicant typed into the server-rendered form before the script ran (issue 7 #9).
  useEffect(() => {
    const typed = takeTypedBeforeHydration((name) => stepOfField(name) !== null);
    if (typed) store.setState({ values: { ...store.getState().values, ...typed }, dirty: true });
  }, [store]);

  useEffect(() => {
    // spec: site-and-tools §7 "Application-Step1", a browsing event: sent when step 1 shows (the
    // layout mounts the page afresh for each path, so once per view).
    if (step === 1) void trackBrowsing('Application-Step1');
    if (store.getState().status === 'initial') void actions.load();
    else actions.arrived();
  }, [store, actions, step]);

  useLeavePrompt(state.dirty && !state.leavePromptRemoved && !DEBUG_MODE, copy.leavePrompt);

  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusFirstInvalid(formRef, state.focusFirstError);
  useEffect(() => {
    if (!store.getState().focusHeading) return;
    store.setState({ focusHeading: false });
    headingRef.current?.focus();
  }, [store]);

  const busy = state.busy || state.status !== 'ready' || state.submitted;
  const fallbackPending = state.fallbackCaptcha.required && !state.fallbackCaptcha.response;
  const loggedIn = context.config.roles.isLoggedIn;
  // spec: loan-application §2 "Logged-in users see a read-only summary with ... Confirm and continue"
  const confirming =
    loggedIn && lockSectionsOfStep(step).some((section) => state.formState.stepLocked[section]);
  return (
    <ApplicationViewContext.Provider value={view}>
      <div className="application-layout">
        <section className="application" aria-labelledby="step-heading">
          <StepHeader
            current={step}
            storedStep={state.formState.step}
            reference={state.formState.appReference}
            canGoBack={canGoBack(state.formState.complete, DEBUG_MODE)}
            debug={DEBUG_MODE}
            busy={busy}
            resumed={state.resumed}
            onGoTo={actions.goTo}
          />
          {loggedIn ? <PortalLink step={step} /> : null}
          <h1 id="step-heading" tabIndex={-1} ref={headingRef}>
            {copy.stepLabel(step, STEP_COUNT, info.title)}
          </h1>
          <p className="lead">{info.intro}</p>
          {'loggedInIntro' in info && loggedIn ? <p>{info.loggedInIntro}</p> : null}
          {step === 4 && !loggedIn ? (
            <p className="application__required-note">{copy.requiredNote}</p>
          ) : null}
          <HelpPanel heading={copy.helpHeading}>
            <p>{info.help}</p>
          </HelpPanel>
          <form
            id={`app-form-step-${step}`}
            className="application__form"
            method="post"
            noValidate
            ref={formRef}
            onSubmit={(event) => {
              event.preventDefault();
              void actions.submit();
            }}
          >
            <Fields />
            <div className="application__submit">
              {state.fallbackCaptcha.required ? (
                <FallbackCaptcha
                  key={state.fallbackCaptcha.attempt}
                  onComplete={actions.fallbackCompleted}
                  onExpire={actions.fallbackExpired}
                />
              ) : null}
              <button
                type="submit"
                className="button button--primary"
                disabled={busy || fallbackPending}
              >
                {step === 4 ? copy.submit : confirming ? copy.confirm : copy.next}
              </button>
              {/* Seen by the button; heard once through the live region below (decision 060). */}
              {state.retrying ? <p className="application__retrying">{copy.retrying}</p> : null}
            </div>
          </form>
          <ResumeLink
            button={state.token !== null}
            notice={state.resumeLinkNotice?.step === step ? state.resumeLinkNotice.message : null}
            onRequest={() => void actions.requestResumeLink()}
          />
          <FormAnnouncer announcement={state.announcement} />
        </section>
        <ApplicationSummary />
      </div>
      {step === 4 && (state.busy || state.submitted) ? (
        <div className="application__overlay">
          <span className="application__spinner" aria-hidden="true" />
          <p>{copy.processing}</p>
          {state.retrying ? <p>{copy.retrying}</p> : null}
        </div>
      ) : null}
      <ApplicationModals open={state.modal} actions={actions} />
    </ApplicationViewContext.Provider>
  );
}

/**
 * "Email me a link to finish later" (decision 059), once the application is saved, and what it or
 * the pre-save check modal's offer came to (the controller asks; the call and its words load on
 * the click). Seen here; heard once, through the step's FormAnnouncer.
 */
function ResumeLink({
  button,
  notice,
  onRequest,
}: {
  button: boolean;
  notice: string | null;
  onRequest: () => void;
}) {
  if (!button && notice === null) return null;
  return (
    <p className="application__resume-link">
      {button ? (
        <>
          <button type="button" className="button" onClick={onRequest}>
            {RESUME_LINK_BUTTON}
          </button>{' '}
        </>
      ) : null}
      {notice === null ? null : <span>{notice}</span>}
    </p>
  );
}
