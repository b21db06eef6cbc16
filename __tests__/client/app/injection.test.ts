import { createSlice } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { put, takeEvery } from 'redux-saga/effects';
import { injectFeature } from '../../../src/client/app/injection';
import { setupStore } from '../../../src/client/app/store';
import { loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { customerToken, customerSession } from '../auth/token-fixtures';

// A stand-in for a chunk's feature: it counts its events and how often its saga started.
const notes = createSlice({
  name: 'notes',
  initialState: { written: 0, echoed: 0 },
  reducers: {
    written(state) {
      state.written += 1;
    },
    echoed(state) {
      state.echoed += 1;
    },
  },
});
let sagaStarts = 0;
function* notesSaga() {
  sagaStarts += 1;
  yield takeEvery(notes.actions.written.type, function* echo() {
    yield put(notes.actions.echoed());
  });
}
const feature = { key: 'notes', reducer: notes.reducer, saga: notesSaga };
const notesOf = (state: object) => (state as { notes?: { written: number; echoed: number } }).notes;

beforeEach(() => {
  sagaStarts = 0;
});

describe('feature injection', () => {
  it('adds the state and runs the saga of a feature loaded after the store was built', () => {
    const store = setupStore(undefined, { sagas: true });
    expect(notesOf(store.getState())).toBeUndefined();
    injectFeature(feature);
    expect(notesOf(store.getState())).toEqual({ written: 0, echoed: 0 });
    store.dispatch(notes.actions.written());
    expect(notesOf(store.getState())).toEqual({ written: 1, echoed: 1 });
    expect(sagaStarts).toBe(1);
  });

  it('runs the saga once when the chunk registers itself a second time', () => {
    const store = setupStore(undefined, { sagas: true });
    expect(sagaStarts).toBe(1);
    injectFeature({ ...feature, saga: function* again() { sagaStarts += 1; yield put({ type: 'never' }); } });
    injectFeature(feature);
    store.dispatch(notes.actions.written());
    expect(notesOf(store.getState())).toEqual({ written: 1, echoed: 1 });
    expect(sagaStarts).toBe(1);
    expect(store.runSaga('notes', notesSaga)).toBe(false);
  });

  it('keeps the injected state when the reducer is swapped by a reloaded module', () => {
    const store = setupStore(undefined, { sagas: false });
    store.dispatch(notes.actions.written());
    store.injectReducer('notes', (state = { written: 0, echoed: 0 }) => state);
    expect(notesOf(store.getState())).toEqual({ written: 1, echoed: 0 });
  });

  it('gives features loaded earlier to a store built later, sagas only where they run', () => {
    const offline = setupStore(undefined, { sagas: false });
    offline.dispatch(notes.actions.written());
    expect(notesOf(offline.getState())).toEqual({ written: 1, echoed: 0 });
    expect(sagaStarts).toBe(0);
  });

  it('leaves the persisted storefront slices working and refuses their keys', async () => {
    const store = setupStore(undefined, { sagas: false });
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      const check = () => persistor.getState().bootstrapped && resolve();
      persistor.subscribe(check);
      check();
    });
    store.injectReducer('late', (state = 0) => state);
    store.dispatch(loginSucceeded(customerSession));
    await persistor.flush();
    expect(window.localStorage.getItem('token')).toBe(customerToken);
    expect(store.getState().auth.token).toBe(customerToken);
    expect(() => store.injectReducer('auth', notes.reducer)).toThrow('belongs to the storefront');
  });
});
