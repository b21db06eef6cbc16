// The back office and the shop together in a real browser: a staff member approves a newly
// registered company at /admin, the company logs in and registers an invoice, the staff member
// approves the order and the customer sees 'This order has been approved.'.
import type { Page } from 'playwright-core';
import type { ProductList } from '../../src/shared/api-types';
import { confirmCompany, newCompany, registerCompany, type Company } from '../support/e2e-accounts';
import { DESKTOP, logInThroughForm, newPage, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(150_000);

const browser = useBrowser();

async function staffLogsIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel(/^Email/).fill(process.env.E2E_ADMIN_EMAIL as string);
  await page.getByLabel(/^Password/).fill(process.env.E2E_ADMIN_PASSWORD as string);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).waitFor();
}

const customerLogsIn = (page: Page, company: Company) => logInThroughForm(page, company, { home: true });

describe('the back office', () => {
  it('approves a new company and its first order, which the customer then sees approved', async () => {
    const company = newCompany('office');
    await registerCompany(company);
    await confirmCompany(company.email);

    // One browser profile for both: the staff session and the customer session use separate keys.
    const { page: staffPage } = await newPage(browser.context, { viewport: DESKTOP });
    await staffLogsIn(staffPage);
    await staffPage.getByRole('navigation').getByRole('link', { name: 'Customers' }).click();
    await staffPage.getByRole('searchbox', { name: 'Search customers' }).fill(company.email);
    await staffPage.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
    await staffPage.getByRole('button', { name: `Open ${company.name}` }).first().click();
    await staffPage.getByRole('img', { name: /licence|Lisence/i }).first().waitFor();
    await staffPage.getByRole('button', { name: 'Approve', exact: true }).click();
    await staffPage.getByText(/approved/i).first().waitFor();

    // The customer, in a browser of their own, registers an invoice.
    const { page: shopPage } = await newPage(browser.context, { viewport: DESKTOP });
    await customerLogsIn(shopPage, company);
    const { products } = await getJson<ProductList>('/api/product/productlist?cid=4&p=1');
    const product = products.find((p) => p.product_attributes.length === 1 && p.product_attributes[0].stock > 2)!;
    await shopPage.goto(`/product/${product.slug}`);
    await shopPage.getByRole('button', { name: /^Add .* to cart$/ }).click();
    await shopPage.getByText('Product added').first().waitFor();
    await shopPage.goto('/cart');
    await shopPage.getByRole('button', { name: 'Add address' }).click();
    const modal = shopPage.getByRole('dialog');
    await modal.getByLabel('Address Name').fill('Main store');
    await modal.getByLabel('Address', { exact: true }).fill('Shop 3, Al Wasl Road, Jumeirah 1, Dubai');
    await modal.getByRole('button', { name: 'Add Address' }).click();
    await modal.getByRole('button', { name: 'Select Main store' }).click();
    await shopPage.getByRole('button', { name: 'Register Invoice' }).click();
    await shopPage.waitForURL('**/dashboard/orders');
    await shopPage.getByText('This order waiting for approval.').waitFor();
    const orderNumber = (await shopPage.getByText(/Order Number/).first().textContent())?.match(/\d+/)?.[0];
    expect(orderNumber).toBeDefined();

    await staffPage.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
    await staffPage.getByRole('button', { name: `Open order ${orderNumber}` }).click();
    await staffPage.getByRole('heading', { name: `Order #${orderNumber}` }).waitFor();
    await staffPage.getByRole('button', { name: 'Approve', exact: true }).click();
    await staffPage.getByRole('button', { name: 'Approve the order' }).click();
    await staffPage.getByText('Approved', { exact: true }).first().waitFor();

    await shopPage.reload();
    await shopPage.getByText('This order has been approved.').waitFor();
    await shopPage.close();
    await staffPage.close();
  });
});
