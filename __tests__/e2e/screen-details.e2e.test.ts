// Details a careful shopper notices: the footer's promises line up with the page, a toast never
// covers the control that caused it (a customer's cart drawer on a phone), file inputs look like the
// other fields and name the chosen file, and colour swatches stand out on white.
import type { Locator, Page } from 'playwright-core';
import type { Product, ProductList } from '../../src/shared/api-types';
import { apiCall, approvedCompany, customerToken } from '../support/e2e-accounts';
import { DESKTOP, PHONE, logInThroughForm, newPage, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(120_000);

const browser = useBrowser();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not on screen');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where the content of the footer's rows starts: its promise strip, its columns, its bottom bar. */
async function footerContentStarts(page: Page): Promise<number[]> {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('heading', { level: 3 }).first().waitFor();
  return footer.evaluate((el) => {
    const left = (node: Element | null | undefined) => (node ? Math.round(node.getBoundingClientRect().left) : -1);
    const [strip, main] = [...el.children];
    const bottomBar = main?.lastElementChild;
    // The first promise, the first link column, the first thing in the bottom bar.
    return [left(strip?.querySelector('li')), left(main?.querySelector('section')), left(bottomBar?.firstElementChild)];
  });
}

async function buyable(): Promise<Product> {
  for (let p = 1; p <= 8; p += 1) {
    const { products } = await getJson<ProductList>(`/api/product/productlist?p=${p}`);
    const found = products.find((item) => item.product_attributes.length === 1 && item.product_attributes[0].stock > 5 && item.product_attributes[0].price > 0);
    if (found) return found;
  }
  throw new Error('no single-article product with stock in the demo catalogue');
}

describe('screen details', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('lines the footer promises up with the rest of the footer (%s)', async (_name, viewport) => {
    const { page } = await newPage(browser.context, { viewport });
    await page.goto('/about');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const [promises, columns, bottom] = await footerContentStarts(page);
    expect(promises).toBeGreaterThan(0);
    expect(Math.abs(promises - columns)).toBeLessThanOrEqual(1);
    expect(Math.abs(promises - bottom)).toBeLessThanOrEqual(1);
    await page.close();
  });

  it("keeps the toast off the phone drawer's Cart button and the stepper that was pressed", async () => {
    const product = await buyable();
    const company = await approvedCompany('toast');
    await apiCall('POST', '/api/cart/addtocart', { aid: product.product_attributes[0].id, count: 1 }, await customerToken(company));
    const { page, errors } = await newPage(browser.context, { viewport: PHONE });
    await logInThroughForm(page, company, { home: true });
    await page.getByRole('button', { name: 'Cart', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    const more = drawer.getByRole('button', { name: /^One more / }).first();
    await more.click();
    const toast = page.getByText('Product added').first();
    await toast.waitFor();
    await page.waitForTimeout(300);
    const toastBox = await box(toast);
    expect(overlaps(toastBox, await box(drawer.getByRole('link', { name: 'Cart', exact: true })))).toBe(false);
    expect(overlaps(toastBox, await box(more))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("writes the product page's Add To Cart with single spaces, as the eye reads it", async () => {
    const product = await buyable();
    const company = await approvedCompany('words');
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    await logInThroughForm(page, company, { home: true });
    await page.goto(`/product/${product.slug}`);
    const add = page.getByRole('button', { name: /^Add .* to cart$/ });
    // What is drawn: the button's text without the words only screen readers get.
    const seen = await add.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const hidden of [...el.querySelectorAll('*')].map((node, i) => [node, copy.querySelectorAll('*')[i]] as const)) {
        const style = getComputedStyle(hidden[0]);
        if (style.position === 'absolute' && (style.clip !== 'auto' || style.clipPath !== 'none')) hidden[1].remove();
      }
      return copy.textContent ?? '';
    });
    expect(seen).toBe('Add to cart');
    expect(await add.evaluate((el) => getComputedStyle(el).textTransform)).toBe('capitalize');
    await page.close();
  });

  it('styles file inputs like the other fields and names the chosen file', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    // As a visitor: a signed-in customer is sent from /register to the dashboard.
    await page.goto('/');
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/register');
    const input = page.getByLabel('Lisence');
    const look = await input.evaluate((el) => {
      const button = getComputedStyle(el, '::file-selector-button');
      return { border: button.borderTopWidth, radius: button.borderTopLeftRadius, color: button.borderTopColor };
    });
    expect(parseFloat(look.border)).toBeGreaterThanOrEqual(1);
    expect(parseFloat(look.radius)).toBeGreaterThan(0);
    expect(look.color).not.toMatch(/rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)/);
    await input.setInputFiles({ name: 'trade-licence.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await page.getByRole('status').filter({ hasText: 'Chosen file: trade-licence.png' }).waitFor();
    await page.close();
  });

  it('gives colour swatches a visible border on white', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    let coloured: Product | undefined;
    for (let p = 1; p <= 8 && !coloured; p += 1) {
      const { products } = await getJson<ProductList>(`/api/product/productlist?p=${p}`);
      coloured = products.find((item) => item.product_attributes.length > 1 && item.product_attributes.some((v) => v.attribute_type === 1 && v.attribute_value));
    }
    if (!coloured) throw new Error('the demo catalogue has no product in colours');
    await page.goto(`/product/${coloured.slug}`);
    const swatch = page.locator('button[aria-label][title]').filter({ hasNotText: /./ }).first();
    await swatch.waitFor();
    const border = await swatch.evaluate((el) => ({ width: getComputedStyle(el).borderTopWidth, color: getComputedStyle(el).borderTopColor }));
    expect(parseFloat(border.width)).toBeGreaterThanOrEqual(1);
    // Darker than the page: each channel well below white.
    const channels = border.color.match(/\d+/g)!.slice(0, 3).map(Number);
    expect(Math.max(...channels)).toBeLessThan(200);
    await page.close();
  });
});
