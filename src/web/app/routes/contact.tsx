// The contact page: the content page's heading and words, with the contact form composed in.
import { contactPage } from '#content/contact.ts';
import { ContactForm } from '#web/features/contact/contact-form.tsx';
import { ContentPage } from '#web/pages/content-page.tsx';

export function Component() {
  return (
    <ContentPage content={contactPage}>
      <ContactForm />
    </ContentPage>
  );
}
