import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '#web/router/router.tsx';
import type { BrowsingConversionEvent } from '#domain/contracts/wire.ts';
import { beforeFollowing, opensElsewhere, trackBrowsing } from './track.ts';

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
    const sent = Promise.all(events().map((name) => trackBrowsing(name, pathname)));
    if (opensElsewhere(event)) return;
    event.preventDefault();
    await beforeFollowing(sent);
    await navigate(to);
  }
  return (
    <Link to={to} className={className} onClick={follow}>
      {children}
    </Link>
  );
}
