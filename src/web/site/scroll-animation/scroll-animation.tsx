import type { ElementType, ReactNode } from 'react';
import { onFirstScrollOrMove, useOnDemand } from '../on-demand/use-on-demand.ts';
import './scroll-animation.css';

/**
 * An area whose members (`data-scroll-animation`) play an entrance once as they scroll into view
 * (site-and-tools §2). The watching loads on the visitor's first scroll or move (decision 154):
 * nothing waits or plays before the page moves; without it, or with reduced motion, the members
 * are simply there.
 */
export function ScrollAnimationArea({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  const ref = useOnDemand<HTMLElement>(
    () => import('./scroll-animation.on-demand.ts'),
    'behaviour',
    onFirstScrollOrMove,
  );
  return (
    <Tag ref={ref} className={className} data-scroll-animation-area="">
      {children}
    </Tag>
  );
}
