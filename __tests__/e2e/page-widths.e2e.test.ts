// No storefront page may scroll sideways: every route, as a guest and as a customer with a
// cart, addresses and an order, at the phone, tablet, laptop and desktop widths buyers use.
import type { Page } from 'playwright-core';
import type { ProductList } from '../../src/shared/api-types';
import { logInThroughForm, newPage, useBrowser } from '../support/browser';
import { apiCall, approvedCompany, customerToken } from '../support/e2e-accounts';
import { listingIds, productWithManyImages, productWithOneArticle, productWithVariants } from '../support/e2e-catalogue';
import { getJson } from '../support/e2e-server';

jest.setTimeout(300_000);

const WIDTHS = [320, 375, 768, 1024, 1440] as const;
const browser = useBrowser();
let guestRoutes: string[] = [];
let customerRoutes: string[] = [];

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

describe('a logged-in customer', () => {
  beforeAll(prepareCustomer);

  it.each(WIDTHS)('never scrolls sideways at %i px', async (width) => {
    expect(await sweep(customerRoutes, width)).toEqual([]);
  });

  it.each([320, 375])('keeps the menu button and the logo whole in the header at %i px', async (width) => {
    const { page } = await newPage(browser.context, { viewport: { width, height: 800 } });
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      const header = page.locator('header').first();
      const menuButton = await header.getByRole('button', { name: 'Open menu' }).boundingBox();
      const logo = await header.locator('svg.logo-compact').boundingBox();
      expect([Math.round(menuButton!.width), Math.round(logo!.width)]).toEqual([40, 128]);
      // The customer's Quick order is in the menu instead.
      await header.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Quick order' }).waitFor();
    } finally {
      await page.close();
    }
  });
});
