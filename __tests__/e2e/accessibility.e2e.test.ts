// axe-core on every storefront page a guest can open, at desktop and phone widths, with the
// dialogs that matter open: no serious or critical WCAG 2.0/2.1 A/AA or best-practice findings.
import type { MenuEntry, ProductList } from '../../src/shared/api-types';
import { MENU_ID } from '../../src/shared/constants';
import { AxeChecks } from '../support/axe';
import { DESKTOP, PHONE, useBrowser, withPage } from '../support/browser';
import { listingIds, productWithManyImages } from '../support/e2e-catalogue';
import { getJson } from '../support/e2e-server';

jest.setTimeout(240_000);

const browser = useBrowser();
let routes: string[];
let gallerySlug: string;
/** A Dog sub-category with a third menu level under it. */
let dogBranch: string;
beforeAll(async () => {
  const { brandId, metaId } = await listingIds();
  gallerySlug = (await productWithManyImages()).slug;
  const menus = await getJson<MenuEntry[]>('/api/product/menus');
  const dog = menus.find((entry) => entry.id === MENU_ID.dog);
  dogBranch = dog?.sub_menu?.find((entry) => (entry.sub_menu?.length ?? 0) > 0)?.name ?? '';
  routes = [
    '/', '/shop', '/shop/4', '/shop/5/2', '/brand', `/brand/${brandId}`, '/new', `/meta/${metaId}`, '/wishlist',
    `/product/${gallerySlug}`, '/about-us', '/login', '/register', '/confirm/buyer%40example.com', '/reset',
    '/reset/an-unknown-code', '/no-such-page', '/shop?term=zzzz-nothing-matches',
  ];
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('every storefront page as a guest on %s', (name, viewport) => {
  it('has no serious or critical violations', async () => {
    const checks = new AxeChecks();
    await withPage(browser.context, viewport, async (page) => {
      for (const route of routes) await checks.visit(page, route, `${route} (${name})`);
    });
    checks.expectClean();
  });
});

describe('storefront dialogs as a guest', () => {
  it('search overlay on both widths, and the mobile menu down to its third level at 375 px', async () => {
    const checks = new AxeChecks();
    for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      await withPage(browser.context, viewport, async (page) => {
        await page.goto('/shop/4');
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('salmon');
        await checks.check(page, `search overlay (${name})`);
      });
    }
    await withPage(browser.context, PHONE, async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Dog', exact: true }).waitFor();
      await checks.check(page, 'mobile menu, first level');
      await menu.getByRole('button', { name: 'Dog', exact: true }).click();
      await menu.getByRole('button', { name: dogBranch, exact: true }).click();
      await menu.getByRole('button', { name: 'Back' }).waitFor();
      await checks.check(page, 'mobile menu, third level');
    });
    checks.expectClean();
  });

  it('product page zoom dialog, phone gallery, and a filled wishlist', async () => {
    const checks = new AxeChecks();
    await withPage(browser.context, DESKTOP, async (page) => {
      await page.goto(`/product/${gallerySlug}`);
      await page.getByRole('button', { name: 'Zoom image' }).click();
      await page.getByRole('dialog').getByRole('img').waitFor();
      await checks.check(page, 'zoom dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // The description tabs: each panel in turn.
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        await checks.check(page, `product tab ${await tab.textContent()}`);
      }
    });
    await withPage(browser.context, PHONE, async (page) => {
      await page.goto(`/product/${gallerySlug}`);
      await page.getByRole('region', { name: 'Product details' }).getByRole('button').first().click();
      await checks.check(page, 'product page at 375 px with a section open');
    });
    const { products } = await getJson<ProductList>('/api/product/productlist?cid=5&p=1');
    await withPage(browser.context, DESKTOP, async (page) => {
      await page.goto('/shop/5');
      for (const product of products.slice(0, 2)) {
        await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
      }
      await checks.visit(page, '/wishlist', 'wishlist with two products');
    });
    checks.expectClean();
  });
});
