// Funnel insight in the lender's workspace (issue 22); its charts load on demand.
import { InsightPage } from '#web/features/staff/insight/insight-page.tsx';

export function Component() {
  return <InsightPage />;
}
