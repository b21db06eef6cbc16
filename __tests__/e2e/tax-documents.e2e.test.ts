// A customer downloads the tax invoice of an approved order from the order history: the
// approval issues it, the server's document worker renders the PDF, the browser saves it.
import { readFile } from 'node:fs/promises';
import type { ProductList } from '../../src/shared/api-types';
import { apiCall, approvedCompany, customerToken, staffLogin } from '../support/e2e-accounts';
import { DESKTOP, logInThroughForm, newPage, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(180_000);

const browser = useBrowser();

interface DocumentsReply { status: number; documents: Array<{ number: string; pdfReady: boolean; kind: string }> }

async function readyInvoice(orderId: number, token: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { data } = await apiCall<DocumentsReply>('GET', `/api/order/${orderId}/documents`, undefined, token);
    const invoice = data.documents?.find((d) => d.kind === 'invoice');
    if (invoice?.pdfReady) return invoice.number;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the invoice of order ${orderId} was never rendered`);
}

describe('tax documents in the order history', () => {
  it('lists the invoice of an approved order and downloads its PDF', async () => {
    const company = await approvedCompany('invoice');
    const token = await customerToken(company);
    const { products } = await getJson<ProductList>('/api/product/productlist?p=1');
    const variant = products.flatMap((p) => p.product_attributes).find((v) => v.stock > 2 && v.price > 0)!;
    await apiCall('POST', '/api/cart/addtocart', { aid: variant.id, count: 2 }, token);
    const placed = await apiCall<{ order: { order_id: number } }>('POST', '/api/order/add', { address: 'Shop 7, Al Nahda', postalCode: '', note: '' }, token);
    const orderId = placed.data.order.order_id;
    await apiCall('POST', `/api/admin/orders/${orderId}/approve`, undefined, await staffLogin());
    const number = await readyInvoice(orderId, token);
    expect(number).toMatch(/^INV-\d{4}-\d{6}$/);

    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await logInThroughForm(page, company, { home: true });
    await page.goto('/dashboard/orders');
    const card = page.getByRole('article', { name: `Order Number ${orderId}` });
    await card.getByRole('button', { name: 'Tax documents' }).click();
    const list = card.getByRole('list', { name: `Tax documents of order ${orderId}` });
    await list.getByText(`Tax invoice ${number}`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: `Download PDF of ${number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(errors).toEqual([]);
    await page.close();
  });
});
