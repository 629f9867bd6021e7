import { lockSectionsOfStep } from '#domain/loan-application/browser.ts';
import { ChunkLoadError, loadChunk } from '#web/site/on-demand/load-chunk.ts';
import { isNetworkError, retryOnNetworkFailure, type Try } from '#web/forms/retry.ts';
import { pageRules, validationSummary } from '../state/rules.ts';
import type { ApplicationActions } from './controller-types.ts';
import { errorText, type ControllerCore } from './core.ts';

type SubmitActions = Pick<
  ApplicationActions,
  'submit' | 'preSaveContinue' | 'fallbackCompleted' | 'fallbackExpired'
>;

type SavePath = typeof import('./save.on-demand.ts');

let savePath: Promise<SavePath> | undefined;

/**
 * The save's code (save.on-demand.ts), fetched once: on the visitor's first move on the page
 * (`preloadSavePath`) and at the latest by the first Next. A fetch that failed is tried again
 * the next time it is asked for.
 */
export function loadSavePath(): Promise<SavePath> {
  savePath ??= loadChunk(
    'application-save',
    () => import('./save.on-demand.ts'),
    (module) => typeof module.save === 'function',
  ).catch((error: unknown) => {
    savePath = undefined;
    throw error;
  });
  return savePath;
}

/** Starts fetching the save's code, for a Next that does not wait for it. */
export function preloadSavePath(): void {
  loadSavePath().catch(() => {
    // Asked for again, and its failure handled, by the Next that needs it.
  });
}

/**
 * The save's code for a Next: offline, it is tried again as the save itself is (decision 060),
 * said politely with the retrying message, until the connection returns or the tries run out.
 */
async function savePathForNext({ deps, form }: ControllerCore): Promise<SavePath> {
  const result = await retryOnNetworkFailure(
    async (): Promise<Try<SavePath>> => {
      try {
        return { kind: 'answered', value: await loadSavePath() };
      } catch (error) {
        // The request for the file failed (offline, a dropping connection): as a save's would.
        const requestFailed = error instanceof ChunkLoadError && error.reason === 'error';
        if (requestFailed || isNetworkError(error)) return { kind: 'network-failed' };
        throw error;
      }
    },
    {
      onRetry(retry) {
        if (retry > 1) return;
        deps.store.setState({ retrying: true });
        form.announce(deps.messages.retrying);
      },
    },
  );
  if (result.kind === 'answered') return result.value;
  // The tries ran out: the save's own failure (the save-error modal), retrying no longer said.
  deps.store.setState({ retrying: false });
  throw new Error('The save could not be loaded');
}

/**
 * The fields a check finds invalid; none when the check throws, which the form runtime's own
 * check then reports (§8 "Validation code exception": the save-error modal and a log line).
 */
function invalidFieldNames(check: () => Record<string, unknown>): string[] {
  try {
    return Object.keys(check());
  } catch {
    return [];
  }
}

/**
 * Submitting a step (§4, §7, §8): the runtime's checks, then the save (save.on-demand.ts): the
 * pre-save check on step 1, the save with its retries, then the next step or the confirmation
 * page, or what went wrong.
 */
export function submitActions(
  core: ControllerCore,
  unlock: ApplicationActions['unlock'],
): SubmitActions {
  const { deps, get, context, form, log, submitted } = core;
  const { store, step } = deps;
  const actions: SubmitActions = {
    async submit() {
      if (get().status !== 'ready') return;
      // A locked section the record cannot answer opens, so its questions show their errors (§4).
      const rules = pageRules();
      const invalid = invalidFieldNames(() => rules.validateStep(step, context()));
      for (const section of lockSectionsOfStep(step))
        if (rules.lockSectionFieldNames(section).some((name) => invalid.includes(name)))
          unlock(section);
      await form.submit({
        busyMessage: step === 4 ? deps.messages.processing : deps.messages.saving,
        async send() {
          const save = await savePathForNext(core);
          if (step === 1 && !(await save.passPreSaveCheck(core))) return;
          await save.save(core);
        },
        onError(error, during) {
          // The rules threw (logged), the captcha token could not be fetched (§8 "Captcha token
          // refresh failure"), or the save's code could not be loaded.
          if (during === 'validate') log({ error: errorText(error) });
          submitted(false);
          store.setState({ modal: 'app-save-error-modal' });
        },
        staysBusy: () => get().submitted,
        blocked() {
          // Funnel insight (issue 34 finding 1): each field's error kind, never its value, goes
          // with the step's next beacon; the step's events module is loaded with the page.
          const kinds = validationSummary(pageRules().validateStep(step, context()));
          void import('../insight/step-events.on-demand.ts').then(
            ({ countFailures }) => countFailures(step, kinds),
            () => undefined,
          );
        },
      });
    },

    preSaveContinue() {
      store.setState({ modal: null, formState: { ...get().formState, preSaveCheckDone: true } });
      void actions.submit();
    },

    fallbackCompleted: form.fallbackCompleted,
    fallbackExpired: form.fallbackExpired,
  };
  return actions;
}
