import { pages } from '#content/pages.ts';
import { TrackedLink } from '../site/tracking/tracked-link.tsx';
import { ContentPage } from './content-page.tsx';

export function Fast500Page() {
  return (
    <ContentPage content={pages.fast500}>
      {/* The fast-500 referrer's own limits allow $500 (content/loan-application.ts, decision 027). */}
      {/* spec: site-and-tools §2, §7: the page's apply links fire Fast-500-Apply-Now. */}
      <TrackedLink
        className="button button--primary"
        to="/loan-application/step-1/?referrer=fast-500&amount=500"
        events={() => ['Fast-500-Apply-Now']}
      >
        {pages.fast500.apply}
      </TrackedLink>
    </ContentPage>
  );
}
