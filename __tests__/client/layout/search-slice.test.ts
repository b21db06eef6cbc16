import { combineReducers } from '@reduxjs/toolkit';
import type { SearchSuggestions } from '../../../src/shared/api-types';
import catalogReducer from '../../../src/client/features/catalog/catalog-slice';
import { searchTermChanged } from '../../../src/client/lib/shared-events';
import { searchClosed } from '../../../src/client/features/layout/layout-slice';
import { selectSuggestions } from '../../../src/client/features/layout/search-selectors';
import searchReducer, {
  highlightMoved, initialSearchState, optionCount, suggestionsLoaded, suggestionsRequested,
} from '../../../src/client/features/layout/search-slice';

const reducer = combineReducers({ catalog: catalogReducer, search: searchReducer });

const answer: SearchSuggestions = {
  term: 'cat litt',
  products: [{ id: 1, slug: 'tofu-litter', name: 'Tofu Litter', thumbnail: '/media/t.webp', price: 30, sale_price: null, b2b_price: null, b2b_sale_price: null }],
  categories: [{ id: 22, name: 'Cat › Litter & Accessories', link: '/shop/22' }],
  brands: [],
};

describe('search slice', () => {
  const loaded = () => [searchTermChanged('cat litt'), suggestionsRequested('cat litt'), suggestionsLoaded(answer)].reduce(reducer, reducer(undefined, { type: '@init' }));

  it('counts products, categories, brands and the "all results" entry as options', () => {
    expect(optionCount(answer)).toBe(3);
    expect(optionCount(null)).toBe(0);
  });

  it('moves the highlight with the arrows, wrapping through "none" at both ends', () => {
    const down = (state: ReturnType<typeof reducer>, times: number) => Array.from({ length: times }).reduce<ReturnType<typeof reducer>>((s) => reducer(s, highlightMoved(1)), state);
    expect(down(loaded(), 1).search.highlighted).toBe(0);
    expect(down(loaded(), 3).search.highlighted).toBe(2);
    expect(down(loaded(), 4).search.highlighted).toBe(-1);
    expect(reducer(loaded(), highlightMoved(-1)).search.highlighted).toBe(2);
    expect(reducer(reducer(undefined, { type: '@init' }), highlightMoved(1)).search.highlighted).toBe(-1);
  });

  it('shows suggestions only for the text now typed, and forgets them on close', () => {
    expect(selectSuggestions(loaded())).toEqual(answer);
    const typedOn = reducer(reducer(loaded(), highlightMoved(1)), searchTermChanged('cat litter'));
    expect(typedOn.search.highlighted).toBe(-1);
    expect(selectSuggestions(typedOn)).toBeNull();
    expect(reducer(loaded(), searchClosed()).search).toEqual(initialSearchState);
  });
});
