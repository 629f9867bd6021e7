import type { ReactNode } from 'react';
import { useOnDemand } from '../on-demand/use-on-demand.ts';
import './confirmation-overlay.css';

/**
 * The confirmation overlay (site-and-tools §2): covers the page with a short confirmation when it
 * opens, and fades after a random 2000 to 2999 ms. It is a status, so a screen reader says it; the
 * page beneath is already there. Its fade loads on demand; without JavaScript CSS fades it.
 */
export function ConfirmationOverlay({ children }: { children: ReactNode }) {
  const ref = useOnDemand<HTMLDivElement>(() => import('./confirmation-overlay.on-demand.ts'));
  return (
    <div ref={ref} className="confirmation-overlay" role="status">
      <span className="confirmation-overlay__tick" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
