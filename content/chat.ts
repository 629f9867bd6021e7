import { brand } from './brand.ts';

/**
 * The chat widget's words (site-and-tools §2 "An online chat widget can be expanded from page
 * elements"). Which service fills the panel is the server's configuration (CHAT_PROVIDER,
 * src/domain/chat): by default, 'branch-contact', the ways to reach a person now, from the contact
 * details in brand.ts and each branch's phone, email and hours in branches.ts.
 */
export const chat = {
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
  /** While a hosted chat service (Chatwoot) loads. */
  connecting: 'Connecting you to our team…',
  /** When it could not be loaded: the contact options follow. */
  unavailable: 'Our online chat is not available right now. You can still reach us these ways.',
} as const;
