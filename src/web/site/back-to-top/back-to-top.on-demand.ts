// spec: site-and-tools §9 "Back-to-top after 300px"
export const BACK_TO_TOP_AFTER_PX = 300;
// spec: site-and-tools §9 "Scroll check every 250 ms"
const SCROLL_CHECK_INTERVAL_MS = 250;

/**
 * Shows the back-to-top button once the visitor has scrolled more than 300px (site-and-tools
 * §2); pressing it scrolls to the top and moves focus to the top of the page, so keyboard and
 * screen-reader users land where sighted users do.
 */
export function attach(button: HTMLElement): () => void {
  let scrolled = true;
  const check = () => {
    if (!scrolled) return;
    scrolled = false;
    button.hidden = window.scrollY <= BACK_TO_TOP_AFTER_PX;
  };
  const onScroll = () => {
    scrolled = true;
  };
  const onClick = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('top')?.focus({ preventScroll: true });
  };
  check();
  const interval = setInterval(check, SCROLL_CHECK_INTERVAL_MS);
  window.addEventListener('scroll', onScroll, { passive: true });
  button.addEventListener('click', onClick);
  return () => {
    clearInterval(interval);
    window.removeEventListener('scroll', onScroll);
    button.removeEventListener('click', onClick);
    button.hidden = true;
  };
}
