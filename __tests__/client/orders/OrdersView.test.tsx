import { screen, waitFor, within } from '@testing-library/react';
import { DashboardPage } from '../../../src/client/pages/dashboard/DashboardPage';
import { HttpFailure, recordApi } from '../../support/api-recorder';
import { renderWithStore } from '../../support/render';
import { loggedIn } from '../cart/checkout-fixtures';
import { order } from './order-fixtures';

function openOrders(answer: unknown) {
  const requests = recordApi({ 'GET /api/order/orderslist': answer });
  const rendered = renderWithStore(<DashboardPage />, { preloadedState: loggedIn, route: '/dashboard/orders', path: '/dashboard/:slug?' });
  return { ...rendered, requests };
}

const cards = () => screen.getAllByRole('article');
const card = (id: number) => screen.getByRole('article', { name: `Order Number ${id}` });
const fact = (region: HTMLElement, term: string) => within(region).queryByText(term)?.nextElementSibling ?? null;

describe('Dashboard Orders', () => {
  it("says 'No Orders Yet!' when there are none", async () => {
    const { requests } = openOrders({ status: 1, orders: [] });
    expect(await screen.findByText('No Orders Yet!')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(['/api/order/orderslist']);
  });

  it('says nothing when the list cannot be loaded: no error (spec section 8), and not that there are none', async () => {
    const { store } = openOrders(new HttpFailure(500, { status: 0, message: 'Error' }));
    await waitFor(() => expect(store.getState().orders.status).toBe('failed'));
    expect(screen.queryByText('No Orders Yet!')).toBeNull();
    expect(screen.queryByText('Loading your orders…')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows three orders a page, with pages only above three', async () => {
    const { user } = openOrders({ status: 1, orders: [order(44), order(43), order(42), order(41)] });
    await screen.findByRole('article', { name: 'Order Number 44' });
    expect(cards().map((item) => within(item).getByRole('heading').textContent))
      .toEqual(['Order Number 44', 'Order Number 43', 'Order Number 42']);
    await user.click(within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('button', { name: 'Page 2' }));
    expect(cards()).toHaveLength(1);
    expect(card(41)).toBeInTheDocument();
  });

  it('shows no pages for three orders', async () => {
    openOrders({ status: 1, orders: [order(3), order(2), order(1)] });
    await screen.findByRole('article', { name: 'Order Number 3' });
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });

  it('tells who ordered, when, where and the contact number', async () => {
    openOrders({ status: 1, orders: [order(41), order(40, { mobile: null })] });
    const first = await screen.findByRole('article', { name: 'Order Number 41' });
    expect(fact(first, 'Name')).toHaveTextContent('Layla Haddad');
    expect(fact(first, 'Date')).toHaveTextContent('4 March 2025');
    expect(fact(first, 'Address')).toHaveTextContent('Unit 12, Al Quoz Industrial Area 3, Dubai');
    expect(fact(first, 'Postal Code')).toHaveTextContent('12002');
    expect(fact(first, 'Contact Number')).toHaveTextContent('+971 50 123 4567');
    expect(fact(card(40), 'Contact Number')).toBeNull();
  });

  it('lists the commodities with count, price, Total Purchase and the Total in AED', async () => {
    openOrders({ status: 1, orders: [order(41)] });
    const table = within(await screen.findByRole('article', { name: 'Order Number 41' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Commodity', 'Count', 'Price', 'Total Purchase']);
    const [, kibble, toy, total] = within(table).getAllByRole('row');
    expect(within(kibble).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Crunchy KibbleSize:2 kg', '2', 'AED 45.50', 'AED 91.00']);
    expect(within(toy).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Rope ToyColour:Red', '3', 'AED 14.95', 'AED 44.85']);
    expect(within(toy).getByTestId('swatch')).toHaveStyle({ background: '#c0392b' });
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(total).getByRole('cell')).toHaveTextContent('AED 135.85');
  });

  it('marks approved and waiting orders, and no other state (spec section 4)', async () => {
    openOrders({ status: 1, orders: [order(4, { state: 1 }), order(3, { state: 2 }), order(2, { state: 3 })] });
    expect(await within(await screen.findByRole('article', { name: 'Order Number 4' })).findByText('This order has been approved.')).toBeInTheDocument();
    expect(within(card(3)).getByText('This order waiting for approval.')).toBeInTheDocument();
    expect(within(card(2)).queryByText(/This order/)).toBeNull();
  });

  it('shows no state for a state it does not know', async () => {
    openOrders({ status: 1, orders: [order(1, { state: 4 })] });
    expect(within(await screen.findByRole('article', { name: 'Order Number 1' })).queryByText(/This order/)).toBeNull();
  });
});
