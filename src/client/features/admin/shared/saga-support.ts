import { put } from 'redux-saga/effects';
import { failureMessage, isSessionEnd } from '../api/admin-http';
import { sessionEnded } from '../session/session-slice';

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
