import { useEffect, useState } from 'react';
import { chat } from '#content/chat.ts';
import { chatwootScriptUrl } from '#domain/chat/chat-config.ts';
import BranchContactChat from './branch-contact-chat.on-demand.tsx';
import type { ChatProviderProps } from './chat-providers.ts';

interface ChatwootWindow {
  chatwootSettings?: Record<string, unknown>;
  chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void };
  $chatwoot?: { toggle(state?: 'open' | 'close'): void };
}

/** How long the widget may take to say it is ready before the visitor is offered the other ways. */
const READY_TIMEOUT_MS = 15_000;

let started: Promise<void> | null = null;

/**
 * Loads Chatwoot's website widget once per page (its documented snippet: `/packs/js/sdk.js`, then
 * `chatwootSDK.run`), with its own launcher bubble hidden, since the site's chat buttons open it.
 * Resolves at its `chatwoot:ready` event; a failure lets a later press try again.
 */
function startChatwoot(baseUrl: string, websiteToken: string): Promise<void> {
  started ??= new Promise<void>((resolve, reject) => {
    const w = window as Window & ChatwootWindow;
    const timer = setTimeout(() => fail(), READY_TIMEOUT_MS);
    const script = document.createElement('script');
    function fail() {
      clearTimeout(timer);
      script.remove();
      started = null;
      reject(new Error('The chat service could not be loaded'));
    }
    w.chatwootSettings = { hideMessageBubble: true, position: 'right', locale: 'en' };
    window.addEventListener(
      'chatwoot:ready',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    script.src = chatwootScriptUrl(baseUrl);
    script.async = true;
    script.onload = () => (w.chatwootSDK ? w.chatwootSDK.run({ websiteToken, baseUrl }) : fail());
    script.onerror = fail;
    document.head.append(script);
  });
  return started;
}

/**
 * The Chatwoot provider: while the widget loads, the panel says so; once it is ready its chat
 * window opens and the site's panel closes. Should it fail, the panel offers the contact options.
 */
export default function ChatwootChat({ config, handOver }: ChatProviderProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (config.provider !== 'chatwoot') return;
    let current = true;
    startChatwoot(config.baseUrl, config.websiteToken).then(
      () => {
        if (!current) return;
        (window as Window & ChatwootWindow).$chatwoot?.toggle('open');
        handOver();
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [config, handOver]);
  if (!failed) return <p role="status">{chat.connecting}</p>;
  return (
    <>
      <p role="alert">{chat.unavailable}</p>
      <BranchContactChat />
    </>
  );
}
