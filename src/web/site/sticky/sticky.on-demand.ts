import { RESIZE_THROTTLE_MS } from '../site-header/sticky-header.on-demand.ts';
import { checkStickyFits } from './sticky.ts';

/**
 * Any sticky element other than the header (a summary beside a long form, a table's heading):
 * checked when it attaches and again after a resize (throttled like the header's, 250 ms),
 * logging the spec's error when it is taller than its container.
 */
export function attach(element: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      checkStickyFits(element);
    }, RESIZE_THROTTLE_MS);
  };
  checkStickyFits(element);
  window.addEventListener('resize', onResize, { passive: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
