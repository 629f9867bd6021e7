import { createContext, useContext } from 'react';
import type { LoanApplicationRuleContext } from '#domain/loan-application/browser.ts';
import type { ApplicationState } from './application-store.ts';
import type { ApplicationActions } from '../controller/controller-types.ts';

/** What a step's form reads: the state, the rule context of the current values, and the actions. */
export interface ApplicationView {
  state: ApplicationState;
  context: LoanApplicationRuleContext;
  actions: ApplicationActions;
}

export const ApplicationViewContext = createContext<ApplicationView | null>(null);

export function useApplicationView(): ApplicationView {
  const view = useContext(ApplicationViewContext);
  if (!view) throw new Error('useApplicationView needs the application step page around it.');
  return view;
}
