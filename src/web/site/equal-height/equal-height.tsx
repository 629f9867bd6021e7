import type { ElementType, ReactNode } from 'react';
import { useOnDemand } from '../on-demand/use-on-demand.ts';

/**
 * An equal-height group (site-and-tools §2): its members, marked with `data-equal-height`, take
 * the height of the tallest where they sit side by side. The measuring loads on demand.
 */
export function EqualHeightGroup({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  const ref = useOnDemand<HTMLElement>(() => import('./equal-height.on-demand.ts'));
  return (
    <Tag ref={ref} className={className} data-equal-height-group="">
      {children}
    </Tag>
  );
}
