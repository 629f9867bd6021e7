import type { ComponentType } from 'react';
import type { ChatProviderId } from '#content/chat.ts';

/**
 * The chat provider adapter: what fills the chat panel. A provider is a component loaded on
 * demand when a visitor first opens the chat; the panel around it (heading, close, Escape, focus)
 * is the site's own. The default, 'branch-contact', shows the branch contact options and loads no
 * outside script. A hosted chat service would be a second entry here, named in content/chat.ts,
 * whose component starts that service inside the panel.
 */
export type ChatProviderBody = ComponentType;

export const chatProviders: Record<ChatProviderId, () => Promise<{ default: ChatProviderBody }>> = {
  'branch-contact': () => import('./branch-contact-chat.on-demand.tsx'),
};
