import { logSiteError } from '../log-site-error.ts';

/**
 * Scroll animations (site-and-tools §2 "scroll animations play once with offset 0"): each member
 * (`data-scroll-animation`) of an area below the fold waits, faded, and plays its entrance once, as
 * soon as any part of it comes into the window (offset 0: no margin). Members already in view when
 * the page opens are simply shown. Visitors who prefer reduced motion get no animation at all.
 */

export const MEMBER_SELECTOR = '[data-scroll-animation]';
/** Set on a member waiting below the fold; removed as it plays. */
export const WAITING_CLASS = 'scroll-animation--waiting';
/** Set on a member once it has played (or was shown without playing); it never plays again. */
export const PLAYED_CLASS = 'scroll-animation--played';
// spec: site-and-tools §2 "offset 0": the entrance starts when the element's first pixel shows.
export const OFFSET_PX = 0;
/** Logged when an area has nothing to animate (site-and-tools §8, issue 10 behaviour 16). */
export const EMPTY_AREA_ERROR = 'Scroll animation area has no members';

export function attach(area: HTMLElement): () => void {
  const members = Array.from(area.querySelectorAll<HTMLElement>(MEMBER_SELECTOR));
  if (members.length === 0) {
    logSiteError(EMPTY_AREA_ERROR, { helper: 'scroll-animation', element: area });
    return () => undefined;
  }
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const play = (member: HTMLElement) => {
    member.classList.remove(WAITING_CLASS);
    member.classList.add(PLAYED_CLASS);
  };
  const below = members.filter(
    (member) => member.getBoundingClientRect().top >= window.innerHeight + OFFSET_PX,
  );
  for (const member of members) if (reduce || !below.includes(member)) play(member);
  if (reduce || below.length === 0) return () => undefined;

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        play(entry.target as HTMLElement);
        // Once: a member that has played is not watched again.
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px ${-OFFSET_PX}px 0px`, threshold: 0 },
  );
  for (const member of below) {
    member.classList.add(WAITING_CLASS);
    observer.observe(member);
  }
  return () => {
    observer.disconnect();
    for (const member of below) member.classList.remove(WAITING_CLASS);
  };
}
