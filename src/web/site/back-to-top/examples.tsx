import { DemoFrame, type WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { BackToTop } from './back-to-top.tsx';

export const backToTopExamples: WidgetExamples = {
  widget: 'back-to-top',
  title: 'Back to top',
  examples: [
    {
      name: 'in a frame, shown once the gallery is scrolled past 300 px',
      render: () => (
        <DemoFrame bottomBar>
          <p>
            The button sits in this frame’s corner instead of the window’s. It follows the gallery’s
            scroll and takes you to the top of the page.
          </p>
          <BackToTop />
        </DemoFrame>
      ),
    },
  ],
};
