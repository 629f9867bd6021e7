// One application in the lender's workspace (issue 20).
import { ApplicationPage } from '#web/features/staff/application-page.tsx';

export function Component() {
  return <ApplicationPage />;
}
