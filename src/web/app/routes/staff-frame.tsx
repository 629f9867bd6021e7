// The lender's workspace frame (issue 29): its own header and navigation around every staff page.
import { StaffFrame } from '#web/features/staff/staff-layout.tsx';

export function Component() {
  return <StaffFrame />;
}
