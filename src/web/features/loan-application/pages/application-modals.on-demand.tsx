import { applicationCopy } from '#content/loan-application-copy.ts';
import { privacyPolicy } from '#content/privacy-policy.ts';
import { RESUME_LINK_MODAL_OFFER } from '#content/resume-link-button.ts';
import { Modal } from '#web/site/modal/modal.tsx';
import type { ApplicationActions } from '../controller/controller-types.ts';
import {
  applicationModalsCopy,
  type ApplicationModalName,
} from '#content/loan-application-modals-copy.ts';

const copy = applicationModalsCopy;

/** The application's modals, opened by name (loan-application §2); one shows at a time. */
export function ApplicationModals({
  open,
  actions,
}: {
  open: ApplicationModalName | null;
  actions: ApplicationActions;
}) {
  const close = actions.closeModal;
  const simple = (
    name: 'app-save-error-modal' | 'app-generic-error-modal' | 'app-data-error-modal',
  ) => (
    <Modal name={name} open={open === name} title={copy[name].title} onClose={close}>
      <p>{copy[name].body}</p>
    </Modal>
  );
  // Reloading shows the session's state: a new session, or the other window's answers (decision 060).
  const reload = (name: 'app-session-error-modal' | 'app-stale-error-modal') => (
    <Modal
      name={name}
      open={open === name}
      title={copy[name].title}
      onClose={close}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            {copy[name].action}
          </button>
          <button type="button" className="button" onClick={close}>
            {applicationCopy.close}
          </button>
        </>
      }
    >
      <p>{copy[name].body}</p>
    </Modal>
  );
  return (
    <>
      {simple('app-save-error-modal')}
      {simple('app-generic-error-modal')}
      {simple('app-data-error-modal')}
      {reload('app-session-error-modal')}
      {reload('app-stale-error-modal')}
      <PreSaveCheckModal open={open} actions={actions} />
      <Modal
        name="privacy-policy-modal"
        open={open === 'privacy-policy-modal'}
        title={copy['privacy-policy-modal'].title}
        onClose={close}
      >
        {privacyPolicy.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            <p>{section.text}</p>
          </section>
        ))}
      </Modal>
    </>
  );
}

/** The pre-save check found an application already (§4): continue, email its link, or cancel. */
function PreSaveCheckModal({
  open,
  actions,
}: {
  open: ApplicationModalName | null;
  actions: ApplicationActions;
}) {
  const close = actions.closeModal;
  return (
    <Modal
      name="app-pre-save-check-error-modal"
      open={open === 'app-pre-save-check-error-modal'}
      title={copy['app-pre-save-check-error-modal'].title}
      onClose={close}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={actions.preSaveContinue}
          >
            {copy['app-pre-save-check-error-modal'].continue}
          </button>
          <button type="button" className="button" onClick={() => void actions.emailResumeLink()}>
            {RESUME_LINK_MODAL_OFFER}
          </button>
          <button type="button" className="button" onClick={close}>
            {copy['app-pre-save-check-error-modal'].cancel}
          </button>
        </>
      }
    >
      <p>{copy['app-pre-save-check-error-modal'].body}</p>
    </Modal>
  );
}
