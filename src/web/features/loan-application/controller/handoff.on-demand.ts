import { loanAmountsFor, prefilledAmount } from '#domain/loan-application/browser.ts';
import { isPresetBranch } from '../state/initial-state.ts';
import type { CalculatorHandoff } from '../state/resume-storage.ts';
import type { ControllerCore } from './core.ts';

// Loaded by a new application that the calculator handed over to (restore.ts), not with every
// step's page (decision 166).

/** The calculator's amount, repayments and branch, handed over to a new application. */
export function applyHandoff({ deps, get, context }: ControllerCore, handoff: CalculatorHandoff) {
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
