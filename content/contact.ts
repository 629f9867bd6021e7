import { brand } from './brand.ts';

/** The contact page's words (issue 10 "Content": contact). */
export const contactPage = {
  title: 'Contact us',
  description: `Call, email or send ${brand.name} a message. We answer messages within one working day.`,
  heading: 'Contact us',
  intro: `Call us free on ${brand.phone}, visit your branch, or send us a message below. We reply within one working day.`,
  labels: {
    Name: 'Your name',
    Email: 'Email address',
    Phone: 'Phone number',
    Message: 'Your message',
  },
  hints: {
    Phone: 'If you would like us to call you',
    Message: 'Please do not include card or bank account numbers.',
  },
  submit: 'Send message',
  sending: 'Sending your message…',
  sent: 'Thank you: we have your message and will reply within one working day.',
  failed: `Sorry, we could not send your message. Please try again in a moment, or call us on ${brand.phone}.`,
  fallbackMessage: 'Please complete this check so we know you are not a robot.',
} as const;
