/**
 * A step's save (loan-application §4, §7, §8): the pre-save check on step 1, the save with its
 * retries, then the next step or the confirmation page, or what went wrong. Loaded on the
 * visitor's first move on the page, and at the latest by the first Next (submit.ts): a step's page
 * needs none of it before then (bench/README.md "Route JavaScript", decision 113).
 */
import {
  stepAfterSave,
  successUrl,
  type LoanApplicationFormState,
  type SaveRequest,
  type Step,
} from '#domain/loan-application/browser.ts';
import { prepareFormDataForSave } from '#domain/loan-application/save-data.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { ApplicationConversionEvent } from '#domain/contracts/wire.ts';
import { beforeFollowing, trackApplication } from '#web/site/tracking/track.ts';
import type { SaveAnswer } from '#domain/contracts/loan-app.ts';
import { preSaveCheck, type SaveOutcome } from '../api/save-api.ts';
import { saveWithRetries } from '../api/save-with-retries.ts';
import { pageRules } from '../state/rules.ts';
import { errorText, type ControllerCore } from './core.ts';

/** Of values or errors by field name, those of the step's own fields. */
function ofStep<T>(step: Step, byName: Record<string, T>): Record<string, T> {
  const names = new Set(
    pageRules()
      .rulesOf(step)
      .map((rule) => rule.name),
  );
  return Object.fromEntries(Object.entries(byName).filter(([name]) => names.has(name)));
}

/** The pre-save check (§4, §8); true when the save may go ahead. */
export async function passPreSaveCheck({
  deps,
  get,
  context,
  form,
  submitted,
}: ControllerCore): Promise<boolean> {
  const { store } = deps;
  const state = get();
  if (state.formState.preSaveCheckDone) return true;
  const formData = ofStep(1, pageRules().withoutHiddenFields(1, context()));
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

/** The save's request for this step's shown answers, or null when they cannot be sent (logged). */
function saveRequest({
  deps,
  get,
  context,
  log,
}: ControllerCore): { request: SaveRequest; formState: LoanApplicationFormState } | null {
  const { step } = deps;
  const state = get();
  const ctx = context();
  const values = pageRules().withoutHiddenFields(step, ctx);
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
    log({ error: errorText(error) });
    return null;
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
  return { request, formState };
}

/** The save, tried again while lost on the network, said politely (decision 060). */
async function send(
  { deps, get, form }: ControllerCore,
  request: SaveRequest,
): Promise<SaveOutcome> {
  const { store, messages } = deps;
  const outcome = await saveWithRetries(request, {
    captchaAnswer: form.captchaAnswer,
    onRetry(retry) {
      if (retry > 1) return;
      store.setState({ retrying: true });
      form.announce(messages.retrying);
    },
  });
  // The retries are over: neither shown nor left in the live region for the next step.
  if (get().retrying)
    store.setState({
      retrying: false,
      ...(get().announcement?.message === messages.retrying ? { announcement: null } : {}),
    });
  return outcome;
}

/** Saved: the next step, or after step 4 the confirmation page the server renders. */
async function onSaved(
  { deps, urlFor, submitted }: ControllerCore,
  answer: SaveAnswer,
  formState: LoanApplicationFormState,
) {
  const { store, step } = deps;
  const saved: LoanApplicationFormState = {
    ...formState,
    guid: answer.Guid,
    appReference: answer.Reference ?? formState.appReference,
    step: stepAfterSave(step, formState.step),
    centrixResult: answer.CentrixResult,
    complete: answer.Complete === true,
  };
  store.setState({ token: answer.Token, formState: saved, version: answer.Version, dirty: false });
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
}

/** What a save that did not go through shows. */
function onRefused(
  { deps, form, submitted }: ControllerCore,
  outcome: Exclude<SaveOutcome, { kind: 'saved' }>,
) {
  const { store } = deps;
  if (outcome.kind === 'fallback-captcha') {
    form.requireFallback();
    return;
  }
  submitted(false);
  switch (outcome.kind) {
    case 'session-expired':
      store.setState({ leavePromptRemoved: true, modal: 'app-session-error-modal' });
      return;
    case 'stale':
      // Another window saved first: reloading shows its answers (decision 002, 060).
      store.setState({ leavePromptRemoved: true, modal: 'app-stale-error-modal' });
      return;
    case 'invalid': {
      const errors = ofStep(deps.step, outcome.fields);
      if (Object.keys(errors).length > 0) form.showErrors(errors);
      else store.setState({ modal: 'app-save-error-modal' });
      return;
    }
    case 'network-failed':
    case 'failed':
      form.fallbackRefused();
      store.setState({ modal: 'app-save-error-modal' });
      return;
  }
}

/** The step's save (§7) and what its answer leads to (§8). */
export async function save(core: ControllerCore): Promise<void> {
  const prepared = saveRequest(core);
  if (!prepared) {
    core.submitted(false);
    core.deps.store.setState({ modal: 'app-save-error-modal' });
    return;
  }
  const outcome = await send(core, prepared.request);
  if (outcome.kind === 'saved') await onSaved(core, outcome.answer, prepared.formState);
  else onRefused(core, outcome);
}
