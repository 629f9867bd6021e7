// The public hardship page (decision 156): the lender's words and, on demand, the form that asks
// for the loan number and date of birth.
import { hardshipSitePage } from '#content/site-pages/hardship.ts';
import { HardshipStart } from '#web/features/hardship/hardship-start.tsx';
import { SitePageView } from '#web/pages/site-page.tsx';

export function Component() {
  return (
    <SitePageView page={hardshipSitePage}>
      <HardshipStart />
    </SitePageView>
  );
}
