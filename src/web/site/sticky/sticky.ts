import { logSiteError } from '../log-site-error.ts';

// spec: site-and-tools §8 "A sticky element taller than its container logs an error."
export const STICKY_TALLER_THAN_CONTAINER = 'Sticky element is taller than its container';

/**
 * Checks that a sticky element fits in its container (its parent, the box it sticks within) and
 * logs the spec's error when it does not: such an element cannot stick, and hides what is below
 * it. Returns whether it fits.
 */
export function checkStickyFits(element: HTMLElement): boolean {
  const container = element.parentElement;
  if (!container) return true;
  const fits = element.getBoundingClientRect().height <= container.getBoundingClientRect().height;
  if (!fits) logSiteError(STICKY_TALLER_THAN_CONTAINER, { helper: 'sticky', element });
  return fits;
}
