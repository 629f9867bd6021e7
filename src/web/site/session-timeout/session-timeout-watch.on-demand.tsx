import { Suspense, useEffect, useState } from 'react';
import { sessionTimeoutPage } from '#content/session-timeout-page.ts';
import { sessionTimeoutText } from '#content/session-timeout.ts';
import { lazyChunk } from '../on-demand/load-chunk.ts';
import { useFirstMove } from '../on-demand/use-first-move.ts';

// The modal's code loads when the warning is due or on the visitor's first move on the page,
// whichever comes first, not with the watch (decision 113).
const loadModal = () => import('../modal/modal.tsx');
const Modal = lazyChunk('modal', async () => ({ default: (await loadModal()).Modal }));
const preloadModal = () => {
  loadModal().catch(() => {
    // The warning asks for it again when it is due.
  });
};

const MINUTE_MS = 60_000;

/** A delay attribute in minutes; a missing or bad one turns the warning off rather than firing at once. */
function minutes(element: HTMLElement, name: string): number | null {
  const value = Number(element.getAttribute(name));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The session-timeout watch (site-and-tools §4 "Session timeout"): the warning modal opens after
 * the configured minutes; if it is not closed within the second delay, the clear modal opens, the
 * warning closes and the page content is removed. Closing the warning cancels the clear timer and
 * starts the wait again. What the applicant saved is kept on the server: reloading brings it back.
 */
export default function SessionTimeoutWatch({
  element,
  onClear,
}: {
  element: HTMLElement;
  onClear: () => void;
}) {
  const [stage, setStage] = useState<'waiting' | 'warning' | 'cleared'>('waiting');
  const warningMinutes = minutes(element, 'data-session-timeout-warning');
  const clearMinutes = minutes(element, 'data-session-timeout-clear');

  useFirstMove(preloadModal);

  useEffect(() => {
    if (stage !== 'waiting' || warningMinutes === null) return;
    const timer = setTimeout(() => setStage('warning'), warningMinutes * MINUTE_MS);
    return () => clearTimeout(timer);
  }, [stage, warningMinutes]);

  useEffect(() => {
    if (stage !== 'warning' || clearMinutes === null) return;
    const timer = setTimeout(() => {
      setStage('cleared');
      onClear();
    }, clearMinutes * MINUTE_MS);
    return () => clearTimeout(timer);
  }, [stage, clearMinutes, onClear]);

  // The stage shows on the page's area once its timer runs (after the effects above): a test
  // waits for it before moving the clock on.
  useEffect(() => {
    element.setAttribute('data-session-timeout-stage', stage);
  }, [element, stage]);

  if (stage === 'warning')
    return (
      <Suspense fallback={null}>
        <Modal
          name="session-timeout-warning-modal"
          open
          title={sessionTimeoutText.warningTitle}
          onClose={() => setStage('waiting')}
          actions={
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => setStage('waiting')}
            >
              {sessionTimeoutText.stay}
            </button>
          }
        >
          <p>{sessionTimeoutText.warningText}</p>
        </Modal>
      </Suspense>
    );
  if (stage === 'cleared')
    return (
      <Suspense fallback={null}>
        <Modal
          name="session-timeout-clear-modal"
          open
          title={sessionTimeoutPage.heading}
          onClose={() => window.location.reload()}
          actions={
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => window.location.reload()}
            >
              Start again
            </button>
          }
        >
          <p>{sessionTimeoutPage.intro}</p>
        </Modal>
      </Suspense>
    );
  return null;
}
