import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { ScrollAnimationArea } from './scroll-animation.tsx';

export const scrollAnimationExamples: WidgetExamples = {
  widget: 'scroll-animation',
  title: 'Scroll animation',
  examples: [
    {
      name: 'below the fold',
      render: () => (
        <ScrollAnimationArea as="ul" className="highlights">
          <li data-scroll-animation="">
            <h3>Apply online in 15 minutes</h3>
            <p>Each step is saved as you go.</p>
          </li>
          <li data-scroll-animation="">
            <h3>A decision the same day</h3>
            <p>Most applications made before 3pm on a working day.</p>
          </li>
          <li data-scroll-animation="">
            <h3>People in your town</h3>
            <p>Talk to your branch whenever you like.</p>
          </li>
        </ScrollAnimationArea>
      ),
    },
  ],
};
