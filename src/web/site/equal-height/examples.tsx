import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { EqualHeightGroup } from './equal-height.tsx';
import './equal-height-example.css';

export const equalHeightExamples: WidgetExamples = {
  widget: 'equal-height',
  title: 'Equal height',
  examples: [
    {
      name: 'three cards',
      render: () => (
        <EqualHeightGroup as="ul" className="equal-height-example">
          <li data-equal-height="" className="card">
            <h3>Personal loans</h3>
            <p>From $2,000.</p>
          </li>
          <li data-equal-height="" className="card">
            <h3>Car loans</h3>
            <p>
              Buying from a dealer or privately: we check the car is clear of debts and can pay the
              seller directly, so you drive away the same day.
            </p>
          </li>
          <li data-equal-height="" className="card">
            <h3>Debt consolidation</h3>
            <p>One loan, one repayment, often less interest than your cards.</p>
          </li>
        </EqualHeightGroup>
      ),
    },
  ],
};
