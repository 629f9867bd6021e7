import { DemoFrame, type WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { SiteHeader } from './site-header.tsx';

export const siteHeaderExamples: WidgetExamples = {
  widget: 'site-header',
  title: 'Site header',
  examples: [
    {
      name: 'in a frame: hides as the gallery scrolls down, Menu under 1024 px',
      render: () => (
        <DemoFrame>
          <SiteHeader id="example-header" navigationLabel="Main (example)" />
          <p>
            Scroll the gallery down and the header slides out of this frame; scroll up and it comes
            back. Under 1024 px wide its navigation is behind the Menu button.
          </p>
        </DemoFrame>
      ),
    },
  ],
};
