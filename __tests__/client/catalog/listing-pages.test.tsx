import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import type { ListingQuery } from '../../../src/client/features/catalog/catalog-api';
import { initialCatalogState, listingLoaded } from '../../../src/client/features/catalog/catalog-slice';
import { listingKey } from '../../../src/client/features/catalog/listing-key';
import { BrandPage } from '../../../src/client/features/catalog/pages/BrandPage';
import { MetaPage } from '../../../src/client/features/catalog/pages/MetaPage';
import { NewPage } from '../../../src/client/features/catalog/pages/NewPage';
import { brandsLoaded, initialLayoutState } from '../../../src/client/features/layout/layout-slice';
import { renderWithStore } from '../../support/render';
import { brandsFixture } from '../layout/layout-fixtures';
import { manyProducts } from './catalog-fixtures';

// The other listings of spec section 2 (brand, new, meta) share the shop's frame; a store
// without sagas shows what they ask for, and the test answers as the saga would.

function renderListing(ui: ReactElement, route: string, path: string, state: PreloadedRootState = {}) {
  const store = setupStore(state, { sagas: false });
  const rendered = renderWithStore(ui, { store, route, path });
  const answer = (count: number, shown = Math.min(count, 24)) => {
    const query = store.getState().catalog.listing.query as ListingQuery;
    act(() => { store.dispatch(listingLoaded({ key: listingKey(query), count, products: manyProducts(shown) })); });
  };
  return { ...rendered, answer, query: () => store.getState().catalog.listing.query };
}

const withBrands: PreloadedRootState = { layout: { ...initialLayoutState, brands: brandsFixture } };
// The side list shows from the md breakpoint, a media rule jsdom does not apply, so it is
// found by its label rather than as a visible navigation landmark.
const sideList = () => {
  const side = screen.getByLabelText('Brands');
  expect(side.tagName).toBe('NAV');
  return side;
};
const sideLink = (name: string) => within(sideList()).getByText(name).closest('a') as HTMLAnchorElement;
const brandPage = (route: string, state: PreloadedRootState = withBrands) => renderListing(<BrandPage />, route, '/brand/:id?/:p?', state);

describe('BrandPage', () => {
  it('shows the first brand when no brand is given', () => {
    const { query } = brandPage('/brand');
    expect(query()).toEqual({ p: 1, brid: 3 });
    expect(screen.getByRole('heading', { level: 1, name: 'Acana' })).toBeInTheDocument();
  });

  it('shows the brand of the address, marked in the side list', () => {
    const { query } = brandPage('/brand/7');
    expect(query()).toEqual({ p: 1, brid: 7 });
    expect(screen.getByRole('heading', { level: 1, name: 'Whiskas' })).toBeInTheDocument();
    const side = sideList();
    const links = within(side).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Acana', '/brand/3'], ['Whiskas', '/brand/7']]);
    expect(sideLink('Whiskas')).toHaveAttribute('aria-current', 'page');
    expect(sideLink('Acana')).not.toHaveAttribute('aria-current');
  });

  it('names the brand shown in a badge for smaller screens', () => {
    brandPage('/brand/7');
    const badge = screen.getAllByText('Whiskas').find((node) => node.tagName === 'P') as HTMLElement;
    expect(badge).toBeInTheDocument();
    expect(badge.querySelector('img')).toHaveAttribute('src', '/media/brand-7.webp');
  });

  it('moves to another brand from the side list', async () => {
    const { user, router, query } = brandPage('/brand/3');
    await user.click(sideLink('Whiskas'));
    expect(router.state.location.pathname).toBe('/brand/7');
    expect(query()).toEqual({ p: 1, brid: 7 });
  });

  it('pages the brand listing at addresses of its own', () => {
    const { answer, query } = brandPage('/brand/3/2');
    expect(query()).toEqual({ p: 2, brid: 3 });
    answer(60);
    expect(screen.getByText('25 - 48 of 60 Products')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Acana pages' })).getByRole('link', { name: 'Page 3' }))
      .toHaveAttribute('href', '/brand/3/3');
  });

  it('waits for the brands before loading the default brand', () => {
    const { store, query } = brandPage('/brand', {});
    expect(query()).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(24);
    act(() => { store.dispatch(brandsLoaded(brandsFixture)); });
    expect(query()).toEqual({ p: 1, brid: 3 });
    expect(screen.getByRole('heading', { level: 1, name: 'Acana' })).toBeInTheDocument();
  });

  it('shows placeholders, never the products of the page before, while the brands it waits for load', () => {
    const before = { key: listingKey({ p: 1, cid: 4 }), query: { p: 1, cid: 4 }, status: 'succeeded' as const, products: manyProducts(5), count: 5 };
    brandPage('/brand', { catalog: { ...initialCatalogState, listing: before } });
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(24);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText('1 - 5 of 5 Products')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Our Brands pages' })).toBeNull();
  });

  it('stops the placeholders when the brands it waits for fail to load', () => {
    brandPage('/brand', { layout: { ...initialLayoutState, brandsStatus: 'failed' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0);
  });
});

describe('NewPage', () => {
  const newPage = (route: string, state: PreloadedRootState = {}) => renderListing(<NewPage />, route, '/new/:p?', state);

  it('lists every product 24 a page with placeholders, range text and paginator', () => {
    const { query, answer } = newPage('/new');
    expect(query()).toEqual({ p: 1 });
    expect(screen.getByRole('heading', { level: 1, name: 'New & Featured' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(24);
    answer(30);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('1 - 24 of 30 Products')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'New & Featured pages' })).getByRole('link', { name: 'Page 2' }))
      .toHaveAttribute('href', '/new/2');
  });

  it("says 'There is no product.' for an empty answer", () => {
    newPage('/new').answer(0);
    expect(screen.getByText('There is no product.')).toBeInTheDocument();
  });

  it('filters by the search term and clears it', async () => {
    const { user, query, store } = newPage('/new/2', { catalog: { ...initialCatalogState, filters: { searchTerm: 'rope', appliedTerm: 'rope', searchPagePending: false } } });
    expect(query()).toEqual({ p: 2, term: 'rope' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(store.getState().catalog.filters.searchTerm).toBe('');
    expect(query()).toEqual({ p: 2 });
  });
});

describe('MetaPage', () => {
  const metaPage = (route: string) => renderListing(<MetaPage />, route, '/meta/:id?/:p?');

  it('lists the products of one meta', () => {
    const { query, answer } = metaPage('/meta/7/2');
    expect(query()).toEqual({ p: 2, mid: 7 });
    expect(screen.getByRole('heading', { level: 1, name: 'Selected products' })).toBeInTheDocument();
    answer(50);
    expect(within(screen.getByRole('navigation', { name: 'Selected products pages' })).getByRole('link', { name: 'Page 3' }))
      .toHaveAttribute('href', '/meta/7/3');
  });

  it('shows the error screen for a meta id that is not a number, and asks for nothing', () => {
    const { query } = metaPage('/meta/abc');
    expect(query()).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });
});
