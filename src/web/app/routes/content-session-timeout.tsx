import { sessionTimeoutPage } from '#content/session-timeout-page.ts';
import { ContentPage } from '#web/pages/content-page.tsx';

export function Component() {
  return <ContentPage content={sessionTimeoutPage} />;
}
