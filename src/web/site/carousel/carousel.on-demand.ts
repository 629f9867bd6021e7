import EmblaCarousel from 'embla-carousel';
import { AUTO_PLAY_MS } from './carousel-timing.ts';

/**
 * The carousel's behaviour (carousel.tsx renders its markup): Embla moves the slides by drag,
 * swipe and the Previous and Next buttons; only the slide in view is reachable (the others are
 * inert). Auto-play moves on every 5 s; the Pause button stops and restarts it, and focus inside
 * the carousel holds it while there. A visitor who prefers reduced motion gets no auto-play (the
 * button keeps its place but is hidden) and no sliding animation. The first move is due 5 s after
 * the carousel showed (`shownAt`), however late this code arrived.
 */
export function attach(root: HTMLElement, shownAt = performance.now()): () => void {
  const viewport = root.querySelector<HTMLElement>('.carousel__viewport');
  if (!viewport) return () => undefined;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const embla = EmblaCarousel(viewport, { loop: true, duration: reducedMotion ? 1 : 25 });
  const track = embla.containerNode();
  const button = (name: string) =>
    root.querySelector<HTMLButtonElement>(`[data-carousel="${name}"]`);
  const pause = button('pause');
  const previous = button('previous');
  const next = button('next');

  let playing = root.hasAttribute('data-autoplay') && !reducedMotion;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showSelected = () => {
    const selected = embla.selectedScrollSnap();
    embla.slideNodes().forEach((slide, index) => {
      slide.inert = index !== selected;
    });
  };
  // Each move 5 s after the last (a timer chain, so a late tick never shortens the next wait); the
  // first 5 s after the carousel showed.
  let firstDue: number | undefined = shownAt + AUTO_PLAY_MS;
  const schedule = () => {
    clearTimeout(timer);
    const wait = firstDue === undefined ? AUTO_PLAY_MS : firstDue - performance.now();
    firstDue = undefined;
    // Code that arrived when the first move was due moves at once.
    if (wait <= 0 && playing && !focused) {
      embla.scrollNext();
      schedule();
      return;
    }
    timer =
      playing && !focused
        ? setTimeout(() => {
            embla.scrollNext();
            schedule();
          }, wait)
        : undefined;
    // A moving carousel does not announce its slides; a still one does (WAI-ARIA carousel pattern).
    track.setAttribute('aria-live', playing && !focused ? 'off' : 'polite');
  };
  const showPlaying = () => {
    if (!pause) return;
    pause.textContent = (playing ? root.dataset.pauseLabel : root.dataset.playLabel) ?? '';
  };
  const onPause = () => {
    playing = !playing;
    showPlaying();
    schedule();
  };
  const onPrevious = () => {
    embla.scrollPrev();
    schedule();
  };
  const onNext = () => {
    embla.scrollNext();
    schedule();
  };
  const onFocusIn = () => {
    focused = true;
    schedule();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    focused = false;
    schedule();
  };

  if (pause) pause.hidden = reducedMotion;
  embla.on('select', showSelected);
  pause?.addEventListener('click', onPause);
  previous?.addEventListener('click', onPrevious);
  next?.addEventListener('click', onNext);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  focused = root.contains(document.activeElement);
  showSelected();
  showPlaying();
  schedule();

  return () => {
    clearTimeout(timer);
    pause?.removeEventListener('click', onPause);
    previous?.removeEventListener('click', onPrevious);
    next?.removeEventListener('click', onNext);
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    embla.destroy();
  };
}
