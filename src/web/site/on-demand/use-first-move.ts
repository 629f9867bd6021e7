import { useEffect } from 'react';

/** What shows the visitor has started on the page: a press, a touch, a key, a focus, an input. */
const FIRST_MOVES = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

/**
 * Calls `onFirstMove` once, on the visitor's first move on the page (decision 113): code the
 * page needs only once the visitor acts is fetched then, not with the page. Pass a function that
 * keeps its identity (a module's), or the watch starts again on each render.
 */
export function useFirstMove(onFirstMove: () => void): void {
  useEffect(() => {
    const moved = () => {
      stop();
      onFirstMove();
    };
    const stop = () => {
      for (const type of FIRST_MOVES) document.removeEventListener(type, moved, true);
    };
    for (const type of FIRST_MOVES)
      document.addEventListener(type, moved, { capture: true, passive: true });
    return stop;
  }, [onFirstMove]);
}
