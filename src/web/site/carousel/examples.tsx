import type { WidgetExamples } from '#web/widgets/gallery/example.tsx';
import { homePage } from '#content/home.ts';
import { Carousel } from './carousel.tsx';

const slides = homePage.moreHeroes.map((hero) => (
  <div className="hero" key={hero.heading}>
    <div>
      <p className="lead">{hero.heading}</p>
      <p>{hero.text}</p>
      <a href={hero.link.to}>{hero.link.label}</a>
    </div>
  </div>
));

export const carouselExamples: WidgetExamples = {
  widget: 'carousel',
  title: 'Carousel',
  examples: [
    {
      name: 'auto-play every 5 seconds',
      render: () => (
        <Carousel labels={{ ...homePage.carousel, label: 'Gallery heroes' }} slides={slides} />
      ),
    },
    {
      name: 'without auto-play',
      render: () => (
        <Carousel
          labels={{ ...homePage.carousel, label: 'Gallery heroes, still' }}
          slides={slides}
          autoPlay={false}
        />
      ),
    },
  ],
};
