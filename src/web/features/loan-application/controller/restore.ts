import {
  applyRecordOver,
  capStep,
  cleanReferrerQuery,
  loanAmountsFor,
  prefilledAmount,
  referrerPage,
  parseSavedFormData,
  successUrl,
  withoutRelatedId,
  type LoanApplicationFormState,
  type Step,
} from '#domain/loan-application/browser.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { ResumeAnswer } from '#domain/contracts/loan-app.ts';
import type { ApplicationConversionEvent } from '#domain/contracts/wire.ts';
import { trackApplication } from '#web/site/tracking/track.ts';
import { pageCameFrom } from '#web/router/router.tsx';
import { logToServer, resumeApplication } from '../api/api.ts';
import type { ApplicationStore } from '../state/application-store.ts';
import { emptyFormState, isPresetBranch } from '../state/initial-state.ts';
import { takeCalculatorHandoff, type CalculatorHandoff } from '../state/resume-storage.ts';
import { loadEveryStep, pageRules, validationSummary } from '../state/rules.ts';
import type { ApplicationActions } from './controller-types.ts';
import type { ControllerCore } from './core.ts';

type RestoreActions = Pick<ApplicationActions, 'load' | 'arrived'>;

const DATE_INPUT_FIELDS = ['VisaExpiry', 'DriverLicenceExpiry', 'PassportExpiry'] as const;

/** Saved dates are yyyy/MM/dd; the browser's date inputs hold yyyy-MM-dd (the date of birth selector keeps yyyy/MM/dd). */
function forDateInputs(values: FormValues): FormValues {
  const out = { ...values };
  for (const name of DATE_INPUT_FIELDS) {
    const value = out[name];
    if (typeof value === 'string') out[name] = value.replace(/\//g, '-');
  }
  return out;
}

/** The stores whose saved application is being fetched (`load`). */
const restoring = new WeakSet<ApplicationStore>();

type Saved = { values: FormValues; formState: LoanApplicationFormState };

/** An invalid referrer query or related-id leaves the address (§8; decision 055). */
function cleanAddress({ deps, get }: ControllerCore) {
  const { invalidReferrerQuery, invitationProblem } = get();
  if (!invalidReferrerQuery && !invitationProblem) return;
  const cleaned = cleanReferrerQuery(deps.search(), deps.config).search;
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname +
      (invitationProblem ? withoutRelatedId(cleaned) : cleaned) +
      window.location.hash,
  );
}

/** The saved answers and form state, or null when they cannot be read (logged, and the applicant told). */
function readSaved({ deps }: ControllerCore, answer: ResumeAnswer): Saved | null {
  let values: FormValues;
  let savedState: Partial<LoanApplicationFormState>;
  try {
    values = forDateInputs(parseSavedFormData(answer.FormData));
    savedState = JSON.parse(answer.FormState) as Partial<LoanApplicationFormState>;
  } catch (error) {
    // §8 "Unparseable saved form data: logged and rethrown": logged, and the applicant is told.
    void logToServer(answer.Token, {
      step: deps.step,
      error: error instanceof Error ? error.message : String(error),
    });
    deps.store.setState({ status: 'ready', modal: 'app-generic-error-modal' });
    return null;
  }
  const formState: LoanApplicationFormState = {
    ...emptyFormState(),
    ...savedState,
    guid: answer.Guid,
    appReference: answer.Reference ?? savedState.appReference ?? null,
    step: capStep(answer.Step),
    centrixResult: answer.CentrixResult,
    complete: answer.Complete,
  };
  return { values, formState };
}

/**
 * Settles a restored application on this step or the lowest invalid one before it (§4); true
 * when it stays on this step.
 */
function restore(core: ControllerCore, answer: ResumeAnswer, saved: Saved): boolean {
  const { deps, context, urlFor } = core;
  const { store, step } = deps;
  const { formState } = saved;
  // The record answers what is still locked, as on the server.
  const values = deps.customer
    ? applyRecordOver(saved.values, deps.customer.record, formState.stepLocked, (section) =>
        pageRules().lockSectionFieldNames(section),
      )
    : saved.values;
  store.setState({
    values,
    formState,
    token: answer.Token,
    version: answer.Version,
    resumed: true,
  });
  let target: Step = deps.debug ? step : (Math.min(step, formState.step) as Step);
  // Earlier steps are revalidated silently; the lowest invalid one is where the applicant goes (§4).
  const invalid = pageRules().lowestInvalidStep(context(values), target - 1);
  if (invalid) {
    core.log({ validation: validationSummary(invalid.errors), formData: values });
    target = invalid.step;
  }
  store.setState({ status: 'ready', dataErrorPending: invalid !== null });
  if (target === step) return true;
  deps.navigate(urlFor(target), { replace: true });
  return false;
}

/** The calculator's amount, repayments and branch, handed over to a new application. */
function applyHandoff({ deps, get, context }: ControllerCore, handoff: CalculatorHandoff) {
  const state = get();
  const values = { ...state.values };
  const formState = { ...state.formState };
  const amount = handoff.amount;
  const amounts = loanAmountsFor(deps.config, context().config.referrer);
  // A joint applicant's amount is the primary's (§6): the calculator does not change it.
  if (
    amount !== undefined &&
    state.query.amount === null &&
    !state.formState.secondaryApplication
  ) {
    const prefill = prefilledAmount(amount, amounts);
    if (prefill) values[prefill.field] = prefill.value;
    if (prefill?.field === 'LoanAmountSpecific') formState.specifyLoanAmount = true;
  }
  if (handoff.term !== undefined) formState.calculator_term = String(handoff.term);
  if (handoff.interest !== undefined) formState.calculator_interest = String(handoff.interest);
  if (handoff.repaymentW !== undefined)
    formState.calculator_repaymentW = String(handoff.repaymentW);
  if (handoff.repaymentF !== undefined)
    formState.calculator_repaymentF = String(handoff.repaymentF);
  if (handoff.repaymentM !== undefined)
    formState.calculator_repaymentM = String(handoff.repaymentM);
  if (
    handoff.preferredBranch &&
    state.query.branch === null &&
    isPresetBranch(handoff.preferredBranch, deps.branches)
  ) {
    values.PreferredBranch = handoff.preferredBranch;
    formState.presetPreferredBranch = true;
  }
  deps.store.setState({ values, formState });
}

/** No application in the session: a new one, from step 1, with the calculator's hand-off. */
function startNew(core: ControllerCore) {
  const { deps } = core;
  // The page the applicant came from (§3 http_referrer), the site's own or another's: origin and
  // path only.
  const formState = { ...core.get().formState, http_referrer: referrerPage(pageCameFrom()) };
  deps.store.setState({ formState });
  const handoff = takeCalculatorHandoff();
  if (handoff) applyHandoff(core, handoff);
  deps.store.setState({ status: 'ready' });
  // A new application starts at step 1: later steps need the earlier ones saved (§4).
  if (deps.step > 1 && !deps.debug) deps.navigate(core.urlFor(1), { replace: true });
}

/**
 * Restoring the session's application when a step's page loads (§4; decision 059): its answers
 * on the lowest step they leave invalid, with the data-error modal; with none, a new application
 * from step 1 with the calculator's hand-off. Then, on each step shown, the pending modal and
 * conversion event.
 */
export function restoreActions(core: ControllerCore): RestoreActions {
  const { deps, get, form } = core;
  const { store } = deps;
  const actions: RestoreActions = {
    async load() {
      // Once per page. Marked outside the state: a change of state renders the whole step again,
      // and nothing on the page shows the difference (it stays busy until 'ready').
      if (get().status !== 'initial' || restoring.has(store)) return;
      restoring.add(store);
      cleanAddress(core);
      // The application in progress is the session's (decision 059): any tab resumes it, and the
      // address's ref and appref open nothing.
      const outcome = await resumeApplication();
      if (outcome.kind === 'gone') {
        startNew(core);
        return;
      }
      if (outcome.kind === 'error') {
        store.setState({ status: 'ready', modal: 'app-generic-error-modal' });
        return;
      }
      const { answer } = outcome;
      const saved = readSaved(core, answer);
      if (!saved) return;
      if (answer.Complete) {
        deps.assign(successUrl(answer.Token));
        return;
      }
      // The earlier steps' answers are checked with their rules, which a step's page loads only
      // now, for an application to resume (decision 115).
      try {
        await loadEveryStep();
      } catch {
        store.setState({ status: 'ready', modal: 'app-generic-error-modal' });
        return;
      }
      if (restore(core, answer, saved)) actions.arrived();
    },

    arrived() {
      const state = get();
      if (state.status !== 'ready') return;
      if (state.dataErrorPending) {
        form.showErrors(form.currentErrors(), { quiet: true });
        store.setState({ dataErrorPending: false, modal: 'app-data-error-modal' });
      }
      if (state.pendingConversion && state.token) {
        void trackApplication(state.pendingConversion as ApplicationConversionEvent, state.token);
        store.setState({ pendingConversion: null });
      }
    },
  };
  return actions;
}
