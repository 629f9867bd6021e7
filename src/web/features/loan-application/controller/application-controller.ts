import type { ApplicationActions, ControllerDeps } from './controller-types.ts';
import { createControllerCore } from './core.ts';
import { editActions } from './edit.ts';
import { restoreActions } from './restore.ts';
import { submitActions } from './submit.ts';

/**
 * The application's behaviour (loan-application §4, §7, §8), a layer on the form runtime
 * (src/web/forms): the runtime edits, validates live, blocks a submit with errors, guards against
 * a second one and answers the captcha; this layer adds the steps, the pre-save check, the save and
 * resume, the modals and the conversion events. Each part reads on its own: editing (`edit.ts`),
 * submitting and saving (`submit.ts`), restoring the session's application (`restore.ts`), over
 * what they share (`core.ts`).
 */
export function createApplicationActions(deps: ControllerDeps): ApplicationActions {
  const core = createControllerCore(deps);
  const { store, step } = deps;
  const edit = editActions(core);

  /**
   * What an "Email me a link" came to, from the step's button or the modal's offer: heard once
   * through the form's live region, and shown under the form of this step to be seen.
   */
  function resumeLinkOutcome(message: string) {
    core.form.announce(message);
    store.setState({ resumeLinkNotice: { step, message } });
  }

  return {
    ...edit,
    ...submitActions(core, edit.unlock),
    ...restoreActions(core),

    openModal(name) {
      store.setState({ modal: name });
    },

    closeModal() {
      store.setState({ modal: null });
    },

    async requestResumeLink() {
      const api = await import('../resume-link/resume-link-api.on-demand.ts');
      resumeLinkOutcome(await api.requestLinkMessage());
    },

    async emailResumeLink() {
      const { values } = core.get();
      store.setState({ modal: null });
      const api = await import('../resume-link/resume-link-api.on-demand.ts');
      resumeLinkOutcome(
        await api.requestByEmailMessage(
          typeof values.Email === 'string' ? values.Email : '',
          typeof values.LastName === 'string' ? values.LastName : null,
          await core.form.captchaAnswer(),
        ),
      );
    },
  };
}
