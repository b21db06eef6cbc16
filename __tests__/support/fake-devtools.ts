// A stand-in for the Redux DevTools extension, installed before the shop's script runs: the
// shop finds it where it finds the extension (window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) and
// hands it its options and its store, as it would the real one. Like the extension it keeps
// every action with the address the page showed, computes states from a log with the shop's
// own reducer (no middleware: no sagas, no requests) and jumps the store to one of them.

interface Recorded {
  type: string;
  url: string;
}

export interface FakeDevtools {
  options: { name?: string; maxAge?: number; actionsDenylist?: string[] } | null;
  records: Recorded[];
  state(): unknown;
  /** Computes the states of a support log and answers how many there are. */
  load(log: { payload: string; preloadedState: string }): number;
  /** Shows the state after action `index` of the loaded log (or its preloaded state for -1). */
  jump(index: number): unknown;
}

declare global {
  interface Window {
    __fakeDevtools: FakeDevtools;
  }
}

/** The script for page.addInitScript (runs in the page, so it is plain browser code). */
export function installFakeDevtools(): void {
  type AnyReducer = (state: unknown, action: { type: string }) => unknown;
  type Listener = () => void;
  let reducer: AnyReducer | null = null;
  let forced: { state: unknown } | null = null;
  let states: unknown[] = [];
  let preloaded: unknown;
  const listeners = new Set<Listener>();
  let base: { getState(): unknown; dispatch(a: { type: string }): unknown; subscribe(l: Listener): () => void; replaceReducer(r: AnyReducer): void } | null = null;
  const devtools: FakeDevtools = {
    options: null,
    records: [],
    state: () => (forced ? forced.state : base?.getState()),
    load(log) {
      preloaded = JSON.parse(log.preloadedState);
      const actions = JSON.parse(log.payload) as { type: string }[];
      let state = preloaded;
      states = actions.map((action) => (state = reducer!(state, action)));
      return states.length;
    },
    jump(index) {
      forced = { state: index < 0 ? preloaded : states[index] };
      listeners.forEach((listener) => listener());
      return forced.state;
    },
  };
  window.__fakeDevtools = devtools;
  (window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: FakeDevtools['options']) => {
    devtools.options = options && { name: options.name, maxAge: options.maxAge, actionsDenylist: options.actionsDenylist };
    return (...enhancers: ((next: unknown) => unknown)[]) => (createStore: (r: AnyReducer, p: unknown) => NonNullable<typeof base>) => {
      const instrumented = (r: AnyReducer, p: unknown) => {
        reducer = r;
        base = createStore(r, p);
        base.subscribe(() => listeners.forEach((listener) => listener()));
        return {
          ...base,
          getState: () => devtools.state(),
          dispatch(action: { type: string }) {
            const result = base!.dispatch(action);
            devtools.records.push({ type: action.type, url: `${location.pathname}${location.search}${location.hash}` });
            return result;
          },
          subscribe(listener: Listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
          replaceReducer(next: AnyReducer) {
            reducer = next;
            base!.replaceReducer(next);
          },
        };
      };
      return enhancers.reduceRight((next, enhancer) => enhancer(next) as typeof instrumented, instrumented);
    };
  };
}
