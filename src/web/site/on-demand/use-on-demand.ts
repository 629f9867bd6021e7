import { useEffect, useRef } from 'react';
import { loadChunk } from './load-chunk.ts';

/** Set on an element while its on-demand behaviour is attached. */
export const ATTACHED = 'data-behaviour-attached';

/** A behaviour that attaches to an element and returns how to detach it. */
export interface OnDemandBehaviour<T extends HTMLElement> {
  /** `shownAt`: when the element was first on the page (performance.now()). */
  attach(element: T, shownAt: number): () => void;
}

/**
 * When a behaviour's code is needed: calls `load` once (at the latest) and returns how to stop
 * watching. Without one, the code loads as the page mounts.
 */
export type OnDemandTrigger<T extends HTMLElement> = (element: T, load: () => void) => () => void;

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
  trigger?: OnDemandTrigger<T>,
): React.RefObject<T | null> {
  const ref = useRef<T>(null);
  const loadRef = useRef(load);
  const triggerRef = useRef(trigger);
  useEffect(() => {
    let detach: (() => void) | undefined;
    let live = true;
    const shownAt = performance.now();
    let started = false;
    const start = () => {
      if (started || !live) return;
      started = true;
      stopWatching();
      loadChunk(chunk, loadRef.current, (module) => typeof module.attach === 'function').then(
        attachTo,
        console.error,
      );
    };
    const attachTo = (behaviour: OnDemandBehaviour<T>) => {
      const element = ref.current;
      if (!live || !element) return;
      const detachBehaviour = behaviour.attach(element, shownAt);
      // The element says when its behaviour is live: tests wait for it before scrolling or typing.
      element.setAttribute(ATTACHED, '');
      detach = () => {
        detachBehaviour();
        element.removeAttribute(ATTACHED);
      };
    };
    let stopWatching = () => {};
    const element = ref.current;
    if (triggerRef.current && element) stopWatching = triggerRef.current(element, start);
    else start();
    return () => {
      live = false;
      stopWatching();
      detach?.();
    };
  }, [chunk]);
  return ref;
}
