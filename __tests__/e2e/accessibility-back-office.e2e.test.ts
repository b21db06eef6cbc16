// axe-core on the back office: the login, every section of the side navigation, a customer
// open with a PDF licence in its frame, an order open with its approval question, the product
// editor for a product and for a new one, and the brand dialog.
import type { Page } from 'playwright-core';
import { AxeChecks } from '../support/axe';
import { DESKTOP, newPage, useBrowser } from '../support/browser';
import { apiCall, approvedCompany, confirmCompany, customerToken, newCompany } from '../support/e2e-accounts';
import { productWithOneArticle } from '../support/e2e-catalogue';

jest.setTimeout(240_000);

/** The smallest PDF the server recognises by its bytes. */
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const browser = useBrowser();
let page: Page;
let pendingName: string;
let orderId: number;

/** A company waiting for approval whose licence is a PDF, and an approved one with an order. */
async function prepareRecords(): Promise<void> {
  const pending = newCompany('a11y-pdf');
  const registered = await apiCall<{ status: number }>('POST', '/api/customer/register', {
    name: 'Layla Haddad', companyName: pending.companyName, country: 225, mobile: '+971501112234', email: pending.email,
    password: pending.password, lisence: `data:application/pdf;base64,${TINY_PDF.toString('base64')}`, otrn: '',
  });
  if (registered.data.status !== 1) throw new Error('the PDF registration was refused');
  await confirmCompany(pending.email);
  pendingName = 'Layla Haddad';

  const buyer = await customerToken(await approvedCompany('a11y-office'));
  const single = await productWithOneArticle();
  await apiCall('POST', '/api/cart/addtocart', { aid: single.product_attributes[0].id, count: 1 }, buyer);
  const { data } = await apiCall<{ order: { order_id: number } }>('POST', '/api/order/add', { address: 'Shop 3, Al Wasl Road, Dubai', postalCode: '', note: '' }, buyer);
  orderId = data.order.order_id;
}

beforeAll(async () => {
  await prepareRecords();
  ({ page } = await newPage(browser.context, { viewport: DESKTOP }));
});

describe('the back office', () => {
  it('has no serious or critical violations on its login, sections, records and dialogs', async () => {
    const checks = new AxeChecks();
    await checks.visit(page, '/admin', 'back-office login');
    await page.getByLabel(/^Email/).fill(process.env.E2E_ADMIN_EMAIL as string);
    await page.getByLabel(/^Password/).fill(process.env.E2E_ADMIN_PASSWORD as string);
    await page.getByRole('button', { name: 'Log in' }).click();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Customers' }).waitFor();
    await checks.check(page, 'overview');

    for (const section of ['Products', 'Brands', 'Categories', 'Metas and attributes', 'Import / Export', 'Mail outbox', 'Audit log', 'Staff', 'Tax documents', 'Legal details']) {
      await nav.getByRole('link', { name: section, exact: true }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await checks.check(page, section);
    }

    await nav.getByRole('link', { name: 'Customers', exact: true }).click();
    await page.getByRole('button', { name: `Open ${pendingName}` }).first().click();
    await page.locator('iframe').waitFor();
    await checks.check(page, 'customers with a pending customer open (PDF licence)');

    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('button', { name: `Open order ${orderId}` }).click();
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    await checks.check(page, 'orders with an order open');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('button', { name: 'Approve the order' }).waitFor();
    await checks.check(page, 'order approval question');
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await checks.check(page, 'product editor');
    await page.goto('/admin/products/new');
    await checks.check(page, 'new product editor');

    await nav.getByRole('link', { name: 'Brands', exact: true }).click();
    await page.getByRole('button', { name: 'Add brand' }).click();
    await page.getByRole('dialog').waitFor();
    await checks.check(page, 'brand dialog');
    checks.expectClean();
  });
});
