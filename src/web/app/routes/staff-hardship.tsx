// One hardship application in the workspace (issue 32): the officer's decision.
import { StaffHardshipPage } from '#web/features/staff/hardship-pages.tsx';

export function Component() {
  return <StaffHardshipPage />;
}
