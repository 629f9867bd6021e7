import { onFirstScrollOrMove, useOnDemand } from '../on-demand/use-on-demand.ts';
import './back-to-top.css';

/** The back-to-top button (site-and-tools §2); hidden until its behaviour, which loads on the
 * visitor's first scroll or move, shows it. */
export function BackToTop() {
  const ref = useOnDemand<HTMLButtonElement>(
    () => import('./back-to-top.on-demand.ts'),
    'behaviour',
    onFirstScrollOrMove,
  );
  return (
    <button ref={ref} type="button" className="back-to-top" hidden>
      <span aria-hidden="true">↑</span> Back to top
    </button>
  );
}
