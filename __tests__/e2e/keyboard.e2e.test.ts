// The storefront with the keyboard only, as a guest: the skip link, the header menu and its
// panels, the search overlay, the phone menu, a product card, and the product page's choosers,
// tabs and zoom dialog. Every Tab stop is checked to be on screen and to show its focus.
import type { Page } from 'playwright-core';
import type { MenuEntry, ProductList } from '../../src/shared/api-types';
import { MENU_ID } from '../../src/shared/constants';
import { DESKTOP, launchBrowser, newPage, PHONE, type E2EBrowser } from '../support/browser';
import { productWithManyImages } from '../support/e2e-catalogue';
import { getJson } from '../support/e2e-server';
import { focused, stopProblem, tabStops, tabTo } from '../support/keyboard';

jest.setTimeout(120_000);

let browser: E2EBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fresh(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser.context, { viewport });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Tab from inside an open dialog many times: focus never leaves it. */
async function expectTrapped(page: Page, dialog: string, presses: number): Promise<void> {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    expect(stopProblem(stop)).toBeNull();
    expect(stop.inDialog).toBe(dialog);
  }
}

describe('the header with the keyboard', () => {
  it('skips to the content, opens a menu panel on focus and closes it with Escape', async () => {
    const page = await fresh('/about-us');
    const skip = await tabTo(page, 'Skip to content', { max: 1 });
    expect(skip.focusVisible).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.goto('/about-us');
    await tabTo(page, 'Petora home');
    await tabTo(page, 'Dog');
    const panel = page.locator('header.site-header .top-menu-panel').first();
    await panel.waitFor({ state: 'visible' });
    const firstSub = (await tabStops(page, 1))[0];
    expect(await panel.getByRole('link', { name: firstSub, exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect((await focused(page)).name).toBe('Dog');
    expect(await tabStops(page, 1)).toEqual(['Cat']);
    await page.close();
  });

  it('searches from the overlay, which keeps focus inside and gives it back on Escape', async () => {
    const page = await fresh('/about-us');
    await tabTo(page, 'Search');
    await page.keyboard.press('Enter');
    expect((await focused(page)).name).toBe('Search products');
    await expectTrapped(page, 'Search', 12);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe('Search');

    await page.keyboard.press('Space');
    await page.keyboard.type('salmon');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/shop');
    await page.getByRole('status').filter({ hasText: 'Results for “salmon”' }).waitFor();
    await page.close();
  });

  it('walks the phone menu down a level and back, and closes it with Escape', async () => {
    const menus = await getJson<MenuEntry[]>('/api/product/menus');
    const dog = menus.find((entry) => entry.id === MENU_ID.dog)!;
    const page = await fresh('/', PHONE);
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect((await focused(page)).inDialog).toBe('Menu');
    await tabTo(page, 'Dog');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Back' }).waitFor();
    await tabTo(page, dog.sub_menu![0].name);
    await expectTrapped(page, 'Menu', 8);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
    expect((await focused(page)).name).toBe('Open menu');
    await page.close();
  });
});

describe('products with the keyboard', () => {
  it('wishes a product from its card with Space and opens it from its name with Enter', async () => {
    const { products } = await getJson<ProductList>('/api/product/productlist?cid=5&p=1');
    const product = products[0];
    const page = await fresh('/shop/5');
    await tabTo(page, `Add ${product.name} to wishlist`);
    await page.keyboard.press('Space');
    await page.getByText('Added to wishlist.').waitFor();
    expect((await focused(page)).name).toBe(`Remove ${product.name} from wishlist`);
    expect(await tabStops(page, 1)).toEqual([product.name]);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/product/${product.slug}`);
    await page.close();
  });

  it('chooses a picture, walks the tabs with arrow keys and zooms, with focus back on Escape', async () => {
    const product = await productWithManyImages();
    const page = await fresh(`/product/${product.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, `Show image 2 of ${product.name}`);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: `Show image 2 of ${product.name}` }).getAttribute('aria-pressed')).toBe('true');

    await tabTo(page, 'Zoom image');
    await page.keyboard.press('Enter');
    const zoom = page.getByRole('dialog', { name: product.name });
    await zoom.waitFor();
    expect((await focused(page)).name).toBe('Close image');
    await expectTrapped(page, product.name, 4);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe('Zoom image');

    const tabs = await page.getByRole('tab').allTextContents();
    if (tabs.length > 1) {
      const first = await tabTo(page, tabs[0]);
      expect(first.role).toBe('tab');
      await page.keyboard.press('ArrowRight');
      expect((await focused(page)).name).toBe(tabs[1]);
      expect(await page.getByRole('tab', { name: tabs[1] }).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('End');
      expect((await focused(page)).name).toBe(tabs[tabs.length - 1]);
      // The panel follows the tab in the tab order.
      expect((await tabStops(page, 1))[0]).not.toBe(tabs[0]);
    }
    await page.close();
  });
});
