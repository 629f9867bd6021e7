import type { ReactNode } from 'react';
import { useOnDemand } from '../on-demand/use-on-demand.ts';
import './carousel.css';

export interface CarouselLabels {
  /** The carousel's name, read with its role ("Our loans, carousel"). */
  label: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

/**
 * A carousel (site-and-tools §2, §9 "Carousel auto-play 5 s for home heroes"): rendered on the
 * server with the first slide showing and the others inert, so the first slide is the page's
 * first paint and nothing moves when the behaviour arrives. The behaviour (Embla) loads on demand
 * after first paint; it auto-plays every 5 s unless `autoPlay` is off or the visitor prefers
 * reduced motion, and the visible Pause button stops it. Focus inside the carousel pauses it too.
 */
export function Carousel({
  labels,
  slides,
  autoPlay = true,
}: {
  labels: CarouselLabels;
  slides: ReactNode[];
  autoPlay?: boolean;
}) {
  const ref = useOnDemand<HTMLElement>(() => import('./carousel.on-demand.ts'), 'carousel');
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={labels.label}
      data-autoplay={autoPlay ? '' : undefined}
      data-play-label={labels.play}
      data-pause-label={labels.pause}
      ref={ref}
    >
      <div className="carousel__viewport">
        <div className="carousel__track" aria-live="off">
          {slides.map((slide, index) => (
            <div
              // The slides are fixed content: their order is their identity.
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              inert={index > 0}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        {autoPlay ? (
          <button type="button" className="button carousel__pause" data-carousel="pause">
            {labels.pause}
          </button>
        ) : null}
        <button type="button" className="button" data-carousel="previous">
          {labels.previous}
        </button>
        <button type="button" className="button" data-carousel="next">
          {labels.next}
        </button>
      </div>
    </section>
  );
}
