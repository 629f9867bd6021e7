import { Suspense, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useLocation } from '#web/router/router.tsx';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { RESUME_LINK_BUTTON } from '#content/resume-link-button.ts';
import { CAPTCHA_FALLBACK_MESSAGE } from '#content/captcha-fallback-message.ts';
import {
  STEP_COUNT,
  canGoBack,
  lockSectionsOfStep,
  stepFromPath,
  type Step,
} from '#domain/loan-application/browser.ts';
import { usePageTitle } from '#web/app/page-context.tsx';
import { FallbackCaptcha } from '#web/forms/captcha/fallback-captcha.tsx';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { ChunkErrorBoundary } from '#web/site/on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '#web/site/on-demand/load-chunk.ts';
import { useFirstMove } from '#web/site/on-demand/use-first-move.ts';
import type { ApplicationModalName } from '#content/loan-application-copy.ts';
import type { ApplicationActions } from '../controller/controller-types.ts';
import { preloadSavePath } from '../controller/submit.ts';
import { ApplicationViewContext, type ApplicationView } from '../state/application-context.tsx';
import { HelpPanel } from './help-panel.tsx';
import { DEBUG_MODE } from '../state/rules.ts';
import { StepHeader } from './step-header.tsx';
import { PortalLink } from '../steps/customer-summary.tsx';
import { ApplicationSummary } from './application-summary.tsx';
import { stepIntro, stepWords } from '../steps/field-binding.ts';
import { useStepApplication } from './use-step-application.ts';
import '../loan-application.css';

const copy = applicationCopy;

const loadModals = () => import('./application-modals.on-demand.tsx');
const Modals = lazyChunk('application-modals', async () => ({
  default: (await loadModals()).ApplicationModals,
}));

/**
 * The code a step needs only once the visitor acts (decision 113): the save (submit.ts), the
 * captcha's client and the modals, fetched on their first move on the page, so a Next or the
 * privacy policy's link does not wait for it; a Next or a modal that comes first loads it itself.
 */
function preloadActingCode(): void {
  preloadSavePath();
  import('#web/forms/captcha/captcha-client.on-demand.ts').catch(() => {
    // The save asks for it again (form-runtime.ts).
  });
  loadModals().catch(() => {
    // A modal that opens asks for it again, and shows the chunk error if it cannot load.
  });
}

/** The application's modals, their code loaded when one first opens (or on the first move). */
function StepModals({
  open,
  actions,
}: {
  open: ApplicationModalName | null;
  actions: ApplicationActions;
}) {
  if (open === null) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <Modals open={open} actions={actions} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * One step of the application (loan-application §2), its index derived from the path. Each step's
 * route module passes its own fields, so a step's page loads only that step's form code
 * (src/web/app/routes/loan-application-step-*.tsx; docs/decisions/028).
 */
export function StepPage({ Fields }: { Fields: ComponentType }) {
  const location = useLocation();
  const step = stepFromPath(location.pathname) ?? 1;
  const { view, formRef, headingRef } = useStepApplication(step, location.search);
  const { state, context, actions } = view;
  useFirstMove(preloadActingCode);
  const info = stepWords(step, context.config.roles.isBroker);
  const words = stepIntro(step, context.config.roles.isBroker);
  usePageTitle(
    `${copy.stepLabel(step, STEP_COUNT, info.title)}: loan application`,
    copy.metaDescription,
  );
  const busy = state.busy || state.status !== 'ready' || state.submitted;
  const loggedIn = context.config.roles.isLoggedIn;
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
          <p className="lead">{words.intro}</p>
          {words.loggedInIntro && loggedIn ? <p>{words.loggedInIntro}</p> : null}
          {step === 4 && !loggedIn ? (
            <p className="application__required-note">{copy.requiredNote}</p>
          ) : null}
          <HelpPanel heading={copy.helpHeading}>
            <p>{words.help}</p>
          </HelpPanel>
          <StepForm step={step} view={view} busy={busy} formRef={formRef}>
            <Fields />
          </StepForm>
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
      <StepModals open={state.modal} actions={actions} />
    </ApplicationViewContext.Provider>
  );
}

/** The step's form: its fields, the fallback captcha when asked for, and the submit button. */
function StepForm({
  step,
  view: { state, context, actions },
  busy,
  formRef,
  children,
}: {
  step: Step;
  view: ApplicationView;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}) {
  const fallbackPending = state.fallbackCaptcha.required && !state.fallbackCaptcha.response;
  // spec: loan-application §2 "Logged-in users see a read-only summary with ... Confirm and continue"
  const confirming =
    context.config.roles.isLoggedIn &&
    lockSectionsOfStep(step).some((section) => state.formState.stepLocked[section]);
  return (
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
      {children}
      <div className="application__submit">
        {state.fallbackCaptcha.required ? (
          <FallbackCaptcha
            key={state.fallbackCaptcha.attempt}
            message={CAPTCHA_FALLBACK_MESSAGE}
            onComplete={actions.fallbackCompleted}
            onExpire={actions.fallbackExpired}
          />
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy || fallbackPending}>
          {step === 4 ? copy.submit : confirming ? copy.confirm : copy.next}
        </button>
        {/* Seen by the button; heard once through the live region below (decision 060). */}
        {state.retrying ? <p className="application__retrying">{copy.retrying}</p> : null}
      </div>
    </form>
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
