// Products with the keyboard only, as a guest: the home banner holding still under keyboard
// focus, a product card's heart and name, and the product page's pictures, zoom dialog and
// tabs. Every Tab stop is checked to be on screen and to show its focus.
import type { Page } from 'playwright-core';
import type { ProductList } from '../../src/shared/api-types';
import { CAROUSEL } from '../../src/shared/constants';
import { DESKTOP, newPage, useBrowser } from '../support/browser';
import { productWithManyImages } from '../support/e2e-catalogue';
import { getJson } from '../support/e2e-server';
import { expectFocusTrapped, focused, stopProblem, tabStops, tabTo } from '../support/keyboard';

jest.setTimeout(120_000);

const browser = useBrowser();

async function fresh(path: string): Promise<Page> {
  const { page } = await newPage(browser.context, { viewport: DESKTOP });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page;
}

describe('carousels with the keyboard', () => {
  it('holds the banner still while a banner link has keyboard focus', async () => {
    const page = await fresh('/');
    await tabTo(page, 'Account');
    // The next stop is the banner on show: the others are out of the tab order while hidden.
    const banner = (await tabStops(page, 1))[0];
    expect(await page.getByRole('region', { name: 'Current offers' }).getByRole('link', { name: banner }).count()).toBe(1);
    // Longer than one autoplay delay and transition: a rotating carousel would have moved on.
    await page.waitForTimeout(CAROUSEL.delay + CAROUSEL.speed + 500);
    const stop = await focused(page);
    expect(stop.name).toBe(banner);
    expect(stopProblem(stop)).toBeNull();
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
    await expectFocusTrapped(page, product.name, 4);
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
