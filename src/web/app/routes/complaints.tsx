// The complaints page (issue 32): the brand's words and, on demand, the complaint form.
import { sitePages } from '#content/site-pages/pages.ts';
import { ComplaintStart } from '#web/features/complaints/complaint-start.tsx';
import { SitePageView } from '#web/pages/site-page.tsx';

export function Component() {
  return (
    <SitePageView page={sitePages['/complaints/']}>
      <ComplaintStart />
    </SitePageView>
  );
}
