/**
 * Which chat service fills the site's chat panel (site-and-tools §2 "An online chat widget can be
 * expanded from page elements"), as the server's configuration gives it to every page (the root
 * page data's `chat`). 'branch-contact', the default, loads nothing from outside: the ways to
 * reach a person now. 'chatwoot' starts a lender's own Chatwoot (open source, self-hosted)
 * website widget, loaded only when a visitor opens the chat.
 */
export type ChatConfig =
  { provider: 'branch-contact' } | { provider: 'chatwoot'; baseUrl: string; websiteToken: string };

export type ChatProviderId = ChatConfig['provider'];

export const CHAT_PROVIDERS = [
  'branch-contact',
  'chatwoot',
] as const satisfies readonly ChatProviderId[];

/** Where a Chatwoot server serves its website widget's script. */
export const chatwootScriptUrl = (baseUrl: string) =>
  `${baseUrl.replace(/\/+$/, '')}/packs/js/sdk.js`;
