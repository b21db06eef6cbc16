import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import createSagaMiddleware from 'redux-saga';
import { registerTokenSource } from '../lib/api-client';
import { actionSanitizer, stateSanitizer } from './devtools-sanitizers';
import type { KeyValueStore } from './persistence/keyed-storage';
import { createRootReducer, type SliceStates } from './root-reducer';
import { rootSaga } from './root-saga';

export type PreloadedRootState = Partial<SliceStates>;

export interface StoreOptions {
  /** Where persisted fields live; the browser's localStorage unless a test passes its own. */
  storage?: KeyValueStore;
  /** Whether the feature sagas run (saga-free stores keep component tests offline). */
  sagas?: boolean;
}

/**
 * Creates the one store of the shop. Persistence starts when `persistStore(store)` is called
 * (the app does it at startup), so tests decide whether storage is involved.
 */
export function setupStore(preloadedState?: PreloadedRootState, options: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error(error),
  });
  const store = configureStore({
    reducer: createRootReducer(options.storage),
    // The persisted slices accept their plain states; redux-persist adds its own bookkeeping.
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // redux-persist's own actions carry callbacks by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(sagaMiddleware),
    devTools: { name: 'Petora', actionSanitizer, stateSanitizer },
  });
  if (options.sagas !== false) sagaMiddleware.run(rootSaga);
  registerTokenSource(() => store.getState().auth.token);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
