// The full-screen menu on a phone: three levels built from the server's category tree,
// with Back going up one level and Close menu closing it.
import type { MenuEntry } from '../../src/shared/api-types';
import { MENU_ID } from '../../src/shared/constants';
import { newPage, PHONE, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(60_000);

const browser = useBrowser();

/** A sub-category of Dog that has a third level, and one entry of that level. */
async function dogBranchWithThirdLevel(): Promise<{ sub: MenuEntry; leaf: MenuEntry }> {
  const menus = await getJson<MenuEntry[]>('/api/product/menus');
  const dog = menus.find((entry) => entry.id === MENU_ID.dog);
  const sub = dog?.sub_menu?.find((entry) => (entry.sub_menu?.length ?? 0) > 0);
  const leaf = sub?.sub_menu?.[0];
  if (!dog || !sub || !leaf) throw new Error('the demo catalogue has no Dog sub-category with a third level');
  return { sub, leaf };
}

describe('mobile menu at 375 px', () => {
  it('opens, walks down three levels, goes back one level and closes', async () => {
    const { sub, leaf } = await dogBranchWithThirdLevel();
    const { page, errors } = await newPage(browser.context, { viewport: PHONE });
    await page.goto('/', { waitUntil: 'networkidle' });

    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.waitFor({ state: 'visible' });
    await openMenu.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor({ state: 'visible' });

    // Top level: entries with children are buttons, the others links.
    for (const name of ['Dog', 'Cat', 'Our Brands']) {
      await menu.getByRole('button', { name, exact: true }).waitFor({ state: 'visible' });
    }
    for (const name of ['New & Featured', 'About']) {
      await menu.getByRole('link', { name, exact: true }).waitFor({ state: 'visible' });
    }

    await menu.getByRole('button', { name: 'Dog', exact: true }).click();
    const subButton = menu.getByRole('button', { name: sub.name, exact: true });
    await subButton.waitFor({ state: 'visible' });
    await subButton.click();

    const leafLink = menu.getByRole('link', { name: leaf.name, exact: true });
    await leafLink.waitFor({ state: 'visible' });
    expect(await leafLink.getAttribute('href')).toBe(leaf.link);

    await menu.getByRole('button', { name: 'Back', exact: true }).click();
    await leafLink.waitFor({ state: 'hidden' });
    await subButton.waitFor({ state: 'visible' });
    expect(await subButton.isVisible()).toBe(true);

    await menu.getByRole('button', { name: 'Close menu', exact: true }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(await menu.isVisible()).toBe(false);
    expect(await openMenu.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hides the hamburger on wide screens, where the horizontal menu shows', async () => {
    const { page } = await newPage(browser.context, { viewport: { width: 1200, height: 800 } });
    await page.goto('/');
    await page.locator('header.site-header').getByRole('link', { name: 'Dog', exact: true }).first().waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await page.close();
  });
});
