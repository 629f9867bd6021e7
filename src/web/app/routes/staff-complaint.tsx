// One complaint in the lender's workspace (issue 32).
import { ComplaintPage } from '#web/features/staff/complaints/complaint-page.tsx';

export function Component() {
  return <ComplaintPage />;
}
