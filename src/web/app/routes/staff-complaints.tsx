// The complaints register in the lender's workspace (issue 32).
import { ComplaintsPage } from '#web/features/staff/complaints/complaints-page.tsx';

export function Component() {
  return <ComplaintsPage />;
}
