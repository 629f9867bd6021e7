// The customer portal's code. "Continue" makes the session hold the application; the step page
// resumes it from the session (decision 059).
import { PortalPage } from '#web/features/account/portal-page.tsx';
import { ComplaintStart } from '#web/features/complaints/complaint-start.tsx';
import { HardshipLink } from '#web/features/account/hardship-link.tsx';
import { LoanStatements } from '#web/features/account/loan-statements.tsx';

export function Component() {
  // issue 32: a complaint from the portal keeps the signed-in customer's account.
  return (
    <PortalPage>
      <HardshipLink />
      {/* Continuing disclosure statements (CCCFA s 18, decision 151). */}
      <LoanStatements />
      <ComplaintStart />
    </PortalPage>
  );
}
