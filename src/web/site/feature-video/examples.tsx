import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { homePage } from '#content/home.ts';
import { FeatureVideo } from './feature-video.tsx';

export const featureVideoExamples: WidgetExamples = {
  widget: 'feature-video',
  title: 'Feature video',
  examples: [
    {
      name: 'replays 10 seconds after ending',
      render: () => <FeatureVideo video={homePage.featureVideo} />,
    },
  ],
};
