import type { Action } from '@reduxjs/toolkit';
import { put, select } from 'redux-saga/effects';
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
