import { Suspense, useEffect, useRef, useState } from 'react';
import { sessionTimeoutPage } from '#content/session-timeout-page.ts';
import { sessionTimeoutText } from '#content/session-timeout-text.ts';
import { lazyChunk } from '../on-demand/load-chunk.ts';

// The watch itself loads when the warning is due or on the visitor's first move on the page
// (session-timeout.tsx, decision 140), and fetches the modal's code as it starts (decision 113).
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
  startedAt,
  onClear,
}: {
  element: HTMLElement;
  /** When the first wait began (Date.now()), as the page showed: the watch may come later. */
  startedAt: number;
  onClear: () => void;
}) {
  const [stage, setStage] = useState<'waiting' | 'warning' | 'cleared'>('waiting');
  const warningMinutes = minutes(element, 'data-session-timeout-warning');
  const clearMinutes = minutes(element, 'data-session-timeout-clear');
  // The first wait counts from when the page showed; a wait after the warning closed, from then.
  const waitingSince = useRef(startedAt);

  useEffect(preloadModal, []);

  useEffect(() => {
    if (stage !== 'waiting' || warningMinutes === null) return;
    const left = warningMinutes * MINUTE_MS - (Date.now() - waitingSince.current);
    const timer = setTimeout(() => setStage('warning'), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [stage, warningMinutes]);
  const waitAgain = () => {
    waitingSince.current = Date.now();
    setStage('waiting');
  };

  useEffect(() => {
    if (stage !== 'warning' || clearMinutes === null) return;
    const timer = setTimeout(() => {
      setStage('cleared');
      onClear();
    }, clearMinutes * MINUTE_MS);
    return () => clearTimeout(timer);
  }, [stage, clearMinutes, onClear]);

  // The stage shows on the page's area (the area itself says "waiting" until the watch comes): a
  // test waits for it before moving the clock on.
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
          onClose={waitAgain}
          actions={
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={waitAgain}
            >
              {sessionTimeoutText.stay}
            </button>
          }
        >
          <p>{sessionTimeoutText.warningText}</p>
        </Modal>
      </Suspense>
    );
  if (stage === 'cleared') return <ClearedModal />;
  return null;
}

/** The clear modal: the page's content is gone; starting again reloads what was saved. */
function ClearedModal() {
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
}
