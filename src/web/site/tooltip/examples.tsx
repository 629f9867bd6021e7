import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { Tooltip } from './tooltip.tsx';

export const tooltipExamples: WidgetExamples = {
  widget: 'tooltip',
  title: 'Tooltip',
  examples: [
    {
      name: 'default',
      render: () => (
        <p>
          Application ID{' '}
          <Tooltip label="About the Application ID">
            The number we give your application. Quote it when you call us.
          </Tooltip>
        </p>
      ),
    },
    {
      name: 'at the right edge (kept 20 px from it)',
      render: () => (
        <p style={{ textAlign: 'right' }}>
          Why we ask for your income{' '}
          <Tooltip label="Why we ask: income">
            We need to be sure the repayments are affordable for you, as the Credit Contracts and
            Consumer Finance Act requires.
          </Tooltip>
        </p>
      ),
    },
  ],
};
