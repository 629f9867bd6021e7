/**
 * The confirmation overlay's fade (site-and-tools §2, §9 "Confirmation overlay fades after a
 * random 2000 to 2999 ms"): a whole number of milliseconds picked when the overlay appears, then
 * a short fade (none for visitors who prefer reduced motion), then the overlay is hidden.
 */

// spec: site-and-tools §9 "a random 2000 to 2999 ms"
export const FADE_AFTER_MIN_MS = 2000;
export const FADE_AFTER_MAX_MS = 2999;
/** How long the fade itself takes (matches confirmation-overlay.css). */
export const FADE_MS = 400;

export const FADING_CLASS = 'confirmation-overlay--fading';

/** A whole number of milliseconds from 2000 to 2999, each equally likely. */
export function fadeAfterMs(random: () => number = Math.random): number {
  return FADE_AFTER_MIN_MS + Math.floor(random() * (FADE_AFTER_MAX_MS - FADE_AFTER_MIN_MS + 1));
}

export function attach(overlay: HTMLElement): () => void {
  const delay = fadeAfterMs();
  // The chosen delay, for people and tests reading the page.
  overlay.dataset.fadeAfterMs = String(delay);
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const fadeTimer = setTimeout(() => {
    overlay.classList.add(FADING_CLASS);
    hideTimer = setTimeout(
      () => {
        overlay.hidden = true;
      },
      reduce ? 0 : FADE_MS,
    );
  }, delay);
  return () => {
    clearTimeout(fadeTimer);
    clearTimeout(hideTimer);
  };
}
