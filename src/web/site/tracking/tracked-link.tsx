import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '#web/router/router.tsx';
import type { BrowsingConversionEvent } from '#domain/contracts/wire.ts';

// The tracker loads with the click, as the header's tracked items do (docs/decisions/157): the
// pages with a tracked link (the calculator, the promotion) are held to the marketing budget.
const tracker = () => import('./track.ts');

/** A click that opens the link elsewhere (new tab, window, download) is left to the browser. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

interface TrackedLinkProps {
  to: string;
  /** The browsing events this click sends, decided at the click. */
  events: () => BrowsingConversionEvent[];
  /** Runs first, at the click (the calculator leaves its figures for the application). */
  beforeFollow?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A link whose conversion events are posted before it navigates (site-and-tools §7 "Link-following
 * events wait for the post to finish before navigating"), for LINK_EVENT_WAIT_MS at most. A click
 * that opens a new tab sends the events and leaves the page as it is.
 */
export function TrackedLink({ to, events, beforeFollow, className, children }: TrackedLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  async function follow(event: MouseEvent<HTMLAnchorElement>) {
    beforeFollow?.();
    const names = events();
    const here = !opensElsewhere(event);
    if (here) event.preventDefault();
    try {
      const { beforeFollowing, trackBrowsing } = await tracker();
      const sent = Promise.all(names.map((name) => trackBrowsing(name, pathname)));
      if (here) await beforeFollowing(sent);
    } catch {
      console.warn('The conversion tracker could not be loaded.');
    }
    if (here) await navigate(to);
  }
  return (
    <Link to={to} className={className} onClick={follow}>
      {children}
    </Link>
  );
}
