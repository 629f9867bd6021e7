import { useSyncExternalStore } from 'react';

type Listener = () => void;

/** A form's state outside React, so its behaviour runs and is tested without rendering. */
export interface Store<State> {
  getState(): State;
  /** Merges a patch; listeners run at once, so the next read (a second click) sees it. */
  setState(update: Partial<State> | ((state: State) => Partial<State>)): void;
  subscribe(listener: Listener): () => void;
}

export function createStore<State>(initial: State): Store<State> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's state; re-renders on every change (a form's state is small). */
export function useStoreState<State>(store: Store<State>): State {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
