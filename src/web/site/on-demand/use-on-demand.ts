import { useEffect, useRef } from 'react';
import { loadChunk } from './load-chunk.ts';

/** Set on an element while its on-demand behaviour is attached. */
export const ATTACHED = 'data-behaviour-attached';

/** A behaviour that attaches to an element and returns how to detach it. */
export interface OnDemandBehaviour<T extends HTMLElement> {
  attach(element: T): () => void;
}

/**
 * Attaches a behaviour whose code loads after the page has rendered: the page's initial
 * JavaScript carries only this hook and the import, never the behaviour (bench/route-budgets).
 * The behaviour's module is an `*.on-demand.ts` file, which the budget does not count. It loads
 * through `loadChunk` (120 s time-out); a behaviour that cannot load logs the generic chunk error
 * (site-and-tools §8) and leaves the server-rendered element as it is.
 */
export function useOnDemand<T extends HTMLElement>(
  load: () => Promise<OnDemandBehaviour<T>>,
  chunk = 'behaviour',
): React.RefObject<T | null> {
  const ref = useRef<T>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    let detach: (() => void) | undefined;
    let live = true;
    const loading = loadChunk(
      chunk,
      loadRef.current,
      (module) => typeof module.attach === 'function',
    );
    loading.then((behaviour) => {
      const element = ref.current;
      if (!live || !element) return;
      const detachBehaviour = behaviour.attach(element);
      // The element says when its behaviour is live: tests wait for it before scrolling or typing.
      element.setAttribute(ATTACHED, '');
      detach = () => {
        detachBehaviour();
        element.removeAttribute(ATTACHED);
      };
    }, console.error);
    return () => {
      live = false;
      detach?.();
    };
  }, [chunk]);
  return ref;
}
