// axe-core on the storefront as an approved customer who has a cart, saved addresses and an
// order: trade prices and cart controls on cards, the variant picker, the cart drawer, the cart
// page with its address book, and the dashboard's profile and orders, at desktop and phone widths.
import type { Product, ProductList } from '../../src/shared/api-types';
import { AxeChecks } from '../support/axe';
import { DESKTOP, logInThroughForm, newPage, PHONE, useBrowser, withPage } from '../support/browser';
import { apiCall, approvedCompany, customerToken, type Company } from '../support/e2e-accounts';
import { productWithOneArticle } from '../support/e2e-catalogue';
import { getJson } from '../support/e2e-server';

jest.setTimeout(240_000);

const browser = useBrowser();
let company: Company;
let several: Product;

/** A cart with two lines, two saved addresses and one registered order, all through the API. */
async function prepareCustomer(token: string, single: Product): Promise<void> {
  const add = (aid: number, count: number) => apiCall('POST', '/api/cart/addtocart', { aid, count }, token);
  for (const [name, address] of [['Main store', 'Shop 3, Al Wasl Road, Dubai'], ['Warehouse', 'Street 6, Al Quoz 4, Dubai']]) {
    await apiCall('POST', '/api/customer/addaddress', { addressName: name, address, postalCode: '12345' }, token);
  }
  await add(single.product_attributes[0].id, 2);
  const order = await apiCall<{ status: number }>('POST', '/api/order/add', { address: 'Shop 3, Al Wasl Road, Dubai', postalCode: '12345', note: '' }, token);
  if (order.data.status !== 1) throw new Error('the test order could not be registered');
  await add(single.product_attributes[0].id, 1);
  await add(several.product_attributes.find((v) => v.stock > 5 && v.price > 0)!.id, 3);
}

beforeAll(async () => {
  company = await approvedCompany('a11y');
  const { products } = await getJson<ProductList>('/api/product/productlist?cid=5&p=1');
  several = products.find((p) => p.product_attributes.filter((v) => v.stock > 5 && v.price > 0).length > 1)!;
  await prepareCustomer(await customerToken(company), await productWithOneArticle());
  const { page } = await newPage(browser.context, { viewport: DESKTOP });
  await logInThroughForm(page, company, { home: true });
  await page.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('the storefront for a logged-in customer on %s', (name, viewport) => {
  it('has no serious or critical violations on pages, drawer, picker and address book', async () => {
    const checks = new AxeChecks();
    await withPage(browser.context, viewport, async (page) => {
      for (const route of ['/', '/shop/5', `/product/${several.slug}`, '/cart', '/dashboard', '/dashboard/orders']) {
        await checks.visit(page, route, `${route} (${name})`);
      }

      await page.goto('/shop/5');
      await page.getByRole('article', { name: several.name, exact: true }).getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByRole('dialog', { name: several.name }).waitFor();
      await checks.check(page, `variant picker (${name})`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Cart', exact: true }).click();
      await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Cart', exact: true }).waitFor();
      await checks.check(page, `cart drawer (${name})`);
      await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Cart', exact: true }).click();

      await page.waitForURL('**/cart');
      await page.getByRole('button', { name: /address/i }).first().click();
      await page.getByRole('dialog', { name: 'Delivery Address' }).getByLabel('Address Name').waitFor();
      await checks.check(page, `address book (${name})`);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByRole('form', { name: 'Change Password' }).waitFor();
      await checks.check(page, `change password (${name})`);
    });
    checks.expectClean();
  });
});
