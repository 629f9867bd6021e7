// The customer portal's code. "Continue" makes the session hold the application; the step page
// resumes it from the session (decision 059).
import { PortalPage } from '#web/features/account/portal-page.tsx';

export function Component() {
  return <PortalPage />;
}
