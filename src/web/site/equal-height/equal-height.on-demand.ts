import { logSiteError } from '../log-site-error.ts';

/**
 * Equal-height groups (site-and-tools §2): the members of a group (its children marked
 * `data-equal-height`) take the height of the tallest. Measured again when the window is resized
 * (at most every 250 ms, site-and-tools §9), when an expand/collapse item changes, and when a
 * member's own size changes (fonts, images). Members side by side only: where the layout stacks
 * them in one column (a phone), each keeps its own height.
 */

// spec: site-and-tools §9 "resize throttle 250 ms"
export const RESIZE_THROTTLE_MS = 250;
export const MEMBER_SELECTOR = '[data-equal-height]';
/** Logged when a group has nothing to make equal (site-and-tools §8, issue 10 behaviour 16). */
export const EMPTY_GROUP_ERROR = 'Equal height group has no members';

export function attach(group: HTMLElement): () => void {
  const members = () => Array.from(group.querySelectorAll<HTMLElement>(MEMBER_SELECTOR));
  if (members().length === 0) {
    logSiteError(EMPTY_GROUP_ERROR, { helper: 'equal-height', element: group });
    return () => undefined;
  }
  let measuring = false;
  const measure = () => {
    measuring = true;
    const all = members();
    for (const member of all) member.style.minHeight = '';
    // Only members sharing a row with another are evened out.
    const tops = new Set(all.map((member) => Math.round(member.getBoundingClientRect().top)));
    if (tops.size < all.length) {
      const tallest = Math.max(...all.map((member) => member.getBoundingClientRect().height));
      for (const member of all) member.style.minHeight = `${Math.ceil(tallest)}px`;
    }
    group.setAttribute('data-equal-height-measured', '');
    // Our own min-height changes must not start another measure.
    requestAnimationFrame(() => {
      measuring = false;
    });
  };
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    resizeTimer ??= setTimeout(() => {
      resizeTimer = undefined;
      measure();
    }, RESIZE_THROTTLE_MS);
  };
  const observer = new ResizeObserver(() => {
    if (!measuring) onResize();
  });
  measure();
  for (const member of members()) observer.observe(member);
  window.addEventListener('resize', onResize);
  document.addEventListener('expand-collapse:change', onResize);
  return () => {
    clearTimeout(resizeTimer);
    observer.disconnect();
    window.removeEventListener('resize', onResize);
    document.removeEventListener('expand-collapse:change', onResize);
    for (const member of members()) member.style.minHeight = '';
  };
}
