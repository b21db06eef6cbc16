import type { PayloadAction } from '@reduxjs/toolkit';
import { call, cancelled, delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SearchSuggestions } from '../../../shared/api-types';
import { SUGGEST } from '../../../shared/constants';
import { normalizeSearchTerm } from '../../../shared/search-term';
import { navigate } from '../../lib/navigation';
import { searchClosed, searchSubmitted } from './layout-slice';
import { fetchSuggestions } from './search-api';
import { suggestionChosen, suggestionsCleared, suggestionsFailed, suggestionsLoaded, suggestionsRequested } from './search-slice';
import { searchTermChanged } from '../../lib/shared-events';

/**
 * Suggestions for the text as typed: nothing below SUGGEST.minLength characters; otherwise,
 * once typing has paused for SUGGEST.debounceMs, one question to the server. A newer
 * keystroke cancels this worker (see the watcher), and with it the pause or the request.
 */
export function* suggestFor(action: PayloadAction<string>) {
  const term = normalizeSearchTerm(action.payload);
  if (term.length < SUGGEST.minLength) {
    yield put(suggestionsCleared());
    return;
  }
  yield delay(SUGGEST.debounceMs);
  yield put(suggestionsRequested(term));
  const controller = new AbortController();
  try {
    const suggestions: SearchSuggestions = yield call(fetchSuggestions, term, controller.signal);
    yield put(suggestionsLoaded(suggestions));
  } catch {
    yield put(suggestionsFailed());
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/** Closing or submitting ends the typing: an answer still on its way must not show. */
export function* stopSuggesting() {
  yield put(suggestionsCleared());
}

/** A suggestion leads to its page; the overlay closes as it does on Escape. */
export function* followSuggestion(action: PayloadAction<string>) {
  yield put(searchClosed());
  yield call(navigate, action.payload);
}

export function* searchSaga() {
  // takeLatest over typing, closing and submitting: each cancels the worker of the previous
  // one, so a slow answer for "sal" can never replace the one for "salmon", nor reopen the
  // list after the overlay closed.
  yield takeLatest([searchTermChanged.type, searchClosed.type, searchSubmitted.type], function* route(action: PayloadAction<string>) {
    if (action.type === searchTermChanged.type) yield* suggestFor(action);
    else yield* stopSuggesting();
  });
  // takeLeading: a double click on a suggestion navigates once.
  yield takeLeading(suggestionChosen.type, followSuggestion);
}
