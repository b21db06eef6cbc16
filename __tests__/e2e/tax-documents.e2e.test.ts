// A customer downloads the tax invoice of an approved order from the order history: the
// approval issues it, the server's document worker renders the PDF, the browser saves it.
// Staff find the same invoice in the back office's list, download it and the period's VAT
// return file, and keep the shop's legal details, which the storefront's footer then shows.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { ShopLegalSettings } from '../../src/shared/admin-types';
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

/** The order approved in the first case, for the back office's case. */
let issued: { orderId: number; number: string } | null = null;

/** Opens the back office, logging in unless an earlier case of this file left staff logged in. */
async function staffLogsIn(page: Page): Promise<void> {
  await page.goto('/admin');
  const signedIn = page.getByRole('navigation').getByRole('link', { name: 'Tax documents' });
  const email = page.getByLabel(/^Email/);
  await signedIn.or(email).first().waitFor();
  if (await signedIn.isVisible()) return;
  await email.fill(process.env.E2E_ADMIN_EMAIL as string);
  await page.getByLabel(/^Password/).fill(process.env.E2E_ADMIN_PASSWORD as string);
  await page.getByRole('button', { name: 'Log in' }).click();
  await signedIn.waitFor();
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
    issued = { orderId, number };

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

  it('lets staff find the invoice of a period, download it and the VAT return file, and keep the legal details', async () => {
    expect(issued).not.toBeNull();
    const { orderId, number } = issued!;
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await staffLogsIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Tax documents' }).click();
    // Today, in the UAE's calendar.
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await page.getByRole('button', { name: 'Show' }).click();
    const row = page.getByRole('row').filter({ hasText: number });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toBe(`#${orderId}`);
    const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `PDF of ${number}` }).click()]);
    expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'VAT by emirate (CSV)' }).click()]);
    expect(csv.suggestedFilename()).toBe(`vat-by-emirate-${today}-to-${today}.csv`);
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text.split(/\r?\n/)[0]).toMatch(/emirate/i);

    await page.getByRole('navigation').getByRole('link', { name: 'Legal details' }).click();
    const trn = page.getByLabel(/^TRN/);
    await expect(trn.inputValue()).resolves.toMatch(/^\d{15}$/);
    await trn.fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: /TRN/ }).waitFor();
    // The refusal is the 400 the browser logs; nothing else went wrong.
    expect(errors).toEqual(['console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await page.close();
  });
  it('shows the legal details staff save in the storefront\'s footer, and none of the old ones', async () => {
    const staff = await staffLogin();
    const { data } = await apiCall<{ settings: ShopLegalSettings }>('GET', '/api/admin/settings/legal', undefined, staff);
    const before = data.settings;
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    try {
      await staffLogsIn(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Legal details' }).click();
      const form = page.getByRole('form', { name: 'Legal details' });
      await expect(form.getByLabel(/^TRN/).inputValue()).resolves.toBe(before.trn);
      await form.getByLabel(/^Legal name \(English\)/).fill('Petora Footer Test L.L.C.');
      await form.getByLabel(/^TRN/).fill('100555666700003');
      await form.getByLabel(/^Trade licence number/).fill('FT-424242');
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText("The shop's legal details are saved").waitFor();

      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await footer.getByText('TRN 100555666700003').waitFor();
      await expect(footer.getByText(/Trade Licence No\. FT-424242/).count()).resolves.toBe(1);
      await expect(footer.getByRole('region', { name: 'Petora Footer Test L.L.C.' }).count()).resolves.toBe(1);
      const text = await footer.innerText();
      expect(text).not.toContain(before.legalNameEn);
      expect(text).not.toContain(before.trn);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      // The next files see the shop as the demo seeded it.
      await apiCall('PUT', '/api/admin/settings/legal', before, staff);
    }
  });
});
