// My work, the workspace's home (issue 29).
import { MyWorkPage } from '#web/features/staff/my-work-page.tsx';

export function Component() {
  return <MyWorkPage />;
}
