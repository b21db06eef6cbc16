import { screen, waitFor, within } from '@testing-library/react';
import type { OrderDocument } from '../../../src/client/features/documents/documents-api';
import { downloadBlob } from '../../../src/client/lib/download';
import { DashboardPage } from '../../../src/client/pages/dashboard/DashboardPage';
import { deferred, recordApi } from '../../support/api-recorder';
import { renderWithStore } from '../../support/render';
import { loggedIn } from '../cart/checkout-fixtures';
import { order } from '../orders/order-fixtures';

// The browser's own download is not there in jsdom; the test only needs to know it was asked.
jest.mock('../../../src/client/lib/download', () => ({ downloadBlob: jest.fn(), downloadText: jest.fn() }));

const documentOf = (kind: OrderDocument['kind'], number: string, pdfReady = true): OrderDocument => ({
  kind, number, issuedAt: '2027-01-05T08:00:00.000Z', pdfReady, pdf: `/api/documents/${number}/pdf`, xml: `/api/documents/${number}/xml`,
});
const invoice = documentOf('invoice', 'INV-2027-000001');
const creditNote = documentOf('credit-note', 'CN-2027-000001');

function openOrders(answers: Record<string, unknown>) {
  const requests = recordApi(answers);
  const rendered = renderWithStore(<DashboardPage />, { preloadedState: loggedIn, route: '/dashboard/orders', path: '/dashboard/:slug?' });
  return { ...rendered, requests };
}
const card = (id: number) => screen.findByRole('article', { name: `Order Number ${id}` });

async function showDocuments(id: number, user: ReturnType<typeof openOrders>['user']) {
  const article = await card(id);
  await user.click(within(article).getByRole('button', { name: 'Tax documents' }));
  return article;
}

describe('tax documents of a cancelled order', () => {
  it('says an order cancelled before its approval has none, instead of promising an invoice', async () => {
    const { user } = openOrders({
      'GET /api/order/orderslist': { status: 1, orders: [order(41, { state: 3 })] },
      'GET /api/order/41/documents': { status: 1, documents: [] },
    });
    const article = await showDocuments(41, user);
    expect(await within(article).findByText('No tax documents: the order was cancelled before it was approved.')).toBeInTheDocument();
    expect(within(article).queryByText(/the invoice is issued when the order is approved/)).toBeNull();
  });

  it('lists the invoice and the credit note of an order cancelled after its approval', async () => {
    const { user } = openOrders({
      'GET /api/order/orderslist': { status: 1, orders: [order(41, { state: 3 })] },
      'GET /api/order/41/documents': { status: 1, documents: [invoice, creditNote] },
    });
    const article = await showDocuments(41, user);
    const list = await within(article).findByRole('list', { name: 'Tax documents of order 41' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Tax invoice INV-2027-000001'), expect.stringContaining('Tax credit note CN-2027-000001'),
    ]);
    expect(within(article).queryByText(/No tax documents/)).toBeNull();
  });

  it('still tells an approved order without documents yet that the invoice comes with the approval', async () => {
    const { user } = openOrders({
      'GET /api/order/orderslist': { status: 1, orders: [order(41, { state: 1 })] },
      'GET /api/order/41/documents': { status: 1, documents: [] },
    });
    const article = await showDocuments(41, user);
    expect(await within(article).findByText('No tax documents yet: the invoice is issued when the order is approved.')).toBeInTheDocument();
  });
});

describe('downloading tax documents', () => {
  it('keeps every download button waiting while a file downloads, the other file and other orders too', async () => {
    const pdf = deferred<unknown>();
    const { user, requests } = openOrders({
      'GET /api/order/orderslist': { status: 1, orders: [order(42, { state: 1 }), order(41, { state: 3 })] },
      'GET /api/order/42/documents': { status: 1, documents: [documentOf('invoice', 'INV-2027-000002')] },
      'GET /api/order/41/documents': { status: 1, documents: [invoice, creditNote] },
      'GET /api/documents/INV-2027-000001/pdf': () => pdf.promise,
      'GET /api/documents/INV-2027-000001/xml': '<Invoice/>',
    });
    await showDocuments(42, user);
    await showDocuments(41, user);
    await screen.findByRole('list', { name: 'Tax documents of order 42' });
    const list = await screen.findByRole('list', { name: 'Tax documents of order 41' });
    await user.click(within(list).getByRole('button', { name: 'Download PDF of INV-2027-000001' }));

    const buttons = () => screen.getAllByRole('button', { name: /^Download (PDF|XML) of / });
    expect(buttons()).toHaveLength(6);
    buttons().forEach((button) => expect(button).toBeDisabled());
    await user.click(within(list).getByRole('button', { name: 'Download XML of INV-2027-000001' }));
    expect(requests.filter((request) => request.url.startsWith('/api/documents/'))).toHaveLength(1);

    pdf.resolve('%PDF-1.7');
    await waitFor(() => buttons().forEach((button) => expect(button).toBeEnabled()));
    expect(downloadBlob).toHaveBeenCalledTimes(1);
    expect(downloadBlob).toHaveBeenCalledWith('INV-2027-000001.pdf', '%PDF-1.7');
    await user.click(within(list).getByRole('button', { name: 'Download XML of INV-2027-000001' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith('INV-2027-000001.xml', '<Invoice/>'));
  });
});

describe('tax documents when the Orders view opens again', () => {
  it('asks again for the documents shown: a PDF made since and a credit note issued since appear without a reload', async () => {
    let answer: unknown = { status: 1, documents: [documentOf('invoice', 'INV-2027-000001', false)] };
    const { user, requests } = openOrders({
      'GET /api/order/orderslist': { status: 1, orders: [order(41, { state: 1 })] },
      'GET /api/order/41/documents': () => answer,
    });
    const article = await showDocuments(41, user);
    expect(await within(article).findByText('PDF being prepared')).toBeInTheDocument();

    answer = { status: 1, documents: [invoice, creditNote] };
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    const list = await within(await card(41)).findByRole('list', { name: 'Tax documents of order 41' });
    expect(await within(list).findByRole('button', { name: 'Download PDF of INV-2027-000001' })).toBeEnabled();
    expect(within(list).getByText(/Tax credit note CN-2027-000001/)).toBeInTheDocument();
    expect(within(list).queryByText('PDF being prepared')).toBeNull();
    expect(requests.filter((request) => request.url === '/api/order/41/documents')).toHaveLength(2);
  });
});
