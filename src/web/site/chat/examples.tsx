import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { ChatButton } from './chat.tsx';

export const chatExamples: WidgetExamples = {
  widget: 'chat',
  title: 'Chat',
  examples: [
    {
      name: 'two page elements',
      render: () => (
        <p>
          <ChatButton />{' '}
          <ChatButton className="button button--accent">Questions? Open the chat</ChatButton>
        </p>
      ),
    },
  ],
};
