// From a spreadsheet to a placed order without one click on +: 30 lines pasted as copied from
// a sheet (tabs), the two the shop cannot take corrected on the page, all added, then ordered.
import type { Cart, ProductList } from '../../src/shared/api-types';
import { approvedCompany, apiCall, customerToken, type Company } from '../support/e2e-accounts';
import { DESKTOP, logInThroughForm, newPage, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(180_000);

const browser = useBrowser();

/** SKUs of articles with stock and a price, from the newest pages of the catalogue. */
async function orderableSkus(n: number): Promise<string[]> {
  const skus: string[] = [];
  for (let p = 1; skus.length < n && p <= 10; p += 1) {
    const { products } = await getJson<ProductList>(`/api/product/productlist?p=${p}`);
    for (const product of products) {
      for (const v of product.product_attributes) {
        if (v.stock >= 5 && v.price > 0 && (v.order_multiple ?? 1) === 1 && (v.min_order ?? 1) === 1 && !skus.includes(v.sku)) skus.push(v.sku);
      }
    }
  }
  if (skus.length < n) throw new Error('the demo catalogue has too few articles in stock');
  return skus.slice(0, n);
}

async function serverCart(company: Company): Promise<Cart> {
  const { data } = await apiCall<{ cart: Cart }>('GET', '/api/cart/cartlist', undefined, await customerToken(company));
  return data.cart;
}

describe('quick order', () => {
  it('pastes 30 spreadsheet lines, corrects the invalid ones, adds them and places the order', async () => {
    const company = await approvedCompany('quick');
    const skus = await orderableSkus(30);
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await logInThroughForm(page, company, { home: true });

    await page.getByRole('link', { name: 'Quick order' }).click();
    await page.waitForURL('**/quick-order');
    // As copied from a sheet: a header row, tab-separated cells; line 5 has a SKU that does
    // not exist and line 9 a quantity that is not a number.
    const rows = skus.map((sku, i) => [i === 4 ? 'NO-SUCH-SKU' : sku, i === 8 ? 'two' : String((i % 3) + 1)]);
    const text = ['SKU\tQty', ...rows.map((cells) => cells.join('\t'))].join('\n');
    await page.getByLabel(/Paste lines/).fill(text);
    await page.getByRole('button', { name: 'Read pasted lines' }).click();
    await page.getByText('No product has this SKU.').waitFor();
    await page.getByText('Please enter a whole quantity of at least 1.').waitFor();

    await page.getByRole('button', { name: 'Add 29 lines to cart' }).click();
    await page.getByText('28 lines added to your cart. Please correct the lines left below.').waitFor();
    expect((await serverCart(company)).items).toHaveLength(28);

    // Two lines stay: the unknown SKU first, then the bad quantity.
    await page.getByLabel('SKU of line 1').fill(skus[4]);
    await page.getByLabel('Quantity of line 2').fill('2');
    await page.getByRole('button', { name: 'Add 2 lines to cart' }).click();
    await page.getByText('2 lines added to your cart.').waitFor();
    const cart = await serverCart(company);
    expect(cart.items).toHaveLength(30);
    expect(cart.items.find((item) => item.sku === skus[8])?.count).toBe(2);

    await page.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('button', { name: 'Add address' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Address Name').fill('Main store');
    await modal.getByLabel('Address', { exact: true }).fill('Shop 3, Al Wasl Road, Dubai');
    await modal.getByLabel('Postal Code').fill('00000');
    await modal.getByRole('button', { name: 'Add Address' }).click();
    await modal.getByRole('button', { name: 'Select Main store' }).click();
    await page.getByText('Shop 3, Al Wasl Road, Dubai').first().waitFor();
    await page.getByRole('button', { name: 'Register Invoice' }).click();
    await page.getByText('Invoce registered successfully.').waitFor();
    await page.waitForURL('**/dashboard/orders');
    expect((await serverCart(company)).items).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
