// Browsing the demo catalogue as a guest in a real browser: the Dog shop and its pages, a
// product with two-dimension variants, the header search, the wishlist across a reload, and
// the phone layout. Targets are chosen from the live API so the test follows the demo data.
import type { Page } from 'playwright-core';
import type { Product, ProductList } from '../../src/shared/api-types';
import { formatAed } from '../../src/shared/money';
import { attributeIds, isSpecialOffer } from '../../src/shared/variants';
import { DESKTOP, newPage, PHONE, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(90_000);

const browser = useBrowser();

const cards = (page: Page) => page.locator('main article');

/** A product whose regular variants combine two attributes and differ in price and picture. */
async function twoDimensionProduct(): Promise<{ product: Product; from: Product['product_attributes'][number]; to: Product['product_attributes'][number] }> {
  for (let p = 1; p <= 8; p += 1) {
    const list = await getJson<ProductList>(`/api/product/productlist?p=${p}`);
    for (const product of list.products) {
      const regular = product.product_attributes.filter((v) => !isSpecialOffer(v) && attributeIds(v).length === 2);
      const first = regular[0];
      const other = regular.find((v) => v.price !== first?.price && v.thumbnail && v.thumbnail !== first?.thumbnail);
      if (first && other && product.product_attributes[0] === first) return { product, from: first, to: other };
    }
  }
  throw new Error('the demo catalogue has no two-dimension product whose variants differ in price and picture');
}

describe('browsing as a guest', () => {
  it('opens the Dog shop, goes to page 2, and sees retail prices without Add To Cart', async () => {
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto('/');
    await page.locator('header.site-header').getByRole('link', { name: 'Dog', exact: true }).first().click();
    await page.waitForURL('**/shop/4');
    await page.getByRole('heading', { level: 1, name: /Dog Shop/ }).waitFor();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(24);

    const first = await getJson<ProductList>('/api/product/productlist?cid=4&p=1');
    expect(await cards(page).first().getAttribute('aria-label')).toBe(first.products[0].name);
    expect(await page.getByRole('button', { name: /Add To Cart|to cart/ }).count()).toBe(0);
    const firstPrice = first.products[0].product_attributes[0];
    const shown = await cards(page).first().getByTestId('price').textContent();
    expect(shown).toContain(formatAed(firstPrice.sale_price ?? firstPrice.price));

    await page.getByRole('navigation', { name: /pages/ }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL('**/shop/4/2');
    const second = await getJson<ProductList>('/api/product/productlist?cid=4&p=2');
    await page.locator(`main article[aria-label="${second.products[0].name.replace(/"/g, '\\"')}"]`).waitFor();
    expect(await cards(page).count()).toBe(second.products.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('picks a two-dimension variant and sees its picture and price', async () => {
    const { product, from, to } = await twoDimensionProduct();
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const price = page.getByTestId('price').first();
    expect(await price.textContent()).toContain(formatAed(from.sale_price ?? from.price));

    const [a, b] = attributeIds(to);
    const option = (id: number) => product.attributes.find((o) => o.id === id)!;
    for (const id of [a, b]) {
      const chip = page.getByRole('group', { name: option(id).type_name }).getByRole('button', { name: option(id).name, exact: true });
      await chip.click();
    }
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="price"]')?.textContent?.includes(text),
      formatAed(to.sale_price ?? to.price),
    );
    const main = page.getByRole('img', { name: product.name, exact: true }).first();
    expect(await main.getAttribute('src')).toBe(to.thumbnail);
    expect(await page.getByText(to.sku, { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('searches from the header overlay and lists what matches', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    const brands = await getJson<Array<{ name: string }>>('/api/product/brands');
    const term = brands[0].name;
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Search' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await overlay.getByRole('combobox', { name: 'Search products' }).fill(term);
    await overlay.getByRole('button', { name: 'Go to results' }).click();
    await page.waitForURL('**/shop');
    await page.getByRole('status').filter({ hasText: `Results for “${term}”` }).waitFor();
    await cards(page).first().waitFor();
    const expected = await getJson<ProductList>(`/api/product/productlist?p=1&term=${encodeURIComponent(term)}`);
    expect(expected.count).toBeGreaterThan(0);
    expect(await cards(page).count()).toBe(Math.min(24, expected.count));
    expect(await cards(page).first().getAttribute('aria-label')).toBe(expected.products[0].name);
    await page.close();
  });

  it('keeps wishlist items across a reload and removes them again', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    const list = await getJson<ProductList>('/api/product/productlist?cid=5&p=1');
    const [one, two] = list.products;
    await page.goto('/shop/5');
    await cards(page).first().waitFor();
    await page.getByRole('button', { name: `Add ${one.name} to wishlist` }).click();
    await page.getByText('Added to wishlist.').waitFor();
    await page.getByRole('button', { name: `Add ${two.name} to wishlist` }).click();

    await page.reload();
    await page.goto('/wishlist');
    await page.locator(`main article[aria-label="${one.name.replace(/"/g, '\\"')}"]`).waitFor();
    expect(await cards(page).count()).toBe(2);
    await page.getByRole('button', { name: `Remove ${one.name} from wishlist` }).click();
    await page.getByText('Removed from wishlist').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
    await page.reload();
    await page.locator(`main article[aria-label="${two.name.replace(/"/g, '\\"')}"]`).waitFor();
    expect(await cards(page).count()).toBe(1);
    await page.close();
  });
});

describe('phone layout at 375 px', () => {
  it('shows the mobile heading, the category selector and the range text', async () => {
    const { page, errors } = await newPage(browser.context, { viewport: PHONE });
    await page.goto('/shop/4');
    await page.getByRole('heading', { level: 1, name: 'Dog Shop: Dog supplies & dog accessories' }).waitFor();
    await cards(page).first().waitFor();
    const list = await getJson<ProductList>('/api/product/productlist?cid=4&p=1');
    await page.getByText(`1 - 24 of ${list.count} Products`).waitFor();
    const selector = page.getByRole('combobox', { name: 'Category' });
    await selector.selectOption('5');
    await page.waitForURL('**/shop/5');
    await page.getByRole('heading', { level: 1, name: 'cat Shop: cat supplies & cat accessories' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.close();
  });
});
