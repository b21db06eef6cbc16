import { combineReducers, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import createSagaMiddleware from 'redux-saga';
import { registerTokenSource } from '../lib/api-client';
import { registerSupportLogSource } from '../lib/support-log-source';
import { actionSanitizer, stateSanitizer } from './devtools-sanitizers';
import { registerInjectionTarget } from './injection';
import type { KeyValueStore } from './persistence/keyed-storage';
import { createSliceReducers, type SliceStates } from './root-reducer';
import { keepAlive, rootSaga } from './root-saga';
import { createSessionRecorder, SUPPORT_LOG_LIMIT } from './support-log/recorder';
import { buildSupportLog } from './support-log/support-log';

export type PreloadedRootState = Partial<SliceStates>;

export interface StoreOptions {
  /** Where persisted fields live; the browser's localStorage unless a test passes its own. */
  storage?: KeyValueStore;
  /** Whether the feature sagas run (saga-free stores keep component tests offline). */
  sagas?: boolean;
  /**
   * Replay mode (lib/replay-switch.ts): no sagas, and every action the page itself dispatches is
   * dropped, so only Redux DevTools moves the store while support steps through a log.
   */
  replay?: boolean;
}

/**
 * The Redux DevTools connection, production included: support works on the live shop. The
 * deny-list hides redux-persist's bookkeeping from the monitor; recording keeps it, and the
 * persisted reducers replay it harmlessly (persistence/persist-configs.ts).
 */
export const DEVTOOLS_OPTIONS = {
  name: 'Petora',
  maxAge: SUPPORT_LOG_LIMIT,
  actionsDenylist: ['persist/PERSIST', 'persist/REGISTER', 'persist/FLUSH', 'persist/PAUSE', 'persist/PURGE'],
  actionSanitizer,
  stateSanitizer,
};

// In replay mode the page's own actions (mounting pages, the router) never reach the store.
const dropEverything: Middleware = () => () => (action) => action;

/**
 * Creates the one store of the shop. Persistence starts when `persistStore(store)` is called
 * (the app does it at startup), so tests decide whether storage is involved. Features of other
 * chunks join later through `injectReducer` and `runSaga` (see injection.ts).
 */
export function setupStore(preloadedState?: PreloadedRootState, options: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error(error),
  });
  const slices = createSliceReducers(options.storage);
  const rootReducer = combineReducers(slices);
  const recorder = createSessionRecorder();
  const first: Middleware[] = options.replay ? [dropEverything] : [recorder.middleware];
  const store = configureStore({
    reducer: rootReducer,
    // The persisted slices accept their plain states; redux-persist adds its own bookkeeping.
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // redux-persist's own actions carry callbacks by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(...first).concat(sagaMiddleware),
    devTools: DEVTOOLS_OPTIONS,
  });
  const sagasOn = options.sagas !== false && !options.replay;
  if (sagasOn) sagaMiddleware.run(rootSaga);
  registerTokenSource(() => store.getState().auth.token);
  registerSupportLogSource(() => buildSupportLog(recorder.recorded(store.getState())));

  const injected: Record<string, Reducer> = {};
  const running = new Set<string>();
  const injectable = Object.assign(store, {
    /** Adds (or, after a hot reload, swaps) the reducer of a late feature; its state is kept. */
    injectReducer(key: string, reducer: Reducer) {
      if (key in slices) throw new Error(`The state key "${key}" belongs to the storefront.`);
      if (injected[key] === reducer) return;
      injected[key] = reducer;
      store.replaceReducer(combineReducers({ ...slices, ...injected }) as unknown as typeof rootReducer);
    },
    /**
     * Starts a late feature's saga, once per key: a chunk whose module runs a second time must
     * not double every request. Answers whether it started now.
     */
    runSaga(key: string, saga: () => Generator) {
      if (!sagasOn || running.has(key)) return false;
      running.add(key);
      sagaMiddleware.run(keepAlive, saga);
      return true;
    },
  });
  registerInjectionTarget(injectable);
  return injectable;
}

export type AppStore = ReturnType<typeof setupStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
