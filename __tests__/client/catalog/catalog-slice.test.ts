import { initialChoice } from '../../../src/client/features/catalog/variant-choice';
import reducer, {
  initialCatalogState, listingFailed, listingLoaded, listingRequested, pricesExpired, productFailed, productLoaded,
  productNotFound, productRequested, type CatalogState, type ListingState,
} from '../../../src/client/features/catalog/catalog-slice';
import { searchSubmitted } from '../../../src/client/features/layout/layout-slice';
import { locationChanged } from '../../../src/client/features/location/location-slice';
import {
  pageCount, pageRange, selectDetail, selectListingIsEmpty, selectListingIsLoading,
  selectListingPage, selectListingRange, selectPageCount, selectAppliedTerm, selectSearchPagePending,
} from '../../../src/client/features/catalog/catalog-selectors';
import { listingKey } from '../../../src/client/features/catalog/listing-key';
import { manyProducts, ropeToy, salmonKibble } from './catalog-fixtures';
import { searchCleared, searchPageRefused, searchTermChanged } from '../../../src/client/lib/shared-events';

const wrap = (catalog: CatalogState) => ({ catalog });
const dogPage1 = { p: 1, cid: 4 };
const dogKey = listingKey(dogPage1);
const withListing = (patch: Partial<ListingState>): CatalogState => ({
  ...initialCatalogState,
  listing: { ...initialCatalogState.listing, ...patch },
});
const loadedDogs = withListing({ key: dogKey, query: dogPage1, status: 'succeeded', products: [salmonKibble], count: 1 });

describe('catalog slice: search term', () => {
  it('starts with an empty term, an idle listing and no product', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual({
      filters: { searchTerm: '', appliedTerm: '', searchPagePending: false },
      listing: { key: null, query: null, status: 'idle', products: [], count: 0 },
      detail: { slug: null, status: 'idle', product: null, choice: null },
    });
  });

  it('follows the typed term and clears it', () => {
    const typed = reducer(initialCatalogState, searchTermChanged('salmon kibble'));
    expect(wrap(typed).catalog.filters.searchTerm).toBe('salmon kibble');
    expect(searchTermChanged('x').type).toBe('catalog/searchTermChanged');
    const cleared = reducer(typed, searchCleared());
    expect(wrap(cleared).catalog.filters).toEqual({ searchTerm: '', appliedTerm: '', searchPagePending: false });
    expect(searchCleared().type).toBe('catalog/searchCleared');
  });

  it('applies the typed term to the listings only when the search is submitted, and clears both', () => {
    const typed = reducer(initialCatalogState, searchTermChanged('  rope toy '));
    expect(selectAppliedTerm(wrap(typed))).toBe('');
    const submitted = reducer(typed, searchSubmitted());
    expect(selectAppliedTerm(wrap(submitted))).toBe('rope toy');
    expect(wrap(submitted).catalog.filters.searchTerm).toBe('  rope toy ');
    expect(wrap(reducer(submitted, searchCleared())).catalog.filters).toEqual({ searchTerm: '', appliedTerm: '', searchPagePending: false });
  });

  it('holds the listings back from a submitted search until a listing asks for its results, or it cannot go to them', () => {
    const submitted = reducer(reducer(initialCatalogState, searchTermChanged('litter')), searchSubmitted());
    expect(selectSearchPagePending(wrap(submitted))).toBe(true);
    const asked = reducer(submitted, listingRequested({ p: 1, term: 'litter' }));
    expect(selectSearchPagePending(wrap(asked))).toBe(false);
    expect(selectAppliedTerm(wrap(asked))).toBe('litter');
    expect(selectSearchPagePending(wrap(reducer(submitted, searchPageRefused())))).toBe(false);
    // Arriving on the results page keeps the wait for its own request; going anywhere else ends it.
    const moved = (pathname: string) => reducer(submitted, locationChanged({ pathname, search: '', hash: '', key: 'k', historyAction: 'PUSH' }));
    expect(selectSearchPagePending(wrap(moved('/shop')))).toBe(true);
    expect(selectSearchPagePending(wrap(moved('/brand/3')))).toBe(false);
  });

  it('submits a term pasted with tabs or line breaks as the suggestions asked for it, one space between words', () => {
    const pasted = reducer(initialCatalogState, searchTermChanged('a\tb'));
    expect(selectAppliedTerm(wrap(reducer(pasted, searchSubmitted())))).toBe('a b');
    const cells = reducer(initialCatalogState, searchTermChanged(' NOR-0001-01\t\tNordhaven\r\nfood '));
    expect(selectAppliedTerm(wrap(reducer(cells, searchSubmitted())))).toBe('NOR-0001-01 Nordhaven food');
  });
});

describe('catalog slice: listing', () => {
  it('a new listing clears the grid and starts loading', () => {
    const next = reducer(loadedDogs, listingRequested({ p: 2, cid: 4 }));
    expect(next.listing).toEqual({ key: listingKey({ p: 2, cid: 4 }), query: { p: 2, cid: 4 }, status: 'loading', products: [], count: 0 });
    expect(selectListingIsLoading(wrap(next))).toBe(true);
  });

  it.each([
    ['another category', { p: 1, cid: 5 }],
    ['a search term', { p: 1, cid: 4, term: 'salmon' }],
    ['a brand', { p: 1, brid: 3 }],
  ])('%s is a new listing too', (_label, query) => {
    const next = reducer(loadedDogs, listingRequested(query));
    expect(next.listing.status).toBe('loading');
    expect(next.listing.products).toEqual([]);
    expect(next.listing.query).toEqual(query);
  });

  it('the same listing again keeps what is on screen', () => {
    expect(reducer(loadedDogs, listingRequested({ p: 1, cid: 4 }))).toBe(loadedDogs);
    const loading = reducer(initialCatalogState, listingRequested(dogPage1));
    expect(reducer(loading, listingRequested({ ...dogPage1 }))).toBe(loading);
  });

  it('the same listing again after a failure tries once more', () => {
    const failed = reducer(reducer(initialCatalogState, listingRequested(dogPage1)), listingFailed({ key: dogKey }));
    expect(failed.listing.status).toBe('failed');
    const retry = reducer(failed, listingRequested(dogPage1));
    expect(retry.listing.status).toBe('loading');
    expect(retry.listing.key).toBe(dogKey);
  });

  it('takes the answer for the listing on screen', () => {
    const loading = reducer(initialCatalogState, listingRequested(dogPage1));
    const loaded = reducer(loading, listingLoaded({ key: dogKey, count: 57, products: [salmonKibble, ropeToy] }));
    expect(loaded.listing).toEqual({ key: dogKey, query: dogPage1, status: 'succeeded', products: [salmonKibble, ropeToy], count: 57 });
  });

  it('drops an answer or a failure for a listing the user already left', () => {
    const catPage = reducer(reducer(initialCatalogState, listingRequested(dogPage1)), listingRequested({ p: 1, cid: 5 }));
    expect(reducer(catPage, listingLoaded({ key: dogKey, count: 1, products: [salmonKibble] }))).toBe(catPage);
    expect(reducer(catPage, listingFailed({ key: dogKey }))).toBe(catPage);
  });

  it('a failed listing only stops loading: products and count stay as they were', () => {
    const loading = reducer(initialCatalogState, listingRequested(dogPage1));
    const failed = reducer(loading, listingFailed({ key: dogKey }));
    expect(failed.listing).toEqual({ ...loading.listing, status: 'failed' });
    expect(selectListingIsLoading(wrap(failed))).toBe(false);
    expect(selectListingIsEmpty(wrap(failed))).toBe(false);
  });
});

describe('catalog slice: product detail', () => {
  it('loads a product by slug', () => {
    const loading = reducer(initialCatalogState, productRequested(salmonKibble.slug));
    expect(selectDetail(wrap(loading))).toEqual({ slug: salmonKibble.slug, status: 'loading', product: null, choice: null });
    const loaded = reducer(loading, productLoaded({ slug: salmonKibble.slug, product: salmonKibble }));
    expect(selectDetail(wrap(loaded))).toEqual({ slug: salmonKibble.slug, status: 'succeeded', product: salmonKibble , choice: initialChoice(salmonKibble) });
  });

  it('keeps a loaded product when it is asked for again', () => {
    const loaded = reducer(reducer(initialCatalogState, productRequested(salmonKibble.slug)), productLoaded({ slug: salmonKibble.slug, product: salmonKibble }));
    expect(reducer(loaded, productRequested(salmonKibble.slug))).toBe(loaded);
  });

  it('another slug drops the product on screen', () => {
    const loaded = reducer(reducer(initialCatalogState, productRequested(salmonKibble.slug)), productLoaded({ slug: salmonKibble.slug, product: salmonKibble }));
    expect(reducer(loaded, productRequested(ropeToy.slug)).detail).toEqual({ slug: ropeToy.slug, status: 'loading', product: null, choice: null });
  });

  it('tells an unknown slug from a failed call, and a failed product can be asked for again', () => {
    const loading = reducer(initialCatalogState, productRequested('no-such-product'));
    expect(reducer(loading, productNotFound({ slug: 'no-such-product' })).detail.status).toBe('notFound');
    const failed = reducer(loading, productFailed({ slug: 'no-such-product' }));
    expect(failed.detail.status).toBe('failed');
    expect(reducer(failed, productRequested('no-such-product')).detail.status).toBe('loading');
  });

  it('ignores answers for a product the user already left', () => {
    const other = reducer(reducer(initialCatalogState, productRequested(salmonKibble.slug)), productRequested(ropeToy.slug));
    expect(reducer(other, productLoaded({ slug: salmonKibble.slug, product: salmonKibble }))).toBe(other);
    expect(reducer(other, productNotFound({ slug: salmonKibble.slug }))).toBe(other);
    expect(reducer(other, productFailed({ slug: salmonKibble.slug }))).toBe(other);
  });
});

describe('catalog slice: prices expire with the viewer', () => {
  it('forgets which listing and product were loaded, so the same ones load again', () => {
    const loaded = {
      ...loadedDogs,
      detail: { slug: salmonKibble.slug, status: 'succeeded' as const, product: salmonKibble , choice: initialChoice(salmonKibble) },
    };
    const expired = reducer(loaded, pricesExpired());
    expect(expired.listing.key).toBeNull();
    expect(expired.detail.slug).toBeNull();
    expect(reducer(expired, listingRequested(dogPage1)).listing.status).toBe('loading');
    expect(reducer(expired, productRequested(salmonKibble.slug)).detail.status).toBe('loading');
  });

  it('drops an answer that was priced for the previous viewer', () => {
    const loading = reducer(initialCatalogState, listingRequested(dogPage1));
    const expired = reducer(loading, pricesExpired());
    expect(reducer(expired, listingLoaded({ key: dogKey, count: 1, products: [salmonKibble] })).listing.status).toBe('loading');
  });
});

describe('catalog selectors', () => {
  it.each([
    ['first page', 1, 57, 24, '1 - 24 of 57 Products'],
    ['middle page', 2, 57, 24, '25 - 48 of 57 Products'],
    ['last partial page', 3, 57, 9, '49 - 57 of 57 Products'],
    ['single short page', 1, 5, 5, '1 - 5 of 5 Products'],
    ['exactly one full page', 1, 24, 24, '1 - 24 of 24 Products'],
    ['empty listing', 1, 0, 0, '0 - 0 of 0 Products'],
  ])('range text on the %s', (_label, page, count, shown, text) => {
    expect(pageRange(page, count, shown)).toBe(text);
    const state = withListing({ key: 'k', query: { p: page, cid: 4 }, status: 'succeeded', count, products: manyProducts(shown) });
    expect(selectListingRange(wrap(state))).toBe(text);
  });

  it('counts pages of 24, never fewer than one', () => {
    expect([0, 1, 24, 25, 48, 49, 240].map((count) => pageCount(count))).toEqual([1, 1, 1, 2, 2, 3, 10]);
    expect(pageCount(7, 3)).toBe(3);
    expect(selectPageCount(wrap(withListing({ count: 57 })))).toBe(3);
  });

  it('reads the page from the listing query, page 1 before any', () => {
    expect(selectListingPage(wrap(initialCatalogState))).toBe(1);
    expect(selectListingPage(wrap(withListing({ query: { p: 4, cid: 5 } })))).toBe(4);
  });

  it.each([
    ['idle', 0, true, false],
    ['loading', 0, true, false],
    ['succeeded', 0, false, true],
    ['succeeded', 2, false, false],
    ['failed', 0, false, false],
  ] as const)('a %s listing with %i products: loading %s, empty %s', (status, shown, loading, empty) => {
    const state = wrap(withListing({ status, products: manyProducts(shown) }));
    expect(selectListingIsLoading(state)).toBe(loading);
    expect(selectListingIsEmpty(state)).toBe(empty);
  });
});
