import { Link } from '#web/router/router.tsx';
import { pages } from '#content/pages.ts';
import { useHttpStatus } from '../app/page-context.tsx';
import { ContentPage } from './content-page.tsx';

export function NotFoundPage() {
  useHttpStatus(404);
  return (
    <ContentPage content={pages.notFound}>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </ContentPage>
  );
}
