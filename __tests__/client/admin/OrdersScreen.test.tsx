import { act, screen, waitFor, within } from '@testing-library/react';
import { adminOf } from '../../../src/client/features/admin/admin-reducer';
import { ordersActions } from '../../../src/client/features/admin/orders/orders-slice';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { order } from './admin-fixtures';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';

const waiting = order();

describe('Orders screen', () => {
  it('shows an order with its customer, address, note, lines and total; lines above 30 need approval', async () => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/orders': { count: 1, orders: [waiting] } });
    const { user } = renderAdmin('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Open order 12' }));
    const panel = screen.getByRole('complementary', { name: 'Order #12' });
    expect(within(panel).getByText('Shop 4, Al Wasl Road, Dubai')).toBeInTheDocument();
    expect(within(panel).getByText('Deliver before noon')).toBeInTheDocument();
    expect(within(panel).getByText('Paws & Co. Pet Shop')).toBeInTheDocument();

    const lines = within(panel).getByRole('table', { name: 'Lines of order 12' });
    const [, bowl, food] = within(lines).getAllByRole('row');
    expect(bowl).toHaveAttribute('data-needs-approval', 'false');
    expect(within(bowl).queryByText('Needs approval')).not.toBeInTheDocument();
    expect(within(bowl).getByText('Size: S')).toBeInTheDocument();
    expect(food).toHaveAttribute('data-needs-approval', 'true');
    expect(within(food).getByText('Needs approval')).toBeInTheDocument();
    expect(within(food).getByRole('cell', { name: 'FOOD-2KG' })).toBeInTheDocument();
    expect(within(lines).getByText(/1,234\.50/)).toBeInTheDocument();
  });

  it('approves an order waiting for approval after a confirmation, and reloads the tab', async () => {
    const calls = stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/orders': { count: 1, orders: [waiting] },
      'POST /api/admin/orders/12/approve': { status: 1, order: order({ state: 1 }) },
    });
    const { user } = renderAdmin('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Open order 12' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve order #12?' });
    expect(dialog).toHaveTextContent('layla@pawsco.ae is mailed that the order of AED');
    await user.click(within(dialog).getByRole('button', { name: 'Approve the order' }));
    expect(await screen.findByText(ADMIN_MSG.orderApproved(12))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Approve order #12?' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/admin/orders')).toHaveLength(2));
  });

  it('asks before cancelling and says the stock goes back', async () => {
    const calls = stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/orders': { count: 1, orders: [waiting] },
      'POST /api/admin/orders/12/cancel': { status: 1, order: order({ state: 3 }) },
    });
    const { user } = renderAdmin('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Open order 12' }));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #12?' });
    expect(dialog).toHaveTextContent('The stock of its lines goes back to the shop');
    expect(dialog).not.toHaveTextContent('credit note');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText(ADMIN_MSG.orderCancelled(12))).toBeInTheDocument();
    // The state it was seen in goes along: one approved meanwhile is refused, not credited.
    expect(calls.find((call) => call.url.endsWith('/cancel'))?.body).toEqual({ expected_state: 2 });
  });

  it('warns that cancelling an approved order issues a credit note', async () => {
    stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/orders': (call: { params: { state: number } }) => ({ count: 1, orders: [order({ state: call.params.state })] }),
    });
    const { user } = renderAdmin('/admin/orders');
    await user.click(await screen.findByRole('tab', { name: 'Approved' }));
    await user.click(await screen.findByRole('button', { name: 'Open order 12' }));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('dialog', { name: 'Cancel order #12?' }))
      .toHaveTextContent('It is approved: a credit note against its tax invoice is issued, and cannot be taken back.');
  });

  it('offers neither Approve nor Cancel on a cancelled order', async () => {
    stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/orders': (call: { params: { state: number } }) => ({ count: 1, orders: [order({ state: call.params.state })] }),
    });
    const { user } = renderAdmin('/admin/orders');
    await user.click(await screen.findByRole('tab', { name: 'Cancelled' }));
    await user.click(await screen.findByRole('button', { name: 'Open order 12' }));
    const panel = screen.getByRole('complementary', { name: 'Order #12' });
    expect(within(panel).getByText('Cancelled')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  describe('while a decision is on its way, staff may open and decide another order', () => {
    /** Approves order 12 on a slow server, goes Back, opens order 13 and approves that one too. */
    async function approveTwo(firstAnswer: Promise<unknown>) {
      const calls = stubAdminApi({
        ...signedInAnswers,
        'GET /api/admin/orders': { count: 2, orders: [waiting, order({ order_id: 13 })] },
        'POST /api/admin/orders/12/approve': firstAnswer,
        'POST /api/admin/orders/13/approve': new Promise(() => {}),
      });
      const { user } = renderAdmin('/admin/orders');
      await user.click(await screen.findByRole('button', { name: 'Open order 12' }));
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      const first = screen.getByRole('dialog', { name: 'Approve order #12?' });
      await user.click(within(first).getByRole('button', { name: 'Approve the order' }));
      expect(within(first).getByRole('button', { name: 'Please wait…' })).toBeDisabled();
      await user.click(within(first).getByRole('button', { name: 'Back' }));
      await user.click(screen.getByRole('button', { name: 'Open order 13' }));
      const panel = screen.getByRole('complementary', { name: 'Order #13' });
      await user.click(within(panel).getByRole('button', { name: 'Approve' }));
      const second = screen.getByRole('dialog', { name: 'Approve order #13?' });
      await user.click(within(second).getByRole('button', { name: 'Approve the order' }));
      return { calls, second };
    }

    it("sends the second order's approval, and the first's success leaves the second open", async () => {
      let answerFirst: (reply: unknown) => void = () => {};
      const { calls, second } = await approveTwo(new Promise((resolve) => { answerFirst = resolve; }));
      await waitFor(() => expect(calls.some((call) => call.url === '/api/admin/orders/13/approve')).toBe(true));
      answerFirst({ status: 1, order: order({ state: 1 }) });
      expect(await screen.findByText(ADMIN_MSG.orderApproved(12))).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: 'Order #13' })).toBeInTheDocument();
      expect(within(second).getByRole('button', { name: 'Please wait…' })).toBeDisabled();
      expect(screen.queryByText(ADMIN_MSG.orderApproved(13))).not.toBeInTheDocument();
    });

    it('names the first order in its refusal and does not show it on the second', async () => {
      let answerFirst: (reply: unknown) => void = () => {};
      const { second } = await approveTwo(new Promise((resolve) => { answerFirst = resolve; }));
      answerFirst({ status: 0, message: 'This order was cancelled, so it cannot be approved.' });
      expect(await screen.findByText('Order #12: This order was cancelled, so it cannot be approved.')).toBeInTheDocument();
      expect(within(second).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(screen.getByRole('complementary', { name: 'Order #13' })).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(second).getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    });
  });

  describe('which confirmation is open is in the store', () => {
    it('keeps the cancel dialog open with the refusal, the reason still typed', async () => {
      stubAdminApi({
        ...signedInAnswers,
        'GET /api/admin/orders': { count: 1, orders: [waiting] },
        'POST /api/admin/orders/12/cancel': { status: 0, message: 'This order was approved meanwhile.' },
      });
      const { user, store } = renderAdmin('/admin/orders');
      await user.click(await screen.findByRole('button', { name: 'Open order 12' }));
      await user.click(screen.getByRole('button', { name: 'Cancel order' }));
      const dialog = screen.getByRole('dialog', { name: 'Cancel order #12?' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional, sent to the customer)' }), 'Customer called');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order was approved meanwhile.');
      expect(within(dialog).getByRole('textbox', { name: 'Reason (optional, sent to the customer)' })).toHaveValue('Customer called');
      expect(adminOf(store.getState()).orders.asking).toBe('cancel');
    });

    it('shows the dialog a replayed log opens, its refusal, and closes it with the success', async () => {
      stubAdminApi({ ...signedInAnswers, 'GET /api/admin/orders': { count: 1, orders: [waiting] } });
      const { store } = renderAdmin('/admin/orders');
      await screen.findByRole('button', { name: 'Open order 12' });
      act(() => {
        store.dispatch(ordersActions.orderOpened(12));
        store.dispatch(ordersActions.approveAsked({ id: 12 }));
      });
      const dialog = screen.getByRole('dialog', { name: 'Approve order #12?' });
      act(() => { store.dispatch(ordersActions.decisionFailed({ id: 12, message: 'This order was cancelled.' })); });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('This order was cancelled.');
      act(() => { store.dispatch(ordersActions.decisionSucceeded({ order: order({ state: 1 }) })); });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('complementary', { name: 'Order #12' })).not.toBeInTheDocument();
    });
  });
});
