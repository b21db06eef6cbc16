import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { hideSecrets } from '../devtools-sanitizers';

/** How many actions the support log keeps: the latest, older ones drop off. */
export const SUPPORT_LOG_LIMIT = 1000;

interface Entry {
  action: UnknownAction;
  /** The state just before the action, by reference: states share their unchanged parts. */
  before: unknown;
}

export interface RecordedSession {
  /** The recorded actions, oldest first, already sanitized. */
  actions: UnknownAction[];
  /** The state before the first of them, still raw (sanitized when the log is written). */
  preloadedState: unknown;
}

export interface SessionRecorder {
  middleware: Middleware;
  /** What is recorded now; `current` is the state the store holds, used when nothing is. */
  recorded(current: unknown): RecordedSession;
}

/**
 * Records the store's actions in memory, bounded to the latest `limit`. Actions are sanitized
 * as they arrive, so no file content or secret is held longer than the store holds it; the
 * states are references the store made anyway. It lives with the store, so it survives every
 * route change of the page.
 */
export function createSessionRecorder(limit = SUPPORT_LOG_LIMIT): SessionRecorder {
  const entries: Entry[] = [];
  const middleware: Middleware = (api) => (next) => (action) => {
    entries.push({ action: hideSecrets(action as UnknownAction), before: api.getState() });
    if (entries.length > limit) entries.splice(0, entries.length - limit);
    return next(action);
  };
  return {
    middleware,
    recorded(current) {
      return { actions: entries.map((entry) => entry.action), preloadedState: entries[0]?.before ?? current };
    },
  };
}
