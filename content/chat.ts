import { brand } from './brand.ts';

/**
 * The chat widget (site-and-tools §2 "An online chat widget can be expanded from page elements").
 * `provider` names the adapter that fills the panel (src/web/site/chat/chat-providers.ts). The
 * default, 'branch-contact', loads no outside script: it offers the ways to reach a person now,
 * from the contact details in brand.ts and each branch's phone, email and hours in branches.ts.
 */
export const chat = {
  provider: 'branch-contact',
  open: 'Chat with us',
  /** Beside the chat button on the contact page. */
  contactPrompt: 'Rather talk to someone now?',
  title: 'Talk to a person',
  close: 'Close chat',
  intro: 'Our team answers on the phone and by email during branch hours. Choose how to reach us.',
  callUs: `Call us free on ${brand.phone}`,
  phone: brand.phone,
  emailUs: `Email ${brand.email}`,
  email: brand.email,
  message: 'Send us a message',
  branchLabel: 'Or talk to your branch',
  branchPlaceholder: 'Choose a branch',
  branchCall: 'Call',
  branchEmail: 'Email',
  branchHours: 'Opening hours',
} as const;

export type ChatProviderId = 'branch-contact';
