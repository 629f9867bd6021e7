import { useEffect, useRef, useState } from 'react';
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

/** What shows the visitor has started on the page, a scroll or a resize among them. */
const SCROLL_OR_MOVE = [
  'scroll',
  'resize',
  'wheel',
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
] as const;

/**
 * A trigger for behaviours that answer the page's scrolling (the sticky header, back to top): the
 * code loads on the visitor's first scroll, resize, pointer, touch, key or focus, not with the
 * page (docs/decisions/140). Nothing they do shows before the page moves, and a page the browser
 * restores part-way down scrolls as it opens.
 */
export const onFirstScrollOrMove: OnDemandTrigger<HTMLElement> = (_element, load) => {
  const moved = (event: Event) => {
    // The page's scroll and resize, not an element's (a video's size known, a list scrolled).
    if ((event.type === 'scroll' || event.type === 'resize') && event.target instanceof Element)
      return;
    stop();
    load();
  };
  const stop = () => {
    for (const type of SCROLL_OR_MOVE) window.removeEventListener(type, moved, true);
  };
  for (const type of SCROLL_OR_MOVE)
    window.addEventListener(type, moved, { capture: true, passive: true });
  if (window.scrollY > 0)
    queueMicrotask(() => {
      stop();
      load();
    });
  return stop;
};

/**
 * False until the visitor's first scroll, resize, pointer, touch, key or focus on the page
 * (onFirstScrollOrMove), true from then on: for a part that shows only once the page has moved
 * (the quick-links bar) and so loads its code then, not with the page.
 */
export function useMovedYet(): boolean {
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) return;
    return onFirstScrollOrMove(document.documentElement, () => setMoved(true));
  }, [moved]);
  return moved;
}
