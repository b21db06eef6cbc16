import { screen, waitFor, within } from '@testing-library/react';
import { renderCheckout } from './checkout-fixtures';

// The cart page's Clear cart empties a saved cart that can hold 200 lines: it asks first.

const clearRequests = (requests: Array<{ method: string; url: string }>) =>
  requests.filter((request) => `${request.method} ${request.url}` === 'POST /api/cart/clear');

describe('Cart page: Clear cart', () => {
  it('asks before emptying the cart, and keeping it sends nothing', async () => {
    const { user, requests, store } = renderCheckout({ answers: { 'POST /api/cart/clear': { status: 1, cart: { items: [], count: 0, total: 0, version: 9 } } } });
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    expect(dialog).toHaveTextContent(`All ${store.getState().cart.items.length} products in your cart are taken out. This cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Clear your cart?' })).toBeNull());
    expect(clearRequests(requests)).toEqual([]);
    expect(store.getState().cart.items.length).toBeGreaterThan(0);
  });

  it('empties the cart once the buyer confirms', async () => {
    const { user, requests, store } = renderCheckout({ answers: { 'POST /api/cart/clear': { status: 1, cart: { items: [], count: 0, total: 0, version: 9 } } } });
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(store.getState().cart.items).toEqual([]));
    expect(clearRequests(requests)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Clear your cart?' })).toBeNull());
  });
});
