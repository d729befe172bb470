import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';

/** A minimal observable store for the few pieces of global client state (ARCHITECTURE.md: stores/). */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: T | ((prev: T) => T)) {
      state = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Store<T> = ReturnType<typeof createStore<T>>;

/** A store and the state it has for one page the server renders (built by `serverState`). */
export type ServerState = readonly [Store<unknown>, unknown];

/** Pairs a store with a page's state for it, their types checked against each other. */
export const serverState = <T>(store: Store<T>, state: T): ServerState => [
  store as unknown as Store<unknown>,
  state,
];

/**
 * The stores' states of the page being rendered on the server (entry-server.tsx). The stores are
 * modules, one for every page the server renders at once, so a page's own state (whose token) is
 * given here instead, and never written into them. In the browser there is none.
 */
const ServerStates = createContext<ReadonlyMap<Store<unknown>, unknown> | null>(null);

export function ServerStatesProvider({ states, children }: { states: ServerState[]; children: ReactNode }) {
  return createElement(ServerStates.Provider, { value: new Map(states) }, children);
}

export function useStore<T>(store: Store<T>): T {
  const states = useContext(ServerStates);
  const key = store as unknown as Store<unknown>;
  // React reads the server snapshot while it renders on the server, and while the browser
  // hydrates that render, where the store itself holds what the server was given.
  const serverSnapshot = states?.has(key) ? () => states.get(key) as T : store.get;
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}
