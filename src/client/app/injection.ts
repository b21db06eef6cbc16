import type { Reducer } from '@reduxjs/toolkit';

/**
 * A part of the app that lives in its own chunk (the back office) and brings its own reducer
 * and saga. The storefront never imports it; the chunk hands itself to `injectFeature` when it
 * loads, so shoppers never download its code.
 */
export interface InjectableFeature {
  /** The state key its reducer owns, and the name its saga runs under. */
  key: string;
  reducer: Reducer;
  saga?: () => Generator;
}

/** What a store offers to late features (see setupStore). */
export interface InjectionTarget {
  injectReducer(key: string, reducer: Reducer): void;
  runSaga(key: string, saga: () => Generator): boolean;
}

// Features loaded so far. A chunk's code stays loaded, so a store created later (a test's
// fresh store, a store rebuilt after hot reload) gets them as well.
const loaded = new Map<string, InjectableFeature>();
let target: InjectionTarget | null = null;

function apply(store: InjectionTarget, feature: InjectableFeature) {
  store.injectReducer(feature.key, feature.reducer);
  if (feature.saga) store.runSaga(feature.key, feature.saga);
}

/** setupStore registers the store it built; every feature loaded so far joins it. */
export function registerInjectionTarget(store: InjectionTarget): void {
  target = store;
  loaded.forEach((feature) => apply(store, feature));
}

/** Called once by a chunk when it loads; running its module again changes nothing. */
export function injectFeature(feature: InjectableFeature): void {
  loaded.set(feature.key, feature);
  if (target) apply(target, feature);
}
