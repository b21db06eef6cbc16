import { screen, waitFor, within } from '@testing-library/react';
import { setupStore } from '../../../src/client/app/store';
import { type CartState, initialCartState } from '../../../src/client/features/cart/cart-slice';
import { CartDrawer } from '../../../src/client/features/layout/components/CartDrawer';
import { Header } from '../../../src/client/features/layout/components/Header';
import type { CartItem } from '../../../src/shared/api-types';
import { renderWithStore } from '../../support/render';
import { cartItem } from './layout-fixtures';

const customer = { token: 'header.payload.signature', customer: null };
const drawer = () => screen.queryByRole('dialog', { name: 'Your Cart' });

/** The header and the drawer as the app shell places them, with a customer's cart preloaded. */
async function openDrawer(items: CartItem[], status: CartState['status'] = 'succeeded') {
  const store = setupStore({ auth: customer, cart: { ...initialCartState, items, status } }, { sagas: false });
  const rendered = renderWithStore(<><Header /><CartDrawer /></>, { store, route: '/new' });
  await rendered.user.click(screen.getByRole('button', { name: 'Cart' }));
  return rendered;
}

const lines = [
  cartItem({ aid: 11, slug: 'crunchy-kibble-2kg', name: 'Crunchy Kibble 2 kg', price: 1300, sale_price: 1234.5, count: 2 }),
  cartItem({ aid: 12, slug: 'rope-toy', name: 'Rope Toy', price: 15.75, count: 3, images: '' }),
];

describe('CartDrawer', () => {
  it('stays closed until the cart button opens it', async () => {
    const store = setupStore({ auth: customer }, { sagas: false });
    renderWithStore(<CartDrawer />, { store });
    expect(drawer()).toBeNull();
  });

  it('shows the empty text and no total for an empty cart', async () => {
    await openDrawer([]);
    const dialog = drawer() as HTMLElement;
    expect(within(dialog).getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(within(dialog).getByText('No Products in your cart')).toBeInTheDocument();
    expect(within(dialog).queryByText('Total')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Cart' })).toBeNull();
  });

  it('says the cart is loading, not empty, while the priced cart is on its way after a reload', async () => {
    await openDrawer([], 'loading');
    const dialog = drawer() as HTMLElement;
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your cart…');
    expect(within(dialog).queryByText('No Products in your cart')).toBeNull();
  });

  it('lists each line with its image, name and count x price, linking to the product', async () => {
    await openDrawer(lines);
    const dialog = drawer() as HTMLElement;
    const kibble = within(dialog).getByRole('link', { name: /Crunchy Kibble 2 kg/ });
    expect(kibble).toHaveAttribute('href', '/product/crunchy-kibble-2kg');
    expect(kibble).toHaveTextContent('2 x AED 1,234.50');
    expect(kibble.querySelector('img')).toHaveAttribute('src', '/media/product-11-1.webp');
    const toy = within(dialog).getByRole('link', { name: /Rope Toy/ });
    expect(toy).toHaveAttribute('href', '/product/rope-toy');
    expect(toy).toHaveTextContent('3 x AED 15.75');
    expect(toy.querySelector('img')).toHaveAttribute('src', '/media/product-12-thumb.webp');
  });

  it('shows the total and a Cart link to /cart', async () => {
    await openDrawer(lines);
    const dialog = drawer() as HTMLElement;
    expect(within(dialog).getByText('Total').parentElement).toHaveTextContent('TotalAED 2,516.25');
    expect(within(dialog).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('closes when a line is followed and goes to the product', async () => {
    const { user, store, router } = await openDrawer(lines);
    await user.click(within(drawer() as HTMLElement).getByRole('link', { name: /Rope Toy/ }));
    expect(store.getState().layout.drawerOpen).toBe(false);
    expect(drawer()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/rope-toy'));
  });

  it('closes on Escape and gives focus back to the cart button', async () => {
    const { user } = await openDrawer(lines);
    expect(drawer()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(drawer()).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus();
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('closes from its close button', async () => {
    const { user, store } = await openDrawer([]);
    await user.click(within(drawer() as HTMLElement).getByRole('button', { name: 'Close cart' }));
    expect(store.getState().layout.drawerOpen).toBe(false);
    expect(drawer()).toBeNull();
  });

  it('steps the count of a line up and down without leaving the drawer', async () => {
    const { user, store } = await openDrawer(lines);
    const dialog = drawer() as HTMLElement;
    const stepper = within(dialog).getByRole('group', { name: /^Quantity of Crunchy Kibble/ });
    expect(within(stepper).getByRole('spinbutton')).toHaveValue(2);
    await user.click(within(stepper).getByRole('button', { name: /^One more/ }));
    expect(within(stepper).getByRole('spinbutton')).toHaveValue(3);
    await user.click(within(stepper).getByRole('button', { name: /^One less/ }));
    expect(within(stepper).getByRole('spinbutton')).toHaveValue(2);
    expect(store.getState().cart.pending).toEqual([11]);
    expect(drawer()).toBeInTheDocument();
  });

  it('removes a line outright with its delete-all button', async () => {
    const { user } = await openDrawer(lines);
    await user.click(within(drawer() as HTMLElement).getByRole('button', { name: /^Remove Rope Toy/ }));
    expect(within(drawer() as HTMLElement).queryByRole('link', { name: /Rope Toy/ })).toBeNull();
    expect(within(drawer() as HTMLElement).getByText('Total').parentElement).toHaveTextContent('TotalAED 2,469.00');
  });

  it('steps a line sold in cases of 12 by whole cases, up to its maximum', async () => {
    const cases = cartItem({ aid: 14, name: 'Dry Food 10 kg', attribute_name: '', count: 12, order_multiple: 12, max_order: 24 });
    const { user, store } = await openDrawer([cases]);
    const dialog = drawer() as HTMLElement;
    expect(within(dialog).getByText('Sold in cases of 12, at most 24 per order')).toBeInTheDocument();
    const stepper = within(dialog).getByRole('group', { name: 'Quantity of Dry Food 10 kg in cart' });
    await user.click(within(stepper).getByRole('button', { name: 'One more Dry Food 10 kg' }));
    expect(within(stepper).getByRole('spinbutton')).toHaveValue(24);
    expect(within(stepper).getByRole('button', { name: 'One more Dry Food 10 kg' })).toBeDisabled();
    await user.click(within(stepper).getByRole('button', { name: 'One less Dry Food 10 kg' }));
    expect(store.getState().cart.items[0].count).toBe(12);
  });

  it('takes a line sold in cases out of the cart from its smallest count', async () => {
    const { user, store } = await openDrawer([cartItem({ aid: 14, name: 'Dry Food 10 kg', attribute_name: '', count: 12, order_multiple: 12 })]);
    await user.click(within(drawer() as HTMLElement).getByRole('button', { name: 'One less Dry Food 10 kg' }));
    expect(store.getState().cart.items).toEqual([]);
  });
});
