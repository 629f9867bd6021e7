import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { ChunkErrorBoundary } from '../on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '../on-demand/load-chunk.ts';

/**
 * What a lightbox link opens: `image` the picture at `href`; `inline` the element of this page
 * whose id `href` names ("#terms"); `ajax` the text of a page of this site at `href`.
 */
export type LightboxKind = 'image' | 'inline' | 'ajax';

export interface LightboxItem {
  kind: LightboxKind;
  href: string;
  /** The lightbox's heading; for an image, also its text alternative. */
  title: string;
}

// The dialog and its loading code arrive with the first click, not with the page.
const LightboxDialog = lazyChunk('lightbox', () => import('./lightbox-dialog.on-demand.tsx'));

/**
 * A link that opens its target in a lightbox (site-and-tools §2), built on the site's one modal.
 * Before the page is interactive, or with a modified click, it is a plain link to the target.
 */
export function LightboxLink({
  item,
  className,
  children,
}: {
  item: LightboxItem;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a href={item.href} className={className} onClick={onClick}>
        {children}
      </a>
      {open ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <LightboxDialog item={item} onClose={() => setOpen(false)} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
