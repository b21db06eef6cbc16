import { act, screen, within } from '@testing-library/react';
import { AddToList } from '../../../src/client/features/order-lists/components/AddToList';
import { listRenameStarted, listRenameSubmitted } from '../../../src/client/features/order-lists/order-lists-slice';
import { DashboardPage } from '../../../src/client/pages/dashboard/DashboardPage';
import { ORDER_LIST_MESSAGES } from '../../../src/shared/order-lists';
import { recordApi } from '../../support/api-recorder';
import { renderWithStore } from '../../support/render';
import { loggedIn } from '../cart/checkout-fixtures';
import { detail, summary } from './list-fixtures';

// The lists screen, one list and the picker, rendered with the real store and sagas against
// recorded answers of the shop.

describe('order list screens', () => {
  it('shows the lists with their size, and creates one by name, checking the name first', async () => {
    const requests = recordApi({
      'GET /api/lists': { status: 1, lists: [summary(1, 'Cat litter', 1), summary(2, 'Weekly', 12)] },
      'POST /api/lists': { status: 1, id: 3, lists: [summary(1, 'Cat litter', 1), summary(3, 'Treats'), summary(2, 'Weekly', 12)] },
    });
    const { store, user } = renderWithStore(<DashboardPage />, { preloadedState: loggedIn, route: '/dashboard/lists', path: '/dashboard/:slug?' });
    const lists = await screen.findByRole('list', { name: 'Your lists' });
    expect(within(lists).getByRole('link', { name: 'Weekly' })).toHaveAttribute('href', '/dashboard/lists/2');
    expect(within(lists).getByText('12 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(screen.getByText(ORDER_LIST_MESSAGES.nameBlank)).toBeInTheDocument();
    // The click is in the log with the store's verdict, so a replay shows the same message.
    expect(store.getState().orderLists.lists.nameProblem).toEqual({ form: 'create', message: ORDER_LIST_MESSAGES.nameBlank });
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.type(screen.getByLabelText('List name'), 'Treats');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await within(lists).findByRole('link', { name: 'Treats' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([['/api/lists', { name: 'Treats' }]]);
    expect(screen.queryByText(ORDER_LIST_MESSAGES.nameBlank)).not.toBeInTheDocument();
    expect(screen.getByLabelText('List name')).toHaveValue('');
  });

  it('shows a rename turned back by the store under the field, and a replayed rejection too', async () => {
    const requests = recordApi({ 'GET /api/lists': { status: 1, lists: [summary(1, 'Cat litter', 1)] } });
    const { store, user } = renderWithStore(<DashboardPage />, { preloadedState: loggedIn, route: '/dashboard/lists', path: '/dashboard/:slug?' });
    const lists = await screen.findByRole('list', { name: 'Your lists' });
    await user.click(within(lists).getByRole('button', { name: 'Rename' }));
    await user.clear(within(lists).getByLabelText('New name'));
    await user.click(within(lists).getByRole('button', { name: 'Save name' }));
    expect(within(lists).getByText(ORDER_LIST_MESSAGES.nameBlank)).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await user.click(within(lists).getByRole('button', { name: 'Cancel' }));
    // Replaying the logged actions shows the message again, without the component's own state.
    act(() => {
      store.dispatch(listRenameStarted({ id: 1 }));
      store.dispatch(listRenameSubmitted({ id: 1, name: ' ' }));
    });
    expect(within(lists).getByText(ORDER_LIST_MESSAGES.nameBlank)).toBeInTheDocument();
  });

  it("turns back the picker's blank new list name and shows why from the store", async () => {
    const requests = recordApi({ 'GET /api/lists': { status: 1, lists: [] } });
    const { store, user } = renderWithStore(<AddToList pickerKey="cart" source={{ from: 'cart' }} />, { preloadedState: loggedIn });
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    const picker = screen.getByRole('group', { name: 'Add to list' });
    await user.click(within(picker).getByRole('button', { name: 'Save to new list' }));
    expect(within(picker).getByText(ORDER_LIST_MESSAGES.nameBlank)).toBeInTheDocument();
    expect(store.getState().orderLists.picker.nameProblem).toBe(ORDER_LIST_MESSAGES.nameBlank);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows a list with its warnings and puts the chosen line into the cart', async () => {
    const requests = recordApi({
      'GET /api/lists/7': { status: 1, list: detail(7, [[1, 2], [2, 30, 'Only 20 in stock.']]) },
      'POST /api/lists/7/cart': { status: 1, cart: { items: [], count: 0, total: 0 }, results: [{ sku: 'SKU-2', status: 'unavailable', message: 'Only 20 in stock.' }] },
    });
    const { user } = renderWithStore(<DashboardPage />, { preloadedState: loggedIn, route: '/dashboard/lists/7', path: '/dashboard/lists/:id' });
    const lines = await screen.findByRole('list', { name: 'Lines of the list' });
    expect(within(lines).getByTestId('list-line-warning')).toHaveTextContent('Only 20 in stock.');
    await user.click(screen.getByRole('checkbox', { name: 'Choose Product 2 2 kg' }));
    await user.click(screen.getByRole('button', { name: 'Add chosen to cart (1)' }));
    expect(await screen.findByText('SKU-2: Only 20 in stock.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ aids: [2] });
  });

  it("opens the picker with the buyer's lists and saves the article to the one chosen", async () => {
    const requests = recordApi({
      'GET /api/lists': { status: 1, lists: [summary(4, 'Weekly', 1)] },
      'POST /api/lists/4/lines': { status: 1, list: detail(4, [[5, 12]]), results: [{ sku: 'SKU-5', status: 'added', message: 'Added 12.' }] },
    });
    const { user } = renderWithStore(<AddToList pickerKey="article-5" source={{ from: 'article', aid: 5, count: 12 }} />, { preloadedState: loggedIn });
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    const picker = screen.getByRole('group', { name: 'Add to list' });
    await user.click(await within(picker).findByRole('button', { name: 'Weekly' }));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/lists/4/lines', body: { from: 'article', aid: 5, count: 12 } });
    await screen.findByRole('button', { name: 'Add to list', expanded: false });
    expect(screen.queryByRole('group', { name: 'Add to list' })).toBeNull();
  });
});
