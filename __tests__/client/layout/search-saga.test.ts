import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { SearchSuggestions } from '../../../src/shared/api-types';
import catalogReducer from '../../../src/client/features/catalog/catalog-slice';
import { searchTermChanged } from '../../../src/client/lib/shared-events';
import layoutReducer, { searchClosed } from '../../../src/client/features/layout/layout-slice';
import { fetchSuggestions } from '../../../src/client/features/layout/search-api';
import { searchSaga } from '../../../src/client/features/layout/search-saga';
import searchReducer, {
  initialSearchState, suggestionChosen, suggestionsLoaded, suggestionsRequested,
} from '../../../src/client/features/layout/search-slice';
import { navigate } from '../../../src/client/lib/navigation';

const reducer = combineReducers({ catalog: catalogReducer, layout: layoutReducer, search: searchReducer });

const answerFor = (term: string): SearchSuggestions => ({
  term,
  products: [{ id: 1, slug: `${term}-kibble`, name: `${term} kibble`, thumbnail: '/media/k.webp', price: 45, sale_price: null, b2b_price: null, b2b_sale_price: null }],
  categories: [],
  brands: [],
});

/** The server, answering after `ms` (per term when given). */
const server = (ms: number | Record<string, number> = 0) => ({
  call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
    if (effect.fn !== fetchSuggestions) return next();
    const term = effect.args[0] as string;
    const wait = typeof ms === 'number' ? ms : ms[term] ?? 0;
    return new Promise((resolve) => setTimeout(() => resolve(answerFor(term)), wait));
  },
});

describe('search suggestions saga', () => {
  it('asks once typing pauses, for the latest text only', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(reducer)
      .provide(server())
      .dispatch(searchTermChanged('sa'))
      .dispatch(searchTermChanged('sal'))
      .dispatch(searchTermChanged('salmon'))
      .call.like({ fn: fetchSuggestions, args: ['salmon'] })
      .not.call.like({ fn: fetchSuggestions, args: ['sal'] })
      .put(suggestionsLoaded(answerFor('salmon')))
      .silentRun(400);
    expect(storeState.search).toMatchObject({ term: 'salmon', status: 'succeeded', suggestions: answerFor('salmon') });
  });

  it('never shows an answer that arrives after a newer keystroke', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(reducer)
      // "sal" is slow: its request is under way when "salmon" is typed, and is dropped.
      .provide(server({ sal: 400, salmon: 10 }))
      .dispatch(searchTermChanged('sal'))
      .delay(250)
      .dispatch(searchTermChanged('salmon'))
      .put(suggestionsRequested('sal'))
      .not.put(suggestionsLoaded(answerFor('sal')))
      .put(suggestionsLoaded(answerFor('salmon')))
      .silentRun(900);
    expect(storeState.search.suggestions).toEqual(answerFor('salmon'));
  });

  it('asks nothing for fewer than two characters and forgets earlier suggestions', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(reducer, { ...reducer(undefined, { type: '@init' }), search: { ...initialSearchState, term: 'sa', suggestions: answerFor('sa'), status: 'succeeded' as const } })
      .provide(server())
      .dispatch(searchTermChanged(' s '))
      .not.call.fn(fetchSuggestions)
      .silentRun(300);
    expect(storeState.search).toEqual(initialSearchState);
  });

  it('drops the answer still on its way when the overlay closes', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(reducer)
      .provide(server(300))
      .dispatch(searchTermChanged('rope'))
      .delay(200)
      .dispatch(searchClosed())
      .not.put(suggestionsLoaded(answerFor('rope')))
      .silentRun(700);
    expect(storeState.search).toEqual(initialSearchState);
  });

  it('marks a failed question failed, showing no suggestions', async () => {
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchSuggestions), throwError(new Error('Network Error'))]])
      .dispatch(searchTermChanged('rope'))
      .silentRun(400);
    expect(storeState.search).toMatchObject({ status: 'failed', suggestions: null });
  });

  it('follows a chosen suggestion and closes the overlay', () =>
    expectSaga(searchSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(navigate), undefined]])
      .put(searchClosed())
      .call(navigate, '/product/salmon-kibble')
      .dispatch(suggestionChosen('/product/salmon-kibble'))
      .silentRun(50));
});
