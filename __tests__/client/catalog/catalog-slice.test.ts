import reducer, { initialCatalogState, searchCleared, searchTermChanged } from '../../../src/client/features/catalog/catalog-slice';
import { selectCatalogFilters, selectSearchTerm } from '../../../src/client/features/catalog/catalog-selectors';

describe('catalog slice', () => {
  it('starts with an empty search term', () => {
    expect(reducer(undefined, { type: 'init' }).filters).toEqual({ searchTerm: '' });
  });

  it('follows the typed term and clears it', () => {
    const typed = reducer(initialCatalogState, searchTermChanged('salmon kibble'));
    expect(selectSearchTerm({ catalog: typed })).toBe('salmon kibble');
    expect(searchTermChanged('x').type).toBe('catalog/searchTermChanged');
    const cleared = reducer(typed, searchCleared());
    expect(selectCatalogFilters({ catalog: cleared })).toEqual({ searchTerm: '' });
    expect(searchCleared().type).toBe('catalog/searchCleared');
  });
});
