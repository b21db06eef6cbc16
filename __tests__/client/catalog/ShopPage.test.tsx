import { act, screen, within } from '@testing-library/react';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import type { ListingQuery } from '../../../src/client/features/catalog/catalog-api';
import { initialCatalogState, listingLoaded } from '../../../src/client/features/catalog/catalog-slice';
import { listingKey } from '../../../src/client/features/catalog/listing-key';
import { ShopPage } from '../../../src/client/features/catalog/pages/ShopPage';
import { initialLayoutState } from '../../../src/client/features/layout/layout-slice';
import { renderWithStore } from '../../support/render';
import { menusFixture } from '../layout/layout-fixtures';
import { manyProducts } from './catalog-fixtures';

// The shop listing of spec section 2 through a store without sagas: the page asks for its
// listing, and the test answers as the catalogue saga would.

function renderShop(route: string, state: PreloadedRootState = {}) {
  const store = setupStore({ layout: { ...initialLayoutState, menus: menusFixture }, ...state }, { sagas: false });
  const rendered = renderWithStore(<ShopPage />, { store, route, path: '/shop/:id?/:p?' });
  const answer = (count: number, shown = Math.min(count, 24)) => {
    const query = store.getState().catalog.listing.query as ListingQuery;
    act(() => { store.dispatch(listingLoaded({ key: listingKey(query), count, products: manyProducts(shown) })); });
  };
  return { ...rendered, answer };
}

const query = (store: { getState(): { catalog: { listing: { query: ListingQuery | null } } } }) => store.getState().catalog.listing.query;
const cards = () => screen.queryAllByRole('article');
const heading = () => screen.getByRole('heading', { level: 1 });

describe('ShopPage: loading and results', () => {
  it('asks for page 1 of the category and shows 24 placeholders while loading', () => {
    const { store } = renderShop('/shop/4');
    expect(query(store)).toEqual({ p: 1, cid: 4 });
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/Products$/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: /pages$/ })).toBeNull();
  });

  it("says 'There is no product.' for an empty answer, with no range text", () => {
    const { answer } = renderShop('/shop/4');
    answer(0);
    expect(screen.getByText('There is no product.')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
    expect(screen.queryByText(/of 0 Products/)).toBeNull();
  });

  it('shows the products with the range text and a paginator of links', () => {
    const { answer } = renderShop('/shop/4');
    answer(57);
    expect(cards()).toHaveLength(24);
    expect(screen.getByText('1 - 24 of 57 Products')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Dog Shop pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/shop/4/2');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/shop/4/3');
  });

  it('reads the page from the address and shows its range', () => {
    const { store, answer } = renderShop('/shop/5/3');
    expect(query(store)).toEqual({ p: 3, cid: 5 });
    answer(57, 9);
    expect(screen.getByText('49 - 57 of 57 Products')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Cat Shop pages' })).getByRole('link', { name: 'Previous page' }))
      .toHaveAttribute('href', '/shop/5/2');
  });

  it('shows the paginator only when there are more than 24 products', () => {
    const { answer, unmount } = renderShop('/shop/4');
    answer(24);
    expect(screen.getByText('1 - 24 of 24 Products')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dog Shop pages' })).toBeNull();
    unmount();
    renderShop('/shop/4').answer(25);
    expect(screen.getByRole('navigation', { name: 'Dog Shop pages' })).toBeInTheDocument();
  });

  it('loads the next page when a page link is followed, clearing the grid first', async () => {
    const { user, store, router, answer } = renderShop('/shop/4');
    answer(57);
    await user.click(within(screen.getByRole('navigation', { name: 'Dog Shop pages' })).getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.pathname).toBe('/shop/4/2');
    expect(query(store)).toEqual({ p: 2, cid: 4 });
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(24);
    answer(57);
    expect(screen.getByText('25 - 48 of 57 Products')).toBeInTheDocument();
  });

  it('uses category 4 for /shop and for an id that is not a positive number', () => {
    const { store, unmount } = renderShop('/shop');
    expect(query(store)).toEqual({ p: 1, cid: 4 });
    unmount();
    const again = renderShop('/shop/abc/x');
    expect(query(again.store)).toEqual({ p: 1, cid: 4 });
  });
});

describe('ShopPage: categories', () => {
  it('titles Dog and Cat with their shop names and the mobile headings of the spec', () => {
    const { unmount } = renderShop('/shop/4');
    expect(heading()).toHaveTextContent('Dog Shop');
    expect(within(heading()).getByText('Dog Shop: Dog supplies & dog accessories')).toBeInTheDocument();
    unmount();
    renderShop('/shop/5');
    expect(within(heading()).getByText('Cat Shop')).toBeInTheDocument();
    expect(within(heading()).getByText('cat Shop: cat supplies & cat accessories')).toBeInTheDocument();
  });

  it('titles a sub-category with its animal', () => {
    renderShop('/shop/11');
    expect(within(heading()).getAllByText('Dog Dry Food')).toHaveLength(2);
    expect(document.title).toBe('Dog Dry Food | Petora');
  });

  it('switches between Dog Shop and Cat Shop with the tab buttons', async () => {
    const { user, store, router } = renderShop('/shop/11');
    const tabs = screen.getByRole('group', { name: 'Shop by animal' });
    expect(within(tabs).getByRole('link', { name: 'Dog Shop' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Cat Shop' })).not.toHaveAttribute('aria-current');
    await user.click(within(tabs).getByRole('link', { name: 'Cat Shop' }));
    expect(router.state.location.pathname).toBe('/shop/5');
    expect(query(store)).toEqual({ p: 1, cid: 5 });
    expect(within(tabs).getByRole('link', { name: 'Cat Shop' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates with the mobile category selector, which lists every category by depth', async () => {
    const { user, store, router } = renderShop('/shop/4');
    // Shown by a mobile media rule that jsdom does not apply; found by its label.
    const selector = screen.getByLabelText('Category');
    expect(selector.tagName).toBe('SELECT');
    expect(selector).toHaveValue('4');
    expect(within(selector).getAllByRole('option', { hidden: true }).map((option) => option.textContent))
      .toEqual(['Dog', '\u00a0\u00a0Food', '\u00a0\u00a0\u00a0\u00a0Dry Food', '\u00a0\u00a0\u00a0\u00a0Wet Food', '\u00a0\u00a0Toys', 'Cat', '\u00a0\u00a0Litter']);
    await user.selectOptions(selector, '12');
    expect(router.state.location.pathname).toBe('/shop/12');
    expect(query(store)).toEqual({ p: 1, cid: 12 });
    expect(selector).toHaveValue('12');
  });

  it('offers a prompt in the selector for a category the menus do not know', () => {
    renderShop('/shop/99');
    const selector = screen.getByLabelText('Category');
    expect(selector).toHaveValue('');
    expect(within(selector).getByRole('option', { name: 'Choose a category', hidden: true })).toBeInTheDocument();
  });
});

describe('ShopPage: search term', () => {
  const searching = (term: string): PreloadedRootState => ({ catalog: { ...initialCatalogState, filters: { searchTerm: term, appliedTerm: term.trim(), searchPagePending: false } } });

  it('narrows a category by the search term of the header and clears it on request', async () => {
    const { user, store } = renderShop('/shop/4', searching('  salmon '));
    expect(query(store)).toEqual({ p: 1, cid: 4, term: 'salmon' });
    const notice = screen.getAllByRole('status').find((status) => status.textContent?.startsWith('Results for'));
    expect(notice).toHaveTextContent('Results for “salmon”Clear search');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(store.getState().catalog.filters.searchTerm).toBe('');
    expect(query(store)).toEqual({ p: 1, cid: 4 });
    expect(screen.queryByText(/Results for/)).toBeNull();
  });

  it('searches every category from /shop, keeping that on later pages (id 0)', () => {
    const { store, answer } = renderShop('/shop', searching('kibble'));
    expect(query(store)).toEqual({ p: 1, term: 'kibble' });
    expect(within(heading()).getAllByText('Search results')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Shop by animal' }).querySelector('[aria-current]')).toBeNull();
    // The phone's category selector says so too, instead of naming the default category.
    const selector = screen.getByLabelText('Category');
    expect(selector).toHaveValue('');
    expect(within(selector).getByRole('option', { name: 'All categories', hidden: true })).toBeInTheDocument();
    answer(30);
    expect(within(screen.getByRole('navigation', { name: 'Search results pages' })).getByRole('link', { name: 'Page 2' }))
      .toHaveAttribute('href', '/shop/0/2');
  });

  it('asks nothing with a submitted term on the page being left, and for every category once on /shop', () => {
    const submitted: PreloadedRootState = { catalog: { ...initialCatalogState, filters: { searchTerm: 'litter', appliedTerm: 'litter', searchPagePending: true } } };
    const leaving = renderShop('/shop/5', submitted);
    expect(query(leaving.store)).toBeNull();
    leaving.unmount();
    const { store } = renderShop('/shop', submitted);
    expect(query(store)).toEqual({ p: 1, term: 'litter' });
    expect(store.getState().catalog.filters.searchPagePending).toBe(false);
  });

  it('ignores a term of spaces', () => {
    const { store } = renderShop('/shop/4', searching('   '));
    expect(query(store)).toEqual({ p: 1, cid: 4 });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
