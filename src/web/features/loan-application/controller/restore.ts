import {
  cleanReferrerQuery,
  referrerPage,
  withoutRelatedId,
} from '#domain/loan-application/browser.ts';
import type { ApplicationConversionEvent } from '#domain/contracts/wire.ts';
import { trackApplication } from '#web/site/tracking/track.ts';
import { pageCameFrom } from '#web/router/router.tsx';
import { loadChunk } from '#web/site/on-demand/load-chunk.ts';
import { resumeApplication } from '../api/api.ts';
import type { ApplicationStore } from '../state/application-store.ts';
import { takeCalculatorHandoff } from '../state/resume-storage.ts';
import type { ApplicationActions } from './controller-types.ts';
import type { ControllerCore } from './core.ts';

type RestoreActions = Pick<ApplicationActions, 'load' | 'arrived'>;

/** The stores whose saved application is being fetched (`load`). */
const restoring = new WeakSet<ApplicationStore>();

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

/** No application in the session: a new one, from step 1, with the calculator's hand-off. */
async function startNew(core: ControllerCore) {
  const { deps } = core;
  // The page the applicant came from (§3 http_referrer), the site's own or another's: origin and
  // path only.
  const formState = { ...core.get().formState, http_referrer: referrerPage(pageCameFrom()) };
  deps.store.setState({ formState });
  const handoff = takeCalculatorHandoff();
  // Only a visitor who came from the calculator has one: its code loads then (decision 166). If
  // it cannot load, the application starts without the calculator's choices.
  if (handoff)
    await import('./handoff.on-demand.ts').then(
      (module) => module.applyHandoff(core, handoff),
      () => undefined,
    );
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
        await startNew(core);
        return;
      }
      if (outcome.kind === 'error') {
        store.setState({ status: 'ready', modal: 'app-generic-error-modal' });
        return;
      }
      // Reading and checking a saved application (resume.on-demand.ts) load only now, for an
      // application to resume, as its earlier steps' rules do (decision 115); a failed load
      // shows the generic error modal, as a failed resume call does.
      let resume: typeof import('./resume.on-demand.ts');
      try {
        resume = await loadChunk(
          'application-resume',
          () => import('./resume.on-demand.ts'),
          (module) => typeof module.resumeSaved === 'function',
        );
      } catch {
        store.setState({ status: 'ready', modal: 'app-generic-error-modal' });
        return;
      }
      if (await resume.resumeSaved(core, outcome.answer)) actions.arrived();
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
