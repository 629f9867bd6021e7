import { Link } from 'react-router';
import { pages } from '#content/pages.ts';
import { ContentPage } from './content-page.tsx';

export function Fast500Page() {
  return (
    <ContentPage content={pages.fast500}>
      {/* The fast-500 referrer's own limits allow $500 (content/loan-application.ts, decision 027). */}
      <Link
        className="button button--primary"
        to="/loan-application/step-1/?referrer=fast-500&amount=500"
      >
        {pages.fast500.apply}
      </Link>
    </ContentPage>
  );
}
