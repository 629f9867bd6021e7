import {
  DEFAULT_LOAN_AMOUNT_DOLLARS,
  canGoBack,
  canMoveTo,
} from '#domain/loan-application/browser.ts';
import { isStepOneField } from '../state/rules.ts';
import type { ApplicationActions } from './controller-types.ts';
import type { ControllerCore } from './core.ts';

type EditActions = Pick<
  ApplicationActions,
  'change' | 'normalise' | 'toggleSpecificAmount' | 'unlock' | 'goTo'
>;

/**
 * Editing a step: values (validated live once a submit has run, §5), the amount's two widgets,
 * a customer's locked sections, and moving to another step.
 */
export function editActions({ deps, get, form, urlFor }: ControllerCore): EditActions {
  const { store, step } = deps;
  return {
    change(name, value) {
      const state = get();
      // A changed step 1 answer runs the pre-save check again (§4).
      const formState =
        isStepOneField(name) && state.formState.preSaveCheckDone
          ? { ...state.formState, preSaveCheckDone: false }
          : state.formState;
      form.change(name, value, { formState, dirty: true });
    },

    normalise: (name) => form.normalise(name),

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

    unlock(section) {
      const { formState } = get();
      store.setState({
        formState: { ...formState, stepLocked: { ...formState.stepLocked, [section]: false } },
        dirty: true,
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
  };
}
