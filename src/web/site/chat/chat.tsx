import { Suspense, useId, useSyncExternalStore, type ReactNode } from 'react';
import { chat } from '#content/chat.ts';
import { ChunkErrorBoundary } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';

const ChatPanel = lazyChunk('chat', () => import('./chat-panel.on-demand.tsx'));

/** The one chat of the page: open or not, and which page element opened it. */
let opener: string | null = null;
const listeners = new Set<() => void>();
function setOpener(id: string | null) {
  opener = id;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chat panel's element id, which every element that expands it controls. */
export const CHAT_PANEL_ID = 'site-chat';

/**
 * A page element that expands the chat (site-and-tools §2): any number on a page, one chat. The
 * panel and its provider (content/chat.ts) load on the first press; closing gives focus back here.
 */
export function ChatButton({
  className = 'button',
  children = chat.open,
}: {
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const openedBy = useSyncExternalStore(
    subscribe,
    () => opener,
    () => null,
  );
  return (
    <>
      <button
        type="button"
        id={id}
        className={className}
        aria-expanded={openedBy !== null}
        aria-controls={openedBy !== null ? CHAT_PANEL_ID : undefined}
        onClick={() => setOpener(openedBy === null ? id : null)}
      >
        {children}
      </button>
      {openedBy === id ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <ChatPanel id={CHAT_PANEL_ID} openerId={id} onClose={() => setOpener(null)} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
