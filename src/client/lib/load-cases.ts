import type { PayloadAction } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The keys of a state whose value is a load status. */
type StatusKey<S> = { [K in keyof S]: S[K] extends LoadStatus ? K : never }[keyof S];

/**
 * The three case reducers of something a slice loads from the server: the request sets
 * `status` to loading, the answer stores its payload under `data` and succeeds, a failure only
 * marks the status (what was shown before stays). Slices give them their own event names:
 * `{ menusRequested: menus.requested, menusLoaded: menus.loaded, menusFailed: menus.failed }`.
 */
export function loadCases<S, D extends keyof S, T extends StatusKey<S>>(data: D, status: T) {
  const set = (state: S, key: keyof S, value: unknown) => {
    (state as Record<keyof S, unknown>)[key] = value;
  };
  return {
    requested(state: S) {
      set(state, status, 'loading');
    },
    loaded(state: S, action: PayloadAction<NonNullable<S[D]>>) {
      set(state, data, action.payload);
      set(state, status, 'succeeded');
    },
    failed(state: S) {
      set(state, status, 'failed');
    },
  };
}
