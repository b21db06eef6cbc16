// The header search suggesting as the buyer types, in a real browser against the demo shop:
// suggestions for the words typed so far, the arrows and Enter, the search page, and no stale
// suggestions when an older, slower answer arrives after a newer keystroke.
import type { Page } from 'playwright-core';
import type { SearchSuggestions } from '../../src/shared/api-types';
import { DESKTOP, newPage, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(90_000);

const browser = useBrowser();

async function openSearch(page: Page) {
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Search' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search' });
  const input = overlay.getByRole('combobox', { name: 'Search products' });
  await input.waitFor();
  return { overlay, input, list: overlay.getByRole('listbox', { name: 'Search suggestions' }) };
}

describe('search suggestions in the header overlay', () => {
  it('suggests products, categories and all results, moved through with the arrows, followed with Enter', async () => {
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    const expected = await getJson<SearchSuggestions>('/api/product/suggest?term=cat%20litt');
    expect(expected.products.length).toBeGreaterThan(0);
    const { input, list } = await openSearch(page);
    await input.pressSequentially('cat litt');
    await list.getByRole('option', { name: 'All results for “cat litt”' }).waitFor();
    const options = list.getByRole('option');
    expect(await options.count()).toBe(expected.products.length + expected.categories.length + expected.brands.length + 1);
    await expect(options.first().textContent()).resolves.toContain(expected.products[0].name);
    expect(await input.getAttribute('aria-expanded')).toBe('true');

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe('search-option-1');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await input.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe('search-option-0');
    await input.press('Enter');
    await page.waitForURL(`**/product/${expected.products[0].slug}`);
    await page.getByRole('heading', { level: 1, name: expected.products[0].name }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('goes to the search page with Enter when no suggestion is highlighted', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    const { input, list } = await openSearch(page);
    await input.pressSequentially('scratching post');
    await list.getByRole('option', { name: 'All results for “scratching post”' }).waitFor();
    await input.press('Enter');
    await page.waitForURL('**/shop');
    await page.getByRole('status').filter({ hasText: 'Results for “scratching post”' }).waitFor();
    await page.locator('main article').first().waitFor();
    expect(await page.locator('main article').first().getAttribute('aria-label')).toMatch(/Scratching Post/);
    await page.close();
  });

  it('asks for the search page once when the search starts on a category page', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto('/shop/5');
    await page.locator('main article').first().waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/product/productlist') asked.push(url.search);
    });
    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search products' });
    await input.pressSequentially('litter');
    await input.press('Enter');
    await page.waitForURL('**/shop');
    await page.getByRole('status').filter({ hasText: 'Results for “litter”' }).waitFor();
    await page.locator('main article').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Every category's results, asked for once: not first the category's the page was on.
    expect(asked).toEqual(['?p=1&term=litter']);
    await page.close();
  });

  it('never shows the suggestions of an older text after fast typing', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    // The answer for "sal" is held back until well after "salmon" has been answered.
    await page.route('**/api/product/suggest?term=sal', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    const { input, list } = await openSearch(page);
    await input.pressSequentially('sal');
    await page.waitForRequest('**/api/product/suggest?term=sal');
    await input.pressSequentially('mon');
    await list.getByRole('option', { name: 'All results for “salmon”' }).waitFor();
    await page.waitForTimeout(2000);
    expect(await list.getByRole('option', { name: 'All results for “sal”' }).count()).toBe(0);
    await list.getByRole('option', { name: 'All results for “salmon”' }).waitFor({ timeout: 100 });
    const names = await list.getByRole('group', { name: 'Products' }).getByRole('option').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /salmon/i.test(name))).toBe(true);
    await page.close();
  });
});
