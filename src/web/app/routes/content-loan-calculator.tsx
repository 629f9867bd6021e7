import { pages } from '#content/pages.ts';
import { ContentPage } from '#web/pages/content-page.tsx';

export function Component() {
  return <ContentPage content={pages.calculator} />;
}
