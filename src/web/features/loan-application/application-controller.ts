import type { PublicActor } from '#domain/session/actor.ts';
import type { ApplicationModalName } from '#content/loan-application-copy.ts';
import {
  DEFAULT_LOAN_AMOUNT_DOLLARS,
  applyCustomerRecord,
  lockSectionFieldNames,
  lockSectionsOfStep,
  STEP_RULES,
  canGoBack,
  canMoveTo,
  capStep,
  cleanReferrerQuery,
  loanAmountField,
  loanAmountsFor,
  parseSavedFormData,
  prefilledAmount,
  prepareFormDataForSave,
  stepAfterSave,
  successUrl,
  validateStep,
  withoutRelatedId,
  type LoanApplicationConfig,
  type LoanApplicationFormState,
  type CustomerLockSection,
  type LoanApplicationRuleContext,
  type SaveRequest,
  type Step,
} from '#domain/loan-application/index.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { ApplicationConversionEvent } from '#domain/contracts/wire.ts';
import { createFormRuntime } from '#web/forms/form-runtime.ts';
import { beforeFollowing, trackApplication, trackSession } from '#web/site/tracking/track.ts';
import { logToServer, preSaveCheck, resumeApplication } from './api.ts';
import { saveWithRetries } from './save-with-retries.ts';
import type { ApplicationStore } from './application-store.ts';
import { emptyFormState, isPresetBranch } from './initial-state.ts';
import { stepUrl } from './navigation.ts';
import { takeCalculatorHandoff } from './resume-storage.ts';
import {
  isStepOneField,
  lowestInvalidStep,
  ruleContext,
  validationSummary,
  withoutHiddenFields,
} from './rules.ts';

export interface ApplicationActions {
  /**
   * A new value. Fields are first validated by a submit, then live on every change (§5). Not on
   * blur: an error appearing as focus leaves a field moves the page under the pointer, and the
   * click that moved focus (on a radio, say) lands on the wrong thing.
   */
  change(name: string, value: unknown): void;
  /** An input lost focus: its value is shown as its rule reads it ("abc 123" as ABC123; issue 11). */
  normalise(name: string): void;
  submit(): Promise<void>;
  goTo(step: Step): void;
  toggleSpecificAmount(): void;
  openModal(name: ApplicationModalName): void;
  closeModal(): void;
  /** The pre-save check's "continue" choice: save anyway. */
  preSaveContinue(): void;
  /** The step's "Email me a link to finish later": the session's application, to its applicant (decision 059). */
  requestResumeLink(): Promise<void>;
  /** The pre-save check's offer: email the link of the application it found (decision 059). */
  emailResumeLink(): Promise<void>;
  /** Change or Add on a locked section of a signed-in customer (§4 "Step locks"). */
  unlock(section: CustomerLockSection): void;
  fallbackCompleted(response: string): void;
  fallbackExpired(): void;
  /** Restores a saved application once per page load, then settles on the right step (§4). */
  load(): Promise<void>;
  /** Runs when a step's page shows: the pending data-error modal and conversion event. */
  arrived(): void;
}

/** What the step pages' data holds for a signed-in customer (src/server/loan-application/customer-access.ts). */
export interface CustomerPageData {
  id: string;
  record: FormValues;
}

export interface ControllerDeps {
  store: ApplicationStore;
  step: Step;
  /** Client-side navigation (src/web/router); `replace` for corrections the Back button should skip. */
  navigate: (url: string, options?: { replace?: boolean }) => void;
  /** A full page load (the confirmation page is rendered by the server with its page data). */
  assign: (url: string) => void;
  search: () => string;
  today: () => Date;
  /** Debug mode (§4): any step opens. */
  debug: boolean;
  /** Who the server says the visitor is (page data); the roles come from it. */
  actor: PublicActor;
  /** A signed-in customer's id (the ObjectId of every save) and record, from the page data. */
  customer: CustomerPageData | null;
  /** The site's configuration of the application (content/loan-application.ts on the site; another in a test). */
  config: LoanApplicationConfig;
  /** What the live region says while a step saves, while step 4 is processed, and when the server asks for the fallback captcha. */
  messages: { saving: string; processing: string; captchaFallback: string; retrying: string };
}

const DATE_INPUT_FIELDS = ['VisaExpiry', 'DriverLicenceExpiry', 'PassportExpiry'] as const;

/** The amount asked as the address carries it between steps: the field that counts (amounts.ts). */
function currentAmount(context: LoanApplicationRuleContext): string | null {
  const raw = context.values[loanAmountField(context.config)];
  return typeof raw === 'string' && raw !== '' ? raw : null;
}

/** Saved dates are yyyy/MM/dd; the browser's date inputs hold yyyy-MM-dd (the date of birth selector keeps yyyy/MM/dd). */
function forDateInputs(values: FormValues): FormValues {
  const out = { ...values };
  for (const name of DATE_INPUT_FIELDS) {
    const value = out[name];
    if (typeof value === 'string') out[name] = value.replace(/\//g, '-');
  }
  return out;
}

/**
 * The application's behaviour (loan-application §4, §7, §8), a layer on the form runtime
 * (src/web/forms): the runtime edits, validates live, blocks a submit with errors, guards against
 * a second one and answers the captcha; this layer adds the steps, the pre-save check, the save and
 * resume, the modals and the conversion events.
 */
/** The stores whose saved application is being fetched (`load`). */
const restoring = new WeakSet<ApplicationStore>();

export function createApplicationActions(deps: ControllerDeps): ApplicationActions {
  const { store, step, config } = deps;
  const get = () => store.getState();
  const context = (values: FormValues = get().values): LoanApplicationRuleContext =>
    ruleContext(config, values, get().formState, deps.today(), deps.actor, deps.debug);
  const form = createFormRuntime({
    store,
    rules: () => STEP_RULES[step],
    context,
    // The step's own messages: the configured amounts, the address part's message (validate.ts).
    validate: (_rules, ruleContext) => validateStep(step, ruleContext),
    captcha: { action: 'submit_form', fallbackMessage: deps.messages.captchaFallback },
  });

  function urlFor(target: Step): string {
    const state = get();
    return stepUrl(
      target,
      deps.search(),
      state.formState.guid,
      currentAmount(context(state.values)),
    );
  }

  function log(message: Record<string, unknown>) {
    const state = get();
    void logToServer(state.token, {
      step,
      userAgent: navigator.userAgent,
      objectId: deps.customer?.id ?? null,
      ...message,
    });
  }

  /** The pre-save check (§4, §8); true when the save may go ahead. */
  async function passPreSaveCheck(): Promise<boolean> {
    const state = get();
    if (state.formState.preSaveCheckDone) return true;
    const stepOne = withoutHiddenFields(1, context());
    const names = new Set(STEP_RULES[1].map((rule) => rule.name));
    const formData = Object.fromEntries(
      Object.entries(stepOne).filter(([name]) => names.has(name)),
    );
    const outcome = await preSaveCheck(formData, state.token, await form.captchaAnswer());
    switch (outcome.kind) {
      case 'passed':
        store.setState({ formState: { ...get().formState, preSaveCheckDone: true } });
        return true;
      case 'failed-check':
        submitted(false);
        store.setState({ modal: 'app-pre-save-check-error-modal' });
        return false;
      case 'fallback-captcha':
        form.requireFallback();
        return false;
      case 'error':
        submitted(false);
        store.setState({ modal: 'app-generic-error-modal' });
        return false;
    }
  }

  /**
   * What an "Email me a link" came to, from the step's button or the modal's offer: heard once
   * through the form's live region, and shown under the form of this step to be seen.
   */
  function resumeLinkOutcome(message: string) {
    form.announce(message);
    store.setState({ resumeLinkNotice: { step, message } });
  }

  /** The session analytics event of a submit's outcome (loan-application §7). */
  function submitted(ok: boolean) {
    void trackSession(ok ? 'Submit Success' : 'Submit Failure', get().token);
  }

  async function save(): Promise<void> {
    const state = get();
    const ctx = context();
    const values = withoutHiddenFields(step, ctx);
    // A preset branch's question is hidden, but step 2 may change it (issue 11; decision 058).
    if (step === 2 && ctx.config.presetPreferredBranch && state.values.PreferredBranch)
      values.PreferredBranch = state.values.PreferredBranch;
    // Source is the server's to decide (decision 022): the browser sends none of its own.
    const formState: LoanApplicationFormState = {
      ...state.formState,
      jointApplication: values.JointApplication === 'Yes',
    };
    let formData: FormValues;
    try {
      formData = prepareFormDataForSave(values);
    } catch (error) {
      log({ error: error instanceof Error ? error.message : String(error) });
      submitted(false);
      store.setState({ modal: 'app-save-error-modal' });
      return;
    }
    const request: SaveRequest = {
      Step: step,
      Token: state.token,
      Guid: formState.guid,
      FormData: JSON.stringify(formData),
      FormState: JSON.stringify(formState),
      CentrixResult: formState.centrixResult,
      LastName: typeof values.LastName === 'string' ? values.LastName : null,
      ObjectId: deps.customer?.id ?? null,
      ReferrerDataToken: formState.referrerDataToken,
      // The version this page holds: a save from an older one is refused with 412 (decision 060).
      Version: state.version,
    };
    // Lost on the network, the same save is tried again, said politely (decision 060).
    const outcome = await saveWithRetries(request, {
      captchaAnswer: form.captchaAnswer,
      onRetry(retry) {
        if (retry > 1) return;
        store.setState({ retrying: true });
        form.announce(deps.messages.retrying);
      },
    });
    // The retries are over: neither shown nor left in the live region for the next step.
    if (get().retrying)
      store.setState({
        retrying: false,
        ...(get().announcement?.message === deps.messages.retrying ? { announcement: null } : {}),
      });
    switch (outcome.kind) {
      case 'saved': {
        const { answer } = outcome;
        const saved: LoanApplicationFormState = {
          ...formState,
          guid: answer.Guid,
          appReference: answer.Reference ?? formState.appReference,
          step: stepAfterSave(step, formState.step),
          centrixResult: answer.CentrixResult,
          complete: answer.Complete === true,
        };
        store.setState({
          token: answer.Token,
          formState: saved,
          version: answer.Version,
          dirty: false,
        });
        submitted(true);
        if (step < 4) {
          store.setState({
            pendingConversion: `Step${step} Submit` as ApplicationConversionEvent,
            focusHeading: true,
          });
          deps.navigate(urlFor((step + 1) as Step));
          return;
        }
        // The confirmation page is rendered by the server from the token; nothing is left to resume.
        store.setState({ leavePromptRemoved: true, submitted: true });
        // A link-following event (site-and-tools §7): the post goes first, for a short while at most.
        await beforeFollowing(trackApplication('SubmitApplication', answer.Token));
        deps.assign(successUrl(answer.Token));
        return;
      }
      case 'fallback-captcha':
        form.requireFallback();
        return;
      case 'session-expired':
        submitted(false);
        store.setState({ leavePromptRemoved: true, modal: 'app-session-error-modal' });
        return;
      case 'stale':
        // Another window saved first: reloading shows its answers (decision 002, 060).
        submitted(false);
        store.setState({ leavePromptRemoved: true, modal: 'app-stale-error-modal' });
        return;
      case 'invalid': {
        submitted(false);
        const names = new Set(STEP_RULES[step].map((rule) => rule.name));
        const errors = Object.fromEntries(
          Object.entries(outcome.fields).filter(([name]) => names.has(name)),
        );
        if (Object.keys(errors).length > 0) form.showErrors(errors);
        else store.setState({ modal: 'app-save-error-modal' });
        return;
      }
      case 'network-failed':
      case 'failed':
        submitted(false);
        form.fallbackRefused();
        store.setState({ modal: 'app-save-error-modal' });
        return;
    }
  }

  const actions: ApplicationActions = {
    change(name, value) {
      const state = get();
      const formState =
        isStepOneField(name) && state.formState.preSaveCheckDone
          ? { ...state.formState, preSaveCheckDone: false }
          : state.formState;
      form.change(name, value, { formState, dirty: true });
    },

    normalise: (name) => form.normalise(name),

    async submit() {
      if (get().status !== 'ready') return;
      // A locked section the record cannot answer opens, so its questions show their errors (§4).
      const invalid = Object.keys(validateStep(step, context()));
      for (const section of lockSectionsOfStep(step))
        if (lockSectionFieldNames(section).some((name) => invalid.includes(name)))
          actions.unlock(section);
      await form.submit({
        busyMessage: step === 4 ? deps.messages.processing : deps.messages.saving,
        async send() {
          if (step === 1 && !(await passPreSaveCheck())) return;
          await save();
        },
        onError(error, during) {
          // The rules threw (logged), or the captcha token could not be fetched (§8 "Captcha token refresh failure").
          if (during === 'validate')
            log({ error: error instanceof Error ? error.message : String(error) });
          submitted(false);
          store.setState({ modal: 'app-save-error-modal' });
        },
        staysBusy: () => get().submitted,
      });
    },

    goTo(target) {
      const state = get();
      if (state.busy || target === step) return;
      if (
        target < step
          ? !canGoBack(state.formState.complete, deps.debug)
          : !(deps.debug || canMoveTo(target, state.formState.step))
      )
        return;
      form.clearErrors();
      store.setState({ focusHeading: true });
      deps.navigate(urlFor(target));
    },

    toggleSpecificAmount() {
      const state = get();
      const specify = !state.formState.specifyLoanAmount;
      const { LoanAmountSpecific: _dropped, ...rest } = state.values;
      // A restored application saved with a specific amount has no slider amount: the slider starts at the default (§3).
      const values = specify
        ? { ...state.values, LoanAmountSpecific: state.values.LoanAmountSpecific ?? '' }
        : { ...rest, LoanAmount: rest.LoanAmount ?? String(DEFAULT_LOAN_AMOUNT_DOLLARS) };
      const { LoanAmountSpecific: _error, ...errors } = state.errors;
      store.setState({
        values,
        errors,
        dirty: true,
        formState: { ...state.formState, specifyLoanAmount: specify, preSaveCheckDone: false },
      });
    },

    openModal(name) {
      store.setState({ modal: name });
    },

    closeModal() {
      store.setState({ modal: null });
    },

    preSaveContinue() {
      store.setState({ modal: null, formState: { ...get().formState, preSaveCheckDone: true } });
      void actions.submit();
    },

    async requestResumeLink() {
      const api = await import('./resume-link-api.ts');
      resumeLinkOutcome(await api.requestLinkMessage());
    },

    async emailResumeLink() {
      const { values } = get();
      store.setState({ modal: null });
      const api = await import('./resume-link-api.ts');
      resumeLinkOutcome(
        await api.requestByEmailMessage(
          typeof values.Email === 'string' ? values.Email : '',
          typeof values.LastName === 'string' ? values.LastName : null,
          await form.captchaAnswer(),
        ),
      );
    },

    unlock(section) {
      const { formState } = get();
      store.setState({
        formState: { ...formState, stepLocked: { ...formState.stepLocked, [section]: false } },
        dirty: true,
      });
    },

    fallbackCompleted: form.fallbackCompleted,
    fallbackExpired: form.fallbackExpired,

    async load() {
      // Once per page. Marked outside the state: a change of state renders the whole step again,
      // and nothing on the page shows the difference (it stays busy until 'ready').
      if (get().status !== 'initial' || restoring.has(store)) return;
      restoring.add(store);
      const search = deps.search();
      const { invalidReferrerQuery, invitationProblem } = get();
      if (invalidReferrerQuery || invitationProblem) {
        const cleaned = cleanReferrerQuery(search, config).search;
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname +
            (invitationProblem ? withoutRelatedId(cleaned) : cleaned) +
            window.location.hash,
        );
      }
      // The application in progress is the session's (decision 059): any tab resumes it, and the
      // address's ref and appref open nothing.
      const outcome = await resumeApplication();
      if (outcome.kind === 'gone') {
        startNew();
        return;
      }
      if (outcome.kind === 'error') {
        store.setState({ status: 'ready', modal: 'app-generic-error-modal' });
        return;
      }
      const { answer } = outcome;
      let values: FormValues;
      let savedState: Partial<LoanApplicationFormState>;
      try {
        values = forDateInputs(parseSavedFormData(answer.FormData));
        savedState = JSON.parse(answer.FormState) as Partial<LoanApplicationFormState>;
      } catch (error) {
        // §8 "Unparseable saved form data: logged and rethrown": logged, and the applicant is told.
        void logToServer(answer.Token, {
          step,
          error: error instanceof Error ? error.message : String(error),
        });
        store.setState({ status: 'ready', modal: 'app-generic-error-modal' });
        return;
      }
      if (answer.Complete) {
        deps.assign(successUrl(answer.Token));
        return;
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
      // The record answers what is still locked, as on the server.
      if (deps.customer)
        values = applyCustomerRecord(values, deps.customer.record, formState.stepLocked);
      store.setState({
        values,
        formState,
        token: answer.Token,
        version: answer.Version,
        resumed: true,
      });
      let target: Step = deps.debug ? step : (Math.min(step, formState.step) as Step);
      // Earlier steps are revalidated silently; the lowest invalid one is where the applicant goes (§4).
      const invalid = lowestInvalidStep(context(values), target - 1);
      if (invalid) {
        log({ validation: validationSummary(invalid.errors), formData: values });
        target = invalid.step;
      }
      store.setState({ status: 'ready', dataErrorPending: invalid !== null });
      if (target !== step) deps.navigate(urlFor(target), { replace: true });
      else actions.arrived();
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

  function startNew() {
    const handoff = takeCalculatorHandoff();
    const state = get();
    if (handoff) {
      const values = { ...state.values };
      const formState = { ...state.formState };
      const amount = handoff.amount;
      const amounts = loanAmountsFor(config, context().config.referrer);
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
        isPresetBranch(handoff.preferredBranch)
      ) {
        values.PreferredBranch = handoff.preferredBranch;
        formState.presetPreferredBranch = true;
      }
      store.setState({ values, formState });
    }
    store.setState({ status: 'ready' });
    // A new application starts at step 1: later steps need the earlier ones saved (§4).
    if (step > 1 && !deps.debug) deps.navigate(urlFor(1), { replace: true });
  }

  return actions;
}
