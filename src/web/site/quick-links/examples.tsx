import { DemoFrame, type WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { QuickLinksBar } from './quick-links.tsx';

export const quickLinksExamples: WidgetExamples = {
  widget: 'quick-links',
  title: 'Quick links',
  examples: [
    {
      name: 'in a frame, under 1024 px wide, once the gallery is scrolled past half the screen',
      render: () => (
        <DemoFrame bottomBar>
          <p>
            The bar sits at this frame’s bottom instead of the window’s. From 1024 px wide the
            header does its job and the bar is not shown.
          </p>
          <QuickLinksBar />
        </DemoFrame>
      ),
    },
  ],
};
