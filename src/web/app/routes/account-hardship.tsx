// Financial hardship in the portal (issue 32): the customer's loans, applications and the form.
import { AccountHardshipPage } from '#web/features/account/hardship-page.tsx';

export function Component() {
  return <AccountHardshipPage />;
}
