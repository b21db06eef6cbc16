import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { fork, put, select, take } from 'redux-saga/effects';
import { failureMessage, isSessionEnd } from '../api/admin-http';
import { sessionEnded } from '../session/session-slice';
import type { WithAdmin } from '../admin-reducer';

/** Toasts of the back office use the short setting: staff work through lists quickly. */
export const SHORT = { short: true } as const;

/**
 * What a failed admin call means: a refused staff token (401) ends the session, and the
 * screen then shows the login instead of an error, so the answer is null; anything else is
 * the message to show (the server's own, or 'Error').
 */
export function* failureOf(error: unknown) {
  if (isSessionEnd(error)) {
    yield put(sessionEnded());
    return null;
  }
  return failureMessage(error);
}

/**
 * Asks again for the list a screen showed last (the screen opened again, or a decision moved
 * an item out of it). The screen only says it opened; which page to load is read here, so a
 * replayed log starts no load of its own.
 */
export function* requestAgain<Q>(selectQuery: (state: WithAdmin) => Q, request: (query: Q) => Action) {
  const query: Q = yield select(selectQuery);
  yield put(request(query));
}

/**
 * takeLeading per item (`keyOf` the action): while an item's request is on its way, another one
 * for the same item (a double click) is dropped, so it is sent once; a request for another item
 * is sent at once. A plain takeLeading would drop that one without a word, and takeEvery would
 * send the double click twice.
 */
export function takeLeadingPer<A extends PayloadAction<unknown>, K>(types: string[], keyOf: (action: A) => K, worker: (action: A) => Generator) {
  return fork(function* watchPerItem() {
    const running = new Map<K, Task>();
    for (;;) {
      const action: A = yield take(types);
      const key = keyOf(action);
      if (running.get(key)?.isRunning()) continue;
      const task: Task = yield fork(worker, action);
      running.set(key, task);
    }
  });
}

/** takeLeadingPer keyed by the payload's `id` (an order, a customer, a staff member). */
export function takeLeadingPerId<A extends PayloadAction<{ id: number }>>(types: string[], worker: (action: A) => Generator) {
  return takeLeadingPer(types, (action: A) => action.payload.id, worker);
}
