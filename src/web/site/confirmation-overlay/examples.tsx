import { useState } from 'react';
import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { ConfirmationOverlay } from './confirmation-overlay.tsx';

function OnArrival() {
  // Each press draws a new overlay, as a page does when it opens.
  const [shown, setShown] = useState(0);
  return (
    <>
      <button type="button" className="button" onClick={() => setShown((count) => count + 1)}>
        Show the confirmation overlay
      </button>
      {shown > 0 ? (
        <ConfirmationOverlay key={shown}>We have your details.</ConfirmationOverlay>
      ) : null}
    </>
  );
}

export const confirmationOverlayExamples: WidgetExamples = {
  widget: 'confirmation-overlay',
  title: 'Confirmation overlay',
  examples: [{ name: 'on arrival', render: () => <OnArrival /> }],
};
