import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: what the getters read does not change while the page is open. */
export const noSubscription = () => () => {};

/**
 * False in the server's HTML and in the browser until React has hydrated the page, true from then
 * on: for what must wait for the page's script (a button that would otherwise submit a form with
 * no script to send it, a part that loads on demand), without a mismatch at hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
