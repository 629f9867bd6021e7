import { Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { chat } from '#content/chat.ts';
import { ChunkErrorBoundary } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';
import type { ChatConfig, ChatProviderId } from '#domain/chat/chat-config.ts';
import { usePageData } from '#web/app/page-context.tsx';
import { chatProviders, type ChatProviderProps } from './chat-providers.ts';
import './chat.css';

const providerBodies = Object.fromEntries(
  Object.entries(chatProviders).map(([id, load]) => [id, lazyChunk(`chat-${id}`, load)]),
) as Record<ChatProviderId, ReturnType<typeof lazyChunk<ChatProviderProps>>>;

const DEFAULT_CHAT: ChatConfig = { provider: 'branch-contact' };

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
  const config = usePageData('chat') ?? DEFAULT_CHAT;
  const ProviderBody = providerBodies[config.provider];
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  // Escape, the close button, or a provider handing over to its own window: focus goes back to
  // the element that opened the panel.
  const close = useCallback(() => {
    closeRef.current();
    document.getElementById(openerId)?.focus();
  }, [openerId]);
  useEffect(() => {
    headingRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);
  return createPortal(
    <section id={id} role="dialog" aria-labelledby={titleId} className="chat">
      <div className="chat__head">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {chat.title}
        </h2>
        <button type="button" className="chat__close" aria-label={chat.close} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="chat__body">
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <ProviderBody config={config} handOver={close} />
          </Suspense>
        </ChunkErrorBoundary>
      </div>
    </section>,
    document.body,
  );
}
