import { useState } from 'react';
import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { SessionTimeoutArea } from './session-timeout.tsx';

/** A twentieth of a minute: the example's delays are seconds, not the pages' minutes. */
const THREE_SECONDS_IN_MINUTES = 0.05;

/** Starts on request, so opening the gallery opens no modal. */
function ShortTimeout() {
  const [runs, setRuns] = useState(0);
  return (
    <>
      <button type="button" className="button" onClick={() => setRuns((count) => count + 1)}>
        {runs === 0 ? 'Start the timeout' : 'Start the timeout again'}
      </button>
      {runs > 0 ? (
        <SessionTimeoutArea
          key={runs}
          timeout={{
            warningMinutes: THREE_SECONDS_IN_MINUTES,
            clearMinutes: THREE_SECONDS_IN_MINUTES,
          }}
        >
          <p>The page’s content: it is removed when the page is cleared.</p>
        </SessionTimeoutArea>
      ) : null}
    </>
  );
}

export const sessionTimeoutExamples: WidgetExamples = {
  widget: 'session-timeout',
  title: 'Session timeout',
  examples: [
    {
      name: 'warning 3 s after Start, cleared 3 s later (Start again reloads the gallery)',
      render: () => <ShortTimeout />,
    },
  ],
};
