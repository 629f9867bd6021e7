// The complaints page (issue 32): the brand's words and, on demand, the complaint form.
import { complaintsPage } from '#content/site-pages/complaints.ts';
import { ComplaintStart } from '#web/features/complaints/complaint-start.tsx';
import { SitePageView } from '#web/pages/site-page.tsx';

export function Component() {
  return (
    <SitePageView page={complaintsPage}>
      <ComplaintStart />
    </SitePageView>
  );
}
