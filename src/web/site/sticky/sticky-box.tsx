import type { ReactNode } from 'react';
import { useOnDemand } from '../on-demand/use-on-demand.ts';
import './sticky.css';

/**
 * An element that sticks to the top of the screen while its container scrolls past
 * (site-and-tools §2); its check (§8: one taller than its container logs an error) loads on demand.
 */
export function StickyBox({ children, label }: { children: ReactNode; label: string }) {
  const ref = useOnDemand<HTMLElement>(() => import('./sticky.on-demand.ts'), 'sticky');
  return (
    <aside className="sticky-box" aria-label={label} ref={ref}>
      {children}
    </aside>
  );
}
