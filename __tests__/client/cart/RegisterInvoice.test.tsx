import { screen, waitFor } from '@testing-library/react';
import { notify } from '../../../src/client/lib/notify';
import { deferred, HttpFailure, type RecordedRequest } from '../../support/api-recorder';
import { order } from '../orders/order-fixtures';
import { renderCheckout } from './checkout-fixtures';

jest.mock('../../../src/client/lib/notify', () => ({
  ...jest.requireActual('../../../src/client/lib/notify'),
  notify: jest.fn(() => Promise.resolve()),
}));

afterEach(() => jest.mocked(notify).mockClear());

const orderCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url === '/api/order/add');

/** The cart page once its cart and addresses arrived, so Register Invoice can be pressed. */
async function readyToRegister(options: Parameters<typeof renderCheckout>[0]) {
  const rendered = renderCheckout(options);
  const register = await screen.findByRole('button', { name: 'Register Invoice' });
  await waitFor(() => expect(register).toBeEnabled());
  return { ...rendered, register };
}

describe('Register Invoice', () => {
  it('stays disabled with the reason and the way out while the trade licence has expired', async () => {
    const expired = 'Your trade licence expired on 12 March 2027. Upload the renewed licence to order.';
    const { requests } = renderCheckout({
      answers: { 'GET /api/customer/tradedocuments': { status: 1, documents: { licenceExpiry: '2027-03-12', orderBlock: expired } } },
    });
    const notice = await screen.findByTestId('licence-notice');
    expect(notice).toHaveTextContent(expired);
    expect(screen.getByRole('link', { name: 'Upload the renewed licence in your profile' })).toHaveAttribute('href', '/dashboard/profile');
    const register = screen.getByRole('button', { name: 'Register Invoice' });
    expect(register).toBeDisabled();
    expect(register).toHaveAccessibleDescription(expired + ' Upload the renewed licence in your profile');
    expect(orderCalls(requests)).toEqual([]);
  });

  it('sends the selected address and the Purchase Note, then goes to the orders with the toast', async () => {
    const { user, register, requests, router, store } = await readyToRegister({
      answers: { 'POST /api/order/add': { status: 1, order: order(51) } },
    });
    await user.type(screen.getByLabelText('Purchase Note'), 'Deliver before noon');
    await user.click(register);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    const [sent] = orderCalls(requests);
    expect(sent).toMatchObject({
      method: 'POST',
      body: { address: 'Unit 12, Al Quoz Industrial Area 3, Dubai', postalCode: '12002', note: 'Deliver before noon' },
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify).toHaveBeenCalledWith('Invoce registered successfully.', 'success', { short: true });
    expect(store.getState().cart.items).toEqual([]);
  });

  it('is pressed once while the invoice is on its way', async () => {
    const answer = deferred<unknown>();
    const { user, register, requests } = await readyToRegister({ answers: { 'POST /api/order/add': () => answer.promise } });
    await user.click(register);
    expect(register).toBeDisabled();
    expect(register).toHaveAccessibleDescription('Registering your invoice…');
    await user.dblClick(register);
    answer.resolve({ status: 1, order: order(52) });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Invoce registered successfully.', 'success', { short: true }));
    expect(orderCalls(requests)).toHaveLength(1);
  });

  it("says 'Error' and shows the server's reason when the order is refused", async () => {
    const reason = 'Crunchy Kibble 2 kg: only 20 left in stock';
    const { user, register, router } = await readyToRegister({
      answers: { 'POST /api/order/add': new HttpFailure(409, { status: 0, message: reason }) },
    });
    await user.click(register);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(notify).toHaveBeenCalledWith('Error', 'error', { short: true });
    expect(router.state.location.pathname).toBe('/cart');
    expect(register).toBeEnabled();
  });

  it("says only 'Error' when the call fails without a reason", async () => {
    const { user, register } = await readyToRegister({ answers: { 'POST /api/order/add': new HttpFailure(500, { status: 0, message: 'Error' }) } });
    await user.click(register);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Error', 'error', { short: true }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
