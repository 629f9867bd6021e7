// The contact page: the content page's heading and words, with the contact form composed in.
import { contactPage } from '#content/contact.ts';
import { ContactForm } from '#web/features/contact/contact-form.tsx';
import { ContentPage } from '#web/pages/content-page.tsx';
import { chat } from '#content/chat.ts';
import { ChatButton } from '#web/site/chat/chat.tsx';

export function Component() {
  return (
    <ContentPage content={contactPage}>
      <p className="contact-chat">
        {chat.contactPrompt} <ChatButton />
      </p>
      <ContactForm />
    </ContentPage>
  );
}
