import { useEffect, useState, type RefObject } from 'react';

const observable = () => typeof IntersectionObserver === 'function';

/**
 * Whether `element` is in view or within 200px of it, from the first time it is: a part below the
 * first screen (the step's summary after the form on a phone, the home page's video) loads its
 * code then, not with the page (docs/decisions/140). False in the server's HTML; without an
 * IntersectionObserver, true in the browser.
 */
export function useNearView(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target || !observable()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near || (typeof window !== 'undefined' && !observable());
}
