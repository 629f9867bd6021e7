/**
 * The contact form's rule table (issue 10 "Content": contact). The browser runs it live and on
 * submit; the server runs it again before it stores a message. Texts reuse the site's field
 * messages where the spec gives them (loan-application §5 name, email, phone; free text).
 */
import type { FieldRule, FormValues, RuleContext } from '../validation/types.ts';
import { FREE_TEXT, NAME } from '../validation/patterns.ts';
import { emailRule, phoneRule } from '../validation/rule-builders.ts';
import { MESSAGES } from '../loan-application/messages.ts';

// The spec's name limit for the site's forms (site-and-tools §9 "Forms and widgets"); the email's
// is EMAIL_MAX_LENGTH, every form's.
export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_PHONE_MAX_LENGTH = 20;
/** A message long enough for a complaint, short enough to read in one go. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  messageRequired: 'Please enter your message',
  messageTooLong: `Please keep your message to ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
} as const;

export const CONTACT_RULES: readonly FieldRule[] = [
  {
    name: 'Name',
    required: true,
    pattern: NAME,
    maxLength: CONTACT_NAME_MAX_LENGTH,
    type: 'text',
    autocomplete: 'name',
    personal: true,
    messages: { required: CONTACT_MESSAGES.nameRequired, pattern: MESSAGES.name },
  },
  emailRule('Email', {
    autocomplete: 'email',
    inputMode: 'email',
    spellCheck: false,
    messages: { required: CONTACT_MESSAGES.emailRequired, pattern: MESSAGES.email },
  }),
  phoneRule('Phone', {
    required: false,
    maxLength: CONTACT_PHONE_MAX_LENGTH,
    autocomplete: 'tel',
    inputMode: 'tel',
    messages: { pattern: MESSAGES.phone },
  }),
  {
    name: 'Message',
    required: true,
    pattern: FREE_TEXT,
    maxLength: CONTACT_MESSAGE_MAX_LENGTH,
    personal: true,
    messages: {
      required: CONTACT_MESSAGES.messageRequired,
      pattern: MESSAGES.freeText,
      max: CONTACT_MESSAGES.messageTooLong,
    },
  },
];

/** The contact form's personal fields: never logged (src/server/logger.ts). */
export const CONTACT_PERSONAL_FIELD_NAMES: readonly string[] = CONTACT_RULES.filter(
  (rule) => rule.personal,
).map((rule) => rule.name);

/** The rule context: the form needs nothing besides its values. */
export const contactContext = (values: FormValues, today = new Date()): RuleContext => ({
  values,
  today,
  config: undefined,
});
