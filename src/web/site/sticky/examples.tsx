import { useState } from 'react';
import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { StickyBox } from './sticky-box.tsx';

const container = (height: string) => ({
  height,
  border: '1px dashed var(--colour-divider)',
  padding: 'var(--space-2)',
});

export const stickyExamples: WidgetExamples = {
  widget: 'sticky',
  title: 'Sticky element',
  examples: [
    {
      name: 'fits its container',
      render: () => (
        <div style={container('16rem')}>
          <StickyBox label="Your loan so far">
            <p>$5,000 over 24 months</p>
          </StickyBox>
        </div>
      ),
    },
    {
      name: 'taller than its container (logs an error)',
      render: () => <TooTall />,
    },
  ],
};

/** Shown on request, so that opening the gallery logs no error. */
function TooTall() {
  const [shown, setShown] = useState(false);
  if (!shown)
    return (
      <button type="button" className="button" onClick={() => setShown(true)}>
        Show it
      </button>
    );
  return (
    <div style={container('3rem')}>
      <StickyBox label="Too tall a summary">
        <p>$5,000 over 24 months</p>
        <p>Weekly repayments</p>
        <p>Establishment fee included</p>
      </StickyBox>
    </div>
  );
}
