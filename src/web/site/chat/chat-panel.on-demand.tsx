import { Suspense, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { chat } from '#content/chat.ts';
import { ChunkErrorBoundary } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';
import { chatProviders } from './chat-providers.ts';
import './chat.css';

const ProviderBody = lazyChunk(`chat-${chat.provider}`, chatProviders[chat.provider]);

/**
 * The chat panel: a non-modal dialog in the corner of the window, filled by the configured
 * provider. Opening moves focus to its heading; Escape or its close button closes it and gives
 * focus back to the element that opened it. The page stays usable around it.
 */
export default function ChatPanel({
  id,
  openerId,
  onClose,
}: {
  id: string;
  openerId: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    headingRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    function close() {
      closeRef.current();
      document.getElementById(openerId)?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openerId]);
  return createPortal(
    <section id={id} role="dialog" aria-labelledby={titleId} className="chat">
      <div className="chat__head">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {chat.title}
        </h2>
        <button
          type="button"
          className="chat__close"
          aria-label={chat.close}
          onClick={() => {
            onClose();
            document.getElementById(openerId)?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="chat__body">
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <ProviderBody />
          </Suspense>
        </ChunkErrorBoundary>
      </div>
    </section>,
    document.body,
  );
}
