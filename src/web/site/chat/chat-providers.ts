import type { ComponentType } from 'react';
import type { ChatConfig, ChatProviderId } from '#domain/chat/chat-config.ts';

/**
 * What a chat provider's body gets: the configuration (the root page data's `chat`), and
 * `handOver()`, which closes the site's panel once the service shows its own chat window.
 */
export interface ChatProviderProps {
  config: ChatConfig;
  handOver: () => void;
}

/**
 * The chat provider adapter: what fills the chat panel. A provider is a component loaded on
 * demand when a visitor first opens the chat; the panel around it (heading, close, Escape, focus)
 * is the site's own. The default, 'branch-contact', shows the branch contact options and loads no
 * outside script; 'chatwoot' starts a self-hosted Chatwoot's website widget (decision 090).
 */
export const chatProviders: Record<
  ChatProviderId,
  () => Promise<{ default: ComponentType<ChatProviderProps> }>
> = {
  'branch-contact': () => import('./branch-contact-chat.on-demand.tsx'),
  chatwoot: () => import('./chatwoot-chat.on-demand.tsx'),
};
