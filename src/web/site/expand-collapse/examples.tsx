import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { ExpandCollapse, ExpandCollapseSet } from './expand-collapse.tsx';

export const expandCollapseExamples: WidgetExamples = {
  widget: 'expand-collapse',
  title: 'Expand/collapse',
  examples: [
    {
      name: 'a set, one open at a time',
      render: () => (
        <ExpandCollapseSet>
          <ExpandCollapse title="What do I need to apply?">
            <p>Your driver licence or passport, and details of your income.</p>
          </ExpandCollapse>
          <ExpandCollapse title="How long does it take?">
            <p>About 15 minutes online.</p>
          </ExpandCollapse>
        </ExpandCollapseSet>
      ),
    },
    {
      name: 'on its own',
      render: () => (
        <ExpandCollapse title="Why we ask for your bank statements">
          <p>They confirm your income, so we lend what you can afford.</p>
        </ExpandCollapse>
      ),
    },
  ],
};
