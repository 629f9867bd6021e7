import type { PublicActor } from '#domain/session/actor.ts';
import type { ApplicationModalName } from '#content/loan-application-copy.ts';
import type {
  CustomerLockSection,
  LoanApplicationConfig,
  Step,
} from '#domain/loan-application/browser.ts';
import type { BranchChoice, CustomerPageData } from '#domain/contracts/page-data.ts';
import type { ApplicationStore } from '../state/application-store.ts';

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
  /** The branches of the page data (the table the save checks): a hand-off's branch presets only one of them. */
  branches: readonly BranchChoice[];
  /** The site's configuration of the application (content/loan-application.ts on the site; another in a test). */
  config: LoanApplicationConfig;
  /** What the live region says while a step saves, while step 4 is processed, and when the server asks for the fallback captcha. */
  messages: { saving: string; processing: string; captchaFallback: string; retrying: string };
}
