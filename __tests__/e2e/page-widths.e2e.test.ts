// No storefront page may scroll sideways: every route, as a guest and as a customer with a
// cart, addresses and an order, at the phone, tablet, laptop and desktop widths buyers use.
import type { Locator, Page } from 'playwright-core';
import type { Product, ProductList } from '../../src/shared/api-types';
import { nearestCount, ruleOf } from '../../src/shared/quantity-rules';
import { logInThroughForm, newPage, useBrowser } from '../support/browser';
import { apiCall, approvedCompany, customerToken } from '../support/e2e-accounts';
import { listingIds, productWithManyImages, productWithOneArticle, productWithVariants } from '../support/e2e-catalogue';
import { getJson } from '../support/e2e-server';

jest.setTimeout(300_000);

const WIDTHS = [320, 375, 768, 1024, 1440] as const;
const browser = useBrowser();
let guestRoutes: string[] = [];
let customerRoutes: string[] = [];
/** A product on the first page of the dog shop whose card carries the cart stepper itself. */
let cardProduct: Product;

async function prepareCustomer(): Promise<void> {
  const company = await approvedCompany('widths');
  const token = await customerToken(company);
  await apiCall('POST', '/api/customer/addaddress', { addressName: 'Main store', address: 'Shop 3, Al Wasl Road, Dubai', postalCode: '12345' }, token);
  // A long article name and a large count are what widen an order table on a phone.
  const several = await productWithVariants();
  const variant = several.product_attributes.find((v) => v.stock > 5 && v.price > 0)!;
  await apiCall('POST', '/api/cart/addtocart', { aid: variant.id, count: 240 }, token);
  await apiCall('POST', '/api/order/add', { address: 'Shop 3, Al Wasl Road, Dubai', postalCode: '12345', note: '' }, token);
  await apiCall('POST', '/api/cart/addtocart', { aid: (await productWithOneArticle()).product_attributes[0].id, count: 3 }, token);
  await apiCall('POST', '/api/cart/addtocart', { aid: variant.id, count: 1250 }, token);
  const { products } = await getJson<ProductList>('/api/product/productlist?cid=4&p=1');
  cardProduct = products.find((p) => p.product_attributes.length === 1 && p.product_attributes[0].stock > 5 && p.product_attributes[0].price > 0)!;
  const article = cardProduct.product_attributes[0];
  await apiCall('POST', '/api/cart/addtocart', { aid: article.id, count: nearestCount(ruleOf(article), 1250) }, token);
  const { page } = await newPage(browser.context);
  await logInThroughForm(page, company, { home: true });
  await page.close();
}

beforeAll(async () => {
  const { brandId, metaId } = await listingIds();
  const gallery = await productWithManyImages();
  const several = await productWithVariants();
  const { products } = await getJson<ProductList>('/api/product/productlist?cid=5&p=1');
  const catalogue = [
    '/', '/home', '/shop', '/shop/4', '/shop/4/2', '/shop/5', '/brand', `/brand/${brandId}`, `/meta/${metaId}`,
    '/new', '/wishlist', '/about-us', `/product/${gallery.slug}`, `/product/${several.slug}`, `/product/${products[0].slug}`,
  ];
  guestRoutes = [...catalogue, '/login', '/register', '/confirm/buyer%40example.com', '/reset', '/reset/some-code', '/no-such-page'];
  customerRoutes = [...catalogue, '/cart', '/dashboard', '/dashboard/profile', '/dashboard/orders', '/dashboard/lists', '/quick-order'];
});

/** How far the document reaches past the viewport's right edge, after the page has drawn. */
async function overflowOf(page: Page, route: string): Promise<number> {
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.locator('main').first().waitFor();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function sweep(routes: string[], width: number): Promise<string[]> {
  const wide: string[] = [];
  const { page } = await newPage(browser.context, { viewport: { width, height: 800 } });
  try {
    for (const route of routes) {
      const extra = await overflowOf(page, route);
      if (extra > 0) wide.push(`${route} is ${extra} px wider than ${width} px`);
    }
  } finally {
    await page.close();
  }
  return wide;
}

describe('a guest', () => {
  it.each(WIDTHS)('never scrolls sideways at %i px', async (width) => {
    expect(await sweep(guestRoutes, width)).toEqual([]);
  });
});

/**
 * Every cart count field in `scope` that is narrower than 40 px (four digits and a margin), or whose stepper
 * runs past `scope`'s edges, described; [] when each count can be read where it stands.
 */
function unreadableCounts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const fields = [...root.querySelectorAll<HTMLInputElement>('[role="group"] input')];
    if (fields.length === 0) return ['no count field'];
    return fields.flatMap((field) => {
      const { width } = field.getBoundingClientRect();
      const stepper = field.closest('[role="group"]')!.getBoundingClientRect();
      const problems: string[] = [];
      if (width < 40) problems.push(`${field.value} in a field ${width} px wide`);
      if (stepper.left < box.left - 0.5 || stepper.right > box.right + 0.5) problems.push(`the stepper of ${field.value} leaves its box`);
      return problems;
    });
  });
}

describe('a logged-in customer', () => {
  beforeAll(prepareCustomer);

  it.each(WIDTHS)('never scrolls sideways at %i px', async (width) => {
    expect(await sweep(customerRoutes, width)).toEqual([]);
  });

  it.each([320, 375])('reads every figure of an order at %i px, each under its column\'s name, with nothing to scroll sideways', async (width) => {
    const { page } = await newPage(browser.context, { viewport: { width, height: 800 } });
    try {
      await page.goto('/dashboard/orders', { waitUntil: 'networkidle' });
      const frame = page.getByRole('region', { name: /^Products of order / }).first();
      await frame.waitFor();
      const outside = await frame.evaluate((root) => {
        const box = root.getBoundingClientRect();
        const problems: string[] = [];
        if (root.scrollWidth > root.clientWidth) problems.push(`the table is ${root.scrollWidth - root.clientWidth} px wider than its frame`);
        for (const cell of root.querySelectorAll('td, tfoot th')) {
          const { left, right, width: cellWidth } = cell.getBoundingClientRect();
          if (cellWidth === 0 || left < box.left - 0.5 || right > box.right + 0.5) problems.push(`"${cell.textContent}" is not all in view`);
        }
        return problems;
      });
      expect(outside).toEqual([]);
      // The line's figures are drawn with their columns' names, the total with its amount.
      const line = frame.locator('tbody tr').first();
      const labels = await line.locator('td[data-label]').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      expect(labels.map((content) => content.replace(/^"|"\s*\/\s*""$/g, ''))).toEqual(['Count', 'Price', 'Total Purchase']);
      expect(await frame.locator('tfoot td').innerText()).toMatch(/^AED [\d,]+\.\d\d$/);
      // Chromium still reads a table: its column headers and cells, with the line's total among them.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree') as { nodes: Array<{ role?: { value: string }; name?: { value: string } }> };
      const named = (role: string) => nodes.filter((node) => node.role?.value === role).map((node) => node.name?.value ?? '');
      expect(named('table')).toContain(await frame.getAttribute('aria-label'));
      expect(named('columnheader')).toEqual(expect.arrayContaining(['Commodity', 'Count', 'Price', 'Total Purchase']));
      expect(named('cell')).toContain(await line.locator('td[data-label="Total Purchase"]').innerText());
    } finally {
      await page.close();
    }
  });

  it.each([320, 375])('keeps the menu button whole and the logo legible in the header at %i px', async (width) => {
    const { page } = await newPage(browser.context, { viewport: { width, height: 800 } });
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      const header = page.locator('header').first();
      const menuButton = await header.getByRole('button', { name: 'Open menu' }).boundingBox();
      const logo = await header.locator('svg.logo-compact').boundingBox();
      expect(Math.round(menuButton!.width)).toBe(40);
      // Whole where there is room, scaled down a little only on the narrowest phones.
      expect(Math.round(logo!.width)).toBe(width >= 375 ? 128 : Math.round(logo!.width));
      expect(logo!.width).toBeGreaterThanOrEqual(80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // The customer's Quick order is in the menu instead.
      await header.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Quick order' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('can read every cart count at 320 px: on a product card, on the cart page and in the drawer', async () => {
    const { page } = await newPage(browser.context, { viewport: { width: 320, height: 800 } });
    try {
      await page.goto('/shop/4', { waitUntil: 'networkidle' });
      const card = page.getByRole('article', { name: cardProduct.name, exact: true });
      await card.getByRole('spinbutton').waitFor();
      expect(await unreadableCounts(card)).toEqual([]);

      await page.goto('/cart', { waitUntil: 'networkidle' });
      const lines = page.locator('main li').filter({ has: page.getByRole('spinbutton') });
      await lines.first().waitFor();
      for (const line of await lines.all()) expect(await unreadableCounts(line)).toEqual([]);

      await page.getByRole('button', { name: 'Cart', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Your Cart' });
      await drawer.getByRole('spinbutton').first().waitFor();
      for (const line of await drawer.getByRole('listitem').all()) expect(await unreadableCounts(line)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
