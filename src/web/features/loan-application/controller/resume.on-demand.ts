/**
 * Reading and checking the session's saved application as a step's page loads (§4, §8; decision
 * 059), loaded only when there is one to resume (decision 115): its answers and form state, the
 * finished application's confirmation, and the step the applicant lands on. A new visitor's page
 * never fetches it.
 */
import {
  applyRecordOver,
  capStep,
  successUrl,
  type LoanApplicationFormState,
  type Step,
} from '#domain/loan-application/browser.ts';
import { DATE_FIELD_NAMES } from '#domain/loan-application/dates.ts';
import { parseSavedFormData } from '#domain/loan-application/save-data.ts';
import type { FormValues } from '#domain/validation/types.ts';
import type { ResumeAnswer } from '#domain/contracts/loan-app.ts';
import { emptyFormState } from '../state/initial-state.ts';
import { loadEveryStep, pageRules, validationSummary } from '../state/rules.ts';
import type { ControllerCore } from './core.ts';

/** The stored dates shown in a date input: all but the date of birth, which has its own selector. */
const DATE_INPUT_FIELDS = DATE_FIELD_NAMES.filter((name) => name !== 'DateOfBirth');

/** Saved dates are yyyy/MM/dd; the browser's date inputs hold yyyy-MM-dd (the date of birth selector keeps yyyy/MM/dd). */
function forDateInputs(values: FormValues): FormValues {
  const out = { ...values };
  for (const name of DATE_INPUT_FIELDS) {
    const value = out[name];
    if (typeof value === 'string') out[name] = value.replace(/\//g, '-');
  }
  return out;
}

type Saved = { values: FormValues; formState: LoanApplicationFormState };

/** The saved answers and form state, or null when they cannot be read (logged, and the applicant told). */
function readSaved({ deps, log }: ControllerCore, answer: ResumeAnswer): Saved | null {
  let values: FormValues;
  let savedState: Partial<LoanApplicationFormState>;
  try {
    values = forDateInputs(parseSavedFormData(answer.FormData));
    savedState = JSON.parse(answer.FormState) as Partial<LoanApplicationFormState>;
  } catch (error) {
    // §8 "Unparseable saved form data: logged and rethrown": logged, and the applicant is told.
    // The error's name only: a parser's message may quote the saved text, the applicant's answers.
    log(
      {
        error: `The saved form data could not be read (${error instanceof Error ? error.name : typeof error}).`,
      },
      answer.Token,
    );
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

/**
 * The session's saved application on this page: read (unreadable, logged and the generic error
 * modal), a finished one's confirmation, else checked with every step's rules and settled on this
 * step or the lowest invalid one before it. True when it stays on this step.
 */
export async function resumeSaved(core: ControllerCore, answer: ResumeAnswer): Promise<boolean> {
  const { deps } = core;
  const saved = readSaved(core, answer);
  if (!saved) return false;
  if (answer.Complete) {
    deps.assign(successUrl(answer.Token));
    return false;
  }
  // The earlier steps' answers are checked with their rules, which a step's page loads only
  // now, for an application to resume (decision 115).
  try {
    await loadEveryStep();
  } catch {
    deps.store.setState({ status: 'ready', modal: 'app-generic-error-modal' });
    return false;
  }
  return restore(core, answer, saved);
}
