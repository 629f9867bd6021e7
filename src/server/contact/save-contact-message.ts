import { CONTACT_RULES, contactContext } from '#domain/contact/fields.ts';
import type { ContactMessageBody } from '#domain/contracts/contact.ts';
import { validateFields } from '#domain/validation/engine.ts';
import { contactMessages } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { ServiceDeps } from '../services.ts';

export const CONTACT_INVALID_MESSAGE =
  'Some answers need your attention. Please correct the highlighted fields.';
export const CONTACT_UNAVAILABLE_MESSAGE =
  'We could not take your message just now. Please try again in a moment, or call us.';

/**
 * Stores a contact-form message after running the form's rule table again (never trust the
 * browser). The message is personal data: it goes to the table, never to the log.
 */
export async function saveContactMessage(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log' | 'requestId'>,
  body: ContactMessageBody,
): Promise<void> {
  const values = {
    Name: body.Name,
    Email: body.Email,
    Phone: body.Phone ?? '',
    Message: body.Message,
  };
  const errors = validateFields(CONTACT_RULES, contactContext(values, deps.clock()));
  const names = Object.keys(errors);
  if (names.length > 0)
    throw new HttpError(
      422,
      CONTACT_INVALID_MESSAGE,
      Object.fromEntries(names.map((name) => [name, errors[name]!.message])),
    );
  try {
    await deps.db.insert(contactMessages).values({
      name: values.Name.trim(),
      email: values.Email.trim(),
      phone: values.Phone.trim() || null,
      message: values.Message.trim(),
      requestId: deps.requestId,
      createdAt: deps.clock(),
    });
  } catch (error) {
    deps.log.error({ err: error }, 'contact message could not be stored');
    throw new HttpError(503, CONTACT_UNAVAILABLE_MESSAGE);
  }
}
