import { contactPage } from '#content/contact.ts';
import { API } from '#domain/contracts/wire.ts';
import { CONTACT_RULES, contactContext } from '#domain/contact/fields.ts';
import { PostedForm, usePostedForm } from '#web/forms/posted-form.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import { trackBrowsing } from '#web/site/tracking/track.ts';

const rules = () => CONTACT_RULES;
const CAPTCHA = { action: 'submit_form' as const, fallbackMessage: contactPage.fallbackMessage };
const NAMES = ['Name', 'Email', 'Phone', 'Message'] as const;

/**
 * The contact form in the posted-form frame: the rule table of src/domain/contact, an invisible
 * captcha before the call and the fallback on a 409, errors announced and linked, the first
 * invalid input focused. The Contact conversion event goes with each accepted submit.
 */
export function ContactForm() {
  const { bind, frame } = usePostedForm({
    rules,
    context: contactContext,
    captcha: CAPTCHA,
    names: NAMES,
    words: contactPage,
  });
  return (
    <PostedForm
      {...frame}
      call={API.contactMessage}
      words={contactPage}
      answer={() =>
        import('#domain/contracts/contact.ts').then((c) => c.contactMessageContract.response[201])
      }
      onPosted={() => {
        // spec: site-and-tools §7 "Contact, on contact form submit".
        void trackBrowsing('Contact');
        return (
          <p role="status" className="notice notice--success">
            {contactPage.sent}
          </p>
        );
      }}
    >
      <Text {...bind('Name')} />
      <Text {...bind('Email')} />
      <Text {...bind('Phone')} />
      <Textarea {...bind('Message')} rows={6} />
    </PostedForm>
  );
}
