// The storefront's header with the keyboard only, as a guest: the skip link, the menu and its
// panels, the search overlay and the phone menu. Every Tab stop is checked to be on screen and
// to show its focus.
import type { Page } from 'playwright-core';
import type { MenuEntry } from '../../src/shared/api-types';
import { MENU_ID } from '../../src/shared/constants';
import { DESKTOP, newPage, PHONE, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';
import { expectFocusTrapped, focused, tabStops, tabTo } from '../support/keyboard';

jest.setTimeout(120_000);

const browser = useBrowser();

async function fresh(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser.context, { viewport });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page;
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
    await expectFocusTrapped(page, 'Search', 12);
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
    await expectFocusTrapped(page, 'Menu', 8);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
    expect((await focused(page)).name).toBe('Open menu');
    await page.close();
  });
});
