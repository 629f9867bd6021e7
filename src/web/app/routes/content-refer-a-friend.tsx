import { pages } from '#content/pages.ts';
import { ReferFriend } from '#web/features/refer/refer-form.tsx';
import { ContentPage } from '#web/pages/content-page.tsx';

export function Component() {
  return (
    <ContentPage content={pages.refer}>
      <ReferFriend />
    </ContentPage>
  );
}
