// The lender's workspace queue (issue 20).
import { QueuePage } from '#web/features/staff/queue-page.tsx';

export function Component() {
  return <QueuePage />;
}
