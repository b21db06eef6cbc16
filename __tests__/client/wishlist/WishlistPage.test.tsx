import { act, screen, within } from '@testing-library/react';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import { WishlistPage } from '../../../src/client/features/wishlist/pages/WishlistPage';
import * as wishlistApi from '../../../src/client/features/wishlist/wishlist-api';
import { initialWishlistState, synced, syncFailed, type WishlistState } from '../../../src/client/features/wishlist/wishlist-slice';
import { renderWithStore } from '../../support/render';
import { manyProducts, ropeToy, salmonKibble } from '../catalog/catalog-fixtures';

// The wishlist page of spec section 2: a grid of the wished products, paginated.
const wished = (patch: Partial<WishlistState>): PreloadedRootState => ({ wishlist: { ...initialWishlistState, ...patch } });
const renderPage = (state: PreloadedRootState) =>
  renderWithStore(<WishlistPage />, { store: setupStore(state, { sagas: false }), route: '/wishlist' });

afterEach(() => jest.restoreAllMocks());

describe('WishlistPage', () => {
  it('invites to browse the shop when nothing is wished', () => {
    renderPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('You have not saved any products yet. Tap the heart on a product to keep it here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop/4');
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
    expect(document.title).toBe('Wishlist | Petora');
  });

  it('shows a placeholder per wished product while the sync is on its way, then the grid', () => {
    const { store } = renderPage(wished({ ids: [salmonKibble.id, ropeToy.id], status: 'loading' }));
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(2);
    act(() => { store.dispatch(synced({ products: [salmonKibble, ropeToy] })); });
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([salmonKibble.name, ropeToy.name]);
    expect(screen.queryByRole('navigation', { name: 'Wishlist pages' })).toBeNull();
  });

  it('shows at most 24 placeholders', () => {
    renderPage(wished({ ids: manyProducts(30).map((p) => p.id), status: 'idle' }));
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(24);
  });

  it('asks for the wished products when it opens (saga running)', async () => {
    const sync = jest.spyOn(wishlistApi, 'syncWishlist').mockResolvedValue({ count: 1, products: [ropeToy] });
    renderWithStore(<WishlistPage />, { preloadedState: wished({ ids: [ropeToy.id] }), route: '/wishlist' });
    expect(await screen.findByRole('article', { name: ropeToy.name })).toBeInTheDocument();
    expect(sync).toHaveBeenCalledWith([ropeToy.id]);
  });

  it('pages more than 24 products with buttons', async () => {
    const products = manyProducts(30);
    const { user } = renderPage(wished({ ids: products.map((p) => p.id), products, status: 'succeeded' }));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const pages = screen.getByRole('navigation', { name: 'Wishlist pages' });
    expect(within(pages).queryAllByRole('link')).toEqual([]);
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(products.slice(24).map((p) => p.name));
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('takes a product off the page when its heart is clicked', async () => {
    const { user, store } = renderPage(wished({ ids: [salmonKibble.id, ropeToy.id], products: [salmonKibble, ropeToy], status: 'succeeded' }));
    await user.click(screen.getByRole('button', { name: `Remove ${ropeToy.name} from wishlist` }));
    expect(store.getState().wishlist.ids).toEqual([salmonKibble.id]);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([salmonKibble.name]);
    await user.click(screen.getByRole('button', { name: `Remove ${salmonKibble.name} from wishlist` }));
    expect(screen.getByText(/You have not saved any products yet/)).toBeInTheDocument();
  });

  it('goes back to the last page when removals leave the current one empty', async () => {
    const products = manyProducts(25);
    const { user } = renderPage(wished({ ids: products.map((p) => p.id), products, status: 'succeeded' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Wishlist pages' })).getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: `Remove ${products[24].name} from wishlist` }));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.queryByRole('navigation', { name: 'Wishlist pages' })).toBeNull();
  });

  it("says 'There is no product.' when the server knows none of the wished products", () => {
    renderPage(wished({ ids: [999], products: [], status: 'succeeded' }));
    expect(screen.getByText('There is no product.')).toBeInTheDocument();
  });

  it('shows no placeholders and no message after a failed sync', () => {
    const { store } = renderPage(wished({ ids: [ropeToy.id], status: 'loading' }));
    act(() => { store.dispatch(syncFailed()); });
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
    expect(screen.queryByText('There is no product.')).toBeNull();
  });
});
