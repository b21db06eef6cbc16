// Carts and invoices in a real browser: a guest's cart joins the server cart at login, and a
// customer fills a cart with variants, changes counts in the drawer, adds an address and
// registers an invoice that then waits for approval on the orders page.
import type { Page } from 'playwright-core';
import type { Cart, Product, ProductList } from '../../src/shared/api-types';
import { approvedCompany, apiCall, customerToken, type Company } from '../support/e2e-accounts';
import { DESKTOP, logInThroughForm, newPage, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(120_000);

const browser = useBrowser();

const logIn = (page: Page, company: Company) => logInThroughForm(page, company, { home: true });

/** In-stock products with a price: one with several articles on the Cat shop's first page, one with a single one. */
async function productsToBuy(): Promise<{ several: Product; single: Product }> {
  const { products } = await getJson<ProductList>('/api/product/productlist?cid=5&p=1');
  const buyable = products.filter((p) => p.product_attributes.some((v) => v.stock > 5 && v.price > 0));
  const several = buyable.find((p) => p.product_attributes.filter((v) => v.stock > 5 && v.price > 0).length > 1);
  let single: Product | undefined;
  // Single-article products are few in the demo catalogue: look through the newest pages.
  for (let p = 1; p <= 8 && !single; p += 1) {
    const page = await getJson<ProductList>(`/api/product/productlist?p=${p}`);
    single = page.products.find((item) => item.product_attributes.length === 1
      && item.product_attributes[0].stock > 5 && item.product_attributes[0].price > 0);
  }
  if (!several || !single) throw new Error('the Cat shop has no suitable products to buy');
  return { several, single };
}

async function serverCart(company: Company): Promise<Cart> {
  const token = await customerToken(company);
  const { data } = await apiCall<{ cart: Cart }>('GET', '/api/cart/cartlist', undefined, token);
  return data.cart;
}

describe('carts and invoices', () => {
  it("merges a guest's cart into the server cart at login", async () => {
    const company = await approvedCompany('merge');
    const { single } = await productsToBuy();
    const aid = single.product_attributes[0].id;
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto('/');
    // What the guest cart holds in the browser (spec section 3: key cart, list of aid and count).
    await page.evaluate((entry) => window.localStorage.setItem('cart', JSON.stringify([entry])), { aid, count: 3 });
    await page.reload();
    await logIn(page, company);

    await page.getByRole('button', { name: 'Cart', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.getByRole('link', { name: new RegExp(single.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    const cart = await serverCart(company);
    expect(cart.items.map((item) => [item.aid, item.count])).toEqual([[aid, 3]]);
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('cart'))) ?? '[]')).toEqual([]);
    await page.close();
  });

  it('fills a cart, changes counts in the drawer, adds an address and registers an invoice', async () => {
    const company = await approvedCompany('order');
    const { several, single } = await productsToBuy();
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await logIn(page, company);

    // A product with several variants: Add To Cart opens the picker with one control per article.
    await page.goto('/shop/5');
    const severalCard = page.getByRole('article', { name: several.name, exact: true });
    await severalCard.getByRole('button', { name: 'Add To Cart' }).click();
    const picker = page.getByRole('dialog', { name: several.name });
    const article = several.product_attributes.find((v) => v.stock > 5 && v.price > 0)!;
    await picker.getByRole('button', { name: new RegExp(`^Add .* to cart$`) }).first().click();
    await page.getByText('Product added').first().waitFor();
    await picker.getByRole('button', { name: 'Close variant picker' }).click();

    await page.goto(`/product/${single.slug}`);
    await page.getByRole('button', { name: /^Add .* to cart$/ }).click();
    await page.getByText('Product added').first().waitFor();

    await page.getByRole('button', { name: 'Cart', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.getByRole('button', { name: /^One more / }).first().click();
    await drawer.getByRole('button', { name: /^One more / }).first().click();
    // The server ends at the count the stepper shows.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const cart = await serverCart(company);
      if (cart.items.some((item) => item.count === 3)) break;
      await page.waitForTimeout(250);
    }
    const cart = await serverCart(company);
    expect(cart.items).toHaveLength(2);
    expect(cart.items.map((item) => item.count).sort()).toEqual([1, 3]);
    expect(cart.items.map((item) => item.aid)).toContain(article.id);

    await drawer.getByRole('link', { name: 'Cart', exact: true }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('button', { name: 'Add address' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Address Name').fill('Al Quoz warehouse');
    await modal.getByLabel('Address', { exact: true }).fill('Warehouse 14, Street 6, Al Quoz Industrial Area 4, Dubai');
    await modal.getByLabel('Postal Code').fill('123456');
    await modal.getByRole('button', { name: 'Add Address' }).click();
    await modal.getByRole('button', { name: 'Select Al Quoz warehouse' }).click();
    await page.getByText('Warehouse 14, Street 6, Al Quoz Industrial Area 4, Dubai').first().waitFor();
    await page.getByLabel('Purchase Note').fill('Please deliver before noon.');

    await page.getByRole('button', { name: 'Register Invoice' }).click();
    await page.getByText('Invoce registered successfully.').waitFor();
    await page.waitForURL('**/dashboard/orders');
    await page.getByText('This order waiting for approval.').waitFor();
    await page.getByRole('cell', { name: new RegExp(single.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().waitFor();
    expect((await serverCart(company)).items).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
