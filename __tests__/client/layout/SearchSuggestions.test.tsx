import { act, screen } from '@testing-library/react';
import { initialCatalogState } from '../../../src/client/features/catalog/catalog-slice';
import { SearchSuggestions } from '../../../src/client/features/layout/components/SearchSuggestions';
import { highlightMoved, initialSearchState } from '../../../src/client/features/layout/search-slice';
import type { SearchSuggestions as Suggestions } from '../../../src/shared/api-types';
import { renderWithStore } from '../../support/render';

const product = (id: number) => ({
  id, slug: `salmon-${id}`, name: `Salmon kibble ${id}`, thumbnail: '/media/k.webp',
  price: 45, sale_price: null, b2b_price: null, b2b_sale_price: null,
});
const suggestions: Suggestions = {
  term: 'salmon',
  products: [product(1), product(2), product(3)],
  categories: [{ id: 4, name: 'Dog food', link: '/shop/4' }],
  brands: [],
};
const preloadedState = {
  catalog: { ...initialCatalogState, filters: { searchTerm: 'salmon', appliedTerm: '', searchPagePending: false } },
  search: { ...initialSearchState, term: 'salmon', suggestions, status: 'succeeded' as const },
};

describe('SearchSuggestions', () => {
  let scrolled: Array<{ element: HTMLElement; options: unknown }>;
  let scrollIntoView: jest.SpyInstance;

  beforeEach(() => {
    scrolled = [];
    scrollIntoView = jest.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function record(this: HTMLElement, options) {
      scrolled.push({ element: this, options });
    });
  });
  afterEach(() => scrollIntoView.mockRestore());

  it('scrolls the option the arrows highlight into view, the least distance needed', () => {
    const { store } = renderWithStore(<SearchSuggestions onAllResults={() => undefined} />, { preloadedState });
    expect(screen.getByRole('listbox', { name: 'Search suggestions' })).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => {
      store.dispatch(highlightMoved(1));
    });
    expect(scrolled).toEqual([{ element: screen.getByRole('option', { name: /Salmon kibble 1/ }), options: { block: 'nearest' } }]);

    act(() => {
      store.dispatch(highlightMoved(1));
      store.dispatch(highlightMoved(1));
      store.dispatch(highlightMoved(1));
    });
    expect(scrolled.at(-1)).toEqual({ element: screen.getByRole('option', { name: 'Dog food' }), options: { block: 'nearest' } });

    act(() => {
      store.dispatch(highlightMoved(1));
    });
    expect(scrolled.at(-1)).toEqual({ element: screen.getByRole('option', { name: /All results for/ }), options: { block: 'nearest' } });

    // Down from the last option leaves none highlighted: there is nothing to bring into view.
    const before = scrolled.length;
    act(() => {
      store.dispatch(highlightMoved(1));
    });
    expect(store.getState().search.highlighted).toBe(-1);
    expect(scrolled).toHaveLength(before);
  });
});
