/** The contact form's call (issue 10 "Content": contact): its body and answers. */
import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
} from '../contact/fields.ts';
import { EMAIL_MAX_LENGTH } from '../validation/patterns.ts';
import { ERROR_RESPONSES } from './api.ts';
import { CAPTCHA_FALLBACK_BODY } from './form-body.ts';
import { API } from './wire.ts';

// Shape and size only: the rule table (src/domain/contact/fields.ts) judges the values and names
// the field that fails, so a bad value gets its field's message, not a schema error.
const text = (max: number) => z.string().max(max);

export const contactMessageContract = {
  ...API.contactMessage,
  body: z.strictObject({
    Name: text(CONTACT_NAME_MAX_LENGTH),
    Email: text(EMAIL_MAX_LENGTH),
    Phone: text(CONTACT_PHONE_MAX_LENGTH).optional(),
    Message: text(CONTACT_MESSAGE_MAX_LENGTH),
    ...CAPTCHA_FALLBACK_BODY,
  }),
  response: { 201: z.object({ received: z.literal(true) }), ...ERROR_RESPONSES },
} as const;
export type ContactMessageBody = z.input<typeof contactMessageContract.body>;
