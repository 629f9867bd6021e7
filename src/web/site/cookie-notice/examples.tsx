import { useState } from 'react';
import { DemoFrame, type WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { storePermission } from '../permissions/browser-permissions.ts';
import { CookieNoticeArea } from './cookie-notice.tsx';

/**
 * "Got it" stores the answer; forgetting it shows the notice again, as to a new visitor. The notice
 * shows only after hydration, so it sits in a frame of one height: its showing or going moves
 * nothing below it (the modal examples' buttons were pushed from under a visitor's click).
 */
function CookieNoticeDemo() {
  const [shows, setShows] = useState(0);
  return (
    <>
      <DemoFrame fixedHeight>
        <CookieNoticeArea key={shows} label="Cookies (example)" />
      </DemoFrame>
      <button
        type="button"
        className="button"
        onClick={() => {
          storePermission('cookie', 'PENDING');
          setShows((count) => count + 1);
        }}
      >
        Forget the answer and show it again
      </button>
    </>
  );
}

export const cookieNoticeExamples: WidgetExamples = {
  widget: 'cookie-notice',
  title: 'Cookie notice',
  examples: [
    {
      name: 'until Got it is pressed',
      render: () => <CookieNoticeDemo />,
    },
  ],
};
