// The workspace's hardship applications (issue 32).
import { StaffHardshipListPage } from '#web/features/staff/hardship-pages.tsx';

export function Component() {
  return <StaffHardshipListPage />;
}
