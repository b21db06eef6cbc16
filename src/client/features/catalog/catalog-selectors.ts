import type { CatalogState } from './catalog-slice';

interface WithCatalog {
  catalog: CatalogState;
}

export const selectCatalogFilters = (state: WithCatalog) => state.catalog.filters;
export const selectSearchTerm = (state: WithCatalog) => state.catalog.filters.searchTerm;
