/**
 * The sticky header's scroll behaviour (site-and-tools §2 "Sticky header", §9 "Address and
 * page"): it takes the scrolled style after 1px, hides when the visitor scrolls down by more
 * than 5px and comes back when they scroll up. Scrolling only sets a flag; the check runs every
 * 250 ms, and a resize re-measures the header at most every 250 ms. A header taller than its
 * container logs the spec's error (site-and-tools §8), checked on attach and after each resize.
 */
import { checkStickyFits } from '../sticky/sticky.ts';

// spec: site-and-tools §9 "Header scrolled style after 1px"
export const HEADER_SCROLLED_AFTER_PX = 1;
// spec: site-and-tools §9 "Scroll hide or show threshold 5px"
export const HEADER_SCROLL_THRESHOLD_PX = 5;
// spec: site-and-tools §9 "Scroll check every 250 ms; resize throttle 250 ms"
export const SCROLL_CHECK_INTERVAL_MS = 250;
export const RESIZE_THROTTLE_MS = 250;

export const SCROLLED_CLASS = 'site-header--scrolled';
export const HIDDEN_CLASS = 'site-header--hidden';

export function attach(header: HTMLElement): () => void {
  let scrolled = true;
  let lastY = window.scrollY;
  let height = header.offsetHeight;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    if (!scrolled) return;
    scrolled = false;
    const y = window.scrollY;
    header.classList.toggle(SCROLLED_CLASS, y >= HEADER_SCROLLED_AFTER_PX);
    if (Math.abs(y - lastY) <= HEADER_SCROLL_THRESHOLD_PX) return;
    // Down past the header hides it; any scroll up (or back near the top) shows it.
    header.classList.toggle(HIDDEN_CLASS, y > lastY && y > height);
    lastY = y;
  };
  const onScroll = () => {
    scrolled = true;
  };
  const onResize = () => {
    resizeTimer ??= setTimeout(() => {
      resizeTimer = undefined;
      height = header.offsetHeight;
      scrolled = true;
      checkStickyFits(header);
    }, RESIZE_THROTTLE_MS);
  };

  checkStickyFits(header);
  check();
  const interval = setInterval(check, SCROLL_CHECK_INTERVAL_MS);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize, { passive: true });
  return () => {
    clearInterval(interval);
    clearTimeout(resizeTimer);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
    header.classList.remove(SCROLLED_CLASS, HIDDEN_CLASS);
  };
}
