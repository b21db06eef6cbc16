import { act, screen, waitFor, within } from '@testing-library/react';
import { Header } from '../../../src/client/features/layout/components/Header';
import { SEARCH_TERM_MAX_LENGTH } from '../../../src/shared/constants';
import { renderWithStore } from '../../support/render';
import { brandsFixture, menusFixture, stubApi } from './layout-fixtures';

const customer = { auth: { token: 'header.payload.signature', customer: null } };
const overlay = () => screen.queryByRole('dialog', { name: 'Search' });

async function openSearch(options: Parameters<typeof renderWithStore>[1] = {}) {
  const rendered = renderWithStore(<Header />, options);
  await rendered.user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByRole('dialog', { name: 'Search' }); // its code arrives on demand
  return rendered;
}

beforeEach(() => {
  stubApi({ '/api/product/menus': menusFixture, '/api/product/brands': brandsFixture });
});

describe('SearchOverlay', () => {
  it('opens from the search button with the input focused', async () => {
    await openSearch();
    expect(overlay()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
  });

  it('binds the input to the shared search term', async () => {
    const { user, store } = await openSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'kibble');
    expect(store.getState().catalog.filters.searchTerm).toBe('kibble');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('kibble');
  });

  it('goes to /shop and closes, keeping the term, from the magnifier', async () => {
    const { user, store, router } = await openSearch({ route: '/about-us' });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'bowl');
    await user.click(screen.getByRole('button', { name: 'Go to results' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(overlay()).toBeNull();
    expect(store.getState().catalog.filters.searchTerm).toBe('bowl');
  });

  it('submits with Enter too', async () => {
    const { user, router } = await openSearch({ route: '/new' });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'leash{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(overlay()).toBeNull();
  });

  it('accepts no more characters than the server takes in a search term', async () => {
    await openSearch();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveAttribute('maxLength', String(SEARCH_TERM_MAX_LENGTH));
  });

  it('submits two pasted spreadsheet cells as one term with a space between them', async () => {
    const { user, store, router } = await openSearch({ route: '/new' });
    await user.click(screen.getByRole('combobox', { name: 'Search products' }));
    await user.paste('NOR-0001-01\tNordhaven');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(store.getState().catalog.filters.appliedTerm).toBe('NOR-0001-01 Nordhaven');
  });

  it('closes and clears the term from the close button, returning focus to the search button', async () => {
    const { user, store, router } = await openSearch({ route: '/new' });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'toy');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(overlay()).toBeNull();
    await waitFor(() => expect(store.getState().catalog.filters.searchTerm).toBe(''));
    expect(router.state.location.pathname).toBe('/new');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('closes and clears the term on Escape', async () => {
    const { user, store } = await openSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'toy');
    await user.keyboard('{Escape}');
    expect(overlay()).toBeNull();
    await waitFor(() => expect(store.getState().catalog.filters.searchTerm).toBe(''));
  });

  it('keeps Tab inside the overlay, wrapping at both ends', async () => {
    const { user } = await openSearch();
    const dialog = overlay() as HTMLElement;
    const first = within(dialog).getByRole('link', { name: 'Petora home' });
    const last = within(dialog).getByRole('button', { name: 'Close search' });
    act(() => last.focus());
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('shows wishlist and account links, and the cart for customers', async () => {
    await openSearch({ preloadedState: customer });
    const dialog = overlay() as HTMLElement;
    expect(within(dialog).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(within(dialog).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/dashboard');
    expect(within(dialog).getByRole('button', { name: 'Cart' })).toBeInTheDocument();
  });
});
