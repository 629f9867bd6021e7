import { useSyncExternalStore } from 'react';
import type { FormValues } from '#domain/validation/types.ts';
import type { ApplicationModalName } from '#content/loan-application-copy.ts';
import type {
  LoanApplicationFormState,
  LoanApplicationQuery,
} from '#domain/loan-application/index.ts';
import type { Announcement } from '#web/widgets/form/form-announcer.tsx';
import type { ReferrerProduct } from './initial-state.ts';

/** Where the page is in restoring a saved application (loan-application §4 "On load, saved data is restored"). */
export type LoadStatus = 'initial' | 'restoring' | 'ready';

export interface FallbackCaptchaState {
  /** A 409 asked for the visible challenge; submit stays disabled until it is completed (§4). */
  required: boolean;
  /** The completed challenge's response, until it expires. */
  response: string | null;
  /** Increments when the server refused a completed challenge: a new one is shown. */
  attempt: number;
}

/**
 * Everything the application pages hold in the browser's memory. Only Token and Guid ever reach
 * browser storage (resume-storage.ts); the rest lives here and on the server.
 */
export interface ApplicationState {
  values: FormValues;
  formState: LoanApplicationFormState;
  /** The application token (the appref), once the first save answered. */
  token: string | null;
  /** Errors shown on the current step, by field name. */
  errors: Record<string, string>;
  /** Fields that were validated once: they validate live from then on (§5). */
  validated: Record<string, true>;
  busy: boolean;
  modal: ApplicationModalName | null;
  fallbackCaptcha: FallbackCaptchaState;
  /** A field changed since the page loaded: leaving asks first (§4). */
  dirty: boolean;
  /** The leave prompt was removed (after a 401, §8). */
  leavePromptRemoved: boolean;
  status: LoadStatus;
  /** The application was restored from an earlier visit (the step header's in-progress notice). */
  resumed: boolean;
  /** Set when the applicant was sent to the lowest invalid step: that step shows its errors and the data-error modal (§4). */
  dataErrorPending: boolean;
  /** The conversion event to send when the next step's page shows (site-and-tools §7: "Step1 Submit (on the step-2 page)"). */
  pendingConversion: string | null;
  /** What the spoken-announcement live region says. */
  announcement: Announcement | null;
  products: ReferrerProduct[];
  /** The query parameters of the first page load (loan-application §2). */
  query: LoanApplicationQuery;
  /** The address's amount or purpose was invalid: the referrer parameters are removed on load (§8). */
  invalidReferrerQuery: boolean;
  /** Increments when a submit found errors: the page then moves focus to the first invalid input. */
  focusFirstError: number;
  /** The next step's heading takes focus when it shows (after Next, Back or a step button). */
  focusHeading: boolean;
  /** Step 4 was saved: the confirmation page is loading, nothing may be pressed again. */
  submitted: boolean;
}

type Listener = () => void;

export interface ApplicationStore {
  getState(): ApplicationState;
  setState(
    update: Partial<ApplicationState> | ((state: ApplicationState) => Partial<ApplicationState>),
  ): void;
  subscribe(listener: Listener): () => void;
}

export function createApplicationStore(initial: ApplicationState): ApplicationStore {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's state; re-renders on every change (the application's state is small). */
export function useApplicationState(store: ApplicationStore): ApplicationState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
