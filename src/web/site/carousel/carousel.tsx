import type { ReactNode } from 'react';
import { ATTACHED, useOnDemand, type OnDemandTrigger } from '../on-demand/use-on-demand.ts';
import { AUTO_PLAY_MS } from './carousel-timing.ts';
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
 * first paint and nothing moves when the behaviour arrives. The behaviour (Embla) loads when it is
 * first needed (loadWhenNeeded), not with the page; it auto-plays every 5 s unless `autoPlay` is off
 * or the visitor prefers reduced motion, and the visible Pause button stops it. Focus inside the
 * carousel pauses it too.
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
  const ref = useOnDemand<HTMLElement>(
    () => import('./carousel.on-demand.ts'),
    'carousel',
    loadWhenNeeded,
  );
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

/**
 * The carousel's code is needed when its first move is due (5 s after it showed, when it
 * auto-plays) or when the visitor reaches for it (a pointer over it, focus in it, a tap), never
 * before the page is idle: a phone's first visit does not pay for Embla (docs/decisions/103). A
 * tap on a control before the code arrived is replayed once it is attached.
 */
const loadWhenNeeded: OnDemandTrigger<HTMLElement> = (root, load) => {
  const autoPlays =
    root.hasAttribute('data-autoplay') &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const timer = autoPlays ? setTimeout(load, AUTO_PLAY_MS) : undefined;
  const onReach = () => load();
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-carousel]');
    if (!control) return;
    load();
    const replay = new MutationObserver(() => {
      if (!root.hasAttribute(ATTACHED)) return;
      replay.disconnect();
      control.click();
    });
    replay.observe(root, { attributes: true, attributeFilter: [ATTACHED] });
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const name of events) root.addEventListener(name, onReach, { passive: true });
  root.addEventListener('click', onClick);
  return () => {
    clearTimeout(timer);
    for (const name of events) root.removeEventListener(name, onReach);
    root.removeEventListener('click', onClick);
  };
};
