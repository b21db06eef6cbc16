// A saved order list from start to cart: the cart saved as a new list, the list opened from
// the dashboard, a count changed there, and the whole list put back into the cart.
import type { Cart, ProductList } from '../../src/shared/api-types';
import type { OrderListReply } from '../../src/shared/order-lists';
import { approvedCompany, apiCall, customerToken, type Company } from '../support/e2e-accounts';
import { DESKTOP, logInThroughForm, newPage, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(180_000);

const browser = useBrowser();

/** Two SKUs sold by the piece with stock to spare. */
async function twoSkus(): Promise<string[]> {
  const { products } = await getJson<ProductList>('/api/product/productlist?p=1');
  const skus = products.flatMap((p) => p.product_attributes)
    .filter((v) => v.stock >= 10 && v.price > 0 && (v.order_multiple ?? 1) === 1 && (v.min_order ?? 1) === 1 && v.max_order == null)
    .map((v) => v.sku);
  if (skus.length < 2) throw new Error('the demo catalogue has too few articles in stock');
  return skus.slice(0, 2);
}

async function serverCart(company: Company): Promise<Cart> {
  const { data } = await apiCall<{ cart: Cart }>('GET', '/api/cart/cartlist', undefined, await customerToken(company));
  return data.cart;
}

describe('order lists', () => {
  it('saves the cart as a list, changes a count in it and puts the list into the cart', async () => {
    const company = await approvedCompany('lists');
    const token = await customerToken(company);
    const [first, second] = await twoSkus();
    await apiCall('POST', '/api/cart/bulk', { lines: [{ sku: first, count: 1 }, { sku: second, count: 2 }] }, token);
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await logInThroughForm(page, company, { home: true });

    await page.goto('/cart');
    await page.getByRole('button', { name: 'Save cart as list' }).click();
    const picker = page.getByRole('group', { name: 'Save cart as list' });
    await picker.getByLabel('New list').fill('Weekly dry food');
    await picker.getByRole('button', { name: 'Save to new list' }).click();
    await page.getByText('Saved to "Weekly dry food": 2 lines.').waitFor();

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Order lists' }).click();
    await page.getByRole('link', { name: 'Weekly dry food' }).click();
    await page.waitForURL(/\/dashboard\/lists\/\d+$/);
    const listId = Number(new URL(page.url()).pathname.split('/').pop());
    const lines = page.getByRole('list', { name: 'Lines of the list' });
    await lines.getByRole('listitem').nth(1).waitFor();

    const count = lines.getByRole('listitem').first().getByRole('spinbutton');
    await count.fill('4');
    const saved = page.waitForResponse((res) => res.request().method() === 'PATCH' && res.url().includes(`/api/lists/${listId}/lines/`));
    await count.press('Enter');
    expect((await saved).status()).toBe(200);
    const { data } = await apiCall<OrderListReply>('GET', `/api/lists/${listId}`, undefined, token);
    expect(data.list.lines.map((line) => [line.sku, line.count])).toEqual([[first, 4], [second, 2]]);

    // An empty cart first, so what the list puts in is all the cart holds.
    await apiCall('POST', '/api/cart/clear', {}, token);
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await page.getByText('2 of 2 lines added to your cart.').waitFor();
    await page.getByRole('list', { name: 'Put into your cart' }).getByText(`${first}: Added 4.`).waitFor();
    const cart = await serverCart(company);
    expect(cart.items.map((item) => [item.sku, item.count])).toEqual([[first, 4], [second, 2]]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
