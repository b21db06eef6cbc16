// Scroll positions per history entry: a new page and a full page load open at the top; back
// and forward put each entry's own position back.
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, scrollToY, settle, useBrowser } from '../support/browser';

jest.setTimeout(120_000);

const browser = useBrowser();

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function waitForScroll(page: Page, y: number) {
  await page.waitForFunction((top) => Math.abs(Math.round(window.scrollY) - top) <= 2, y);
}

describe('scroll positions', () => {
  it('opens a new page at the top and restores each history entry on back and forward', async () => {
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto('/shop/4');
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    await scrollToY(page, 1200);

    const cards = page.getByRole('article');
    const card = cards.nth(Math.min(9, (await cards.count()) - 1));
    const name = await card.getAttribute('aria-label');
    await card.getByRole('link', { name: name ?? '' }).first().click();
    await page.waitForURL('**/product/**');
    await page.locator('main h1').first().waitFor();
    await settle(page);
    expect(await scrollY(page)).toBe(0);
    await scrollToY(page, 300);

    await page.goBack();
    await page.waitForURL('**/shop/4');
    await waitForScroll(page, 1200);

    await page.goForward();
    await page.waitForURL('**/product/**');
    await waitForScroll(page, 300);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens at the top after a reload and after typing the address again', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto('/shop/4');
    await page.getByRole('article').first().waitFor();
    await scrollToY(page, 1000);
    await page.reload();
    await page.getByRole('article').first().waitFor();
    await settle(page);
    expect(await scrollY(page)).toBe(0);

    await scrollToY(page, 900);
    await page.goto('/shop/4');
    await page.getByRole('article').first().waitFor();
    await settle(page);
    expect(await scrollY(page)).toBe(0);
    await page.close();
  });
});
