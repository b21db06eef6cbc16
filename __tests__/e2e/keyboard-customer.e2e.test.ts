// Forms and the cart with the keyboard only: the register form's fields in order, each labelled
// and showing its focus; logging in by typing and Enter; Add To Cart on a card, which hands
// focus to the stepper; the variant picker and the cart drawer keeping focus inside and giving
// it back on Escape.
import type { Page } from 'playwright-core';
import type { Product, ProductList } from '../../src/shared/api-types';
import { DESKTOP, newPage, useBrowser } from '../support/browser';
import { approvedCompany, type Company } from '../support/e2e-accounts';
import { getJson } from '../support/e2e-server';
import { expectFocusTrapped, focused, tabStops, tabTo } from '../support/keyboard';

jest.setTimeout(120_000);

const browser = useBrowser();
let company: Company;
let page: Page;
beforeAll(async () => {
  company = await approvedCompany('keys');
  ({ page } = await newPage(browser.context, { viewport: DESKTOP }));
});

const inStock = (p: Product) => p.product_attributes.filter((v) => v.stock > 5 && v.price > 0);

describe('account forms with the keyboard', () => {
  it('walks the register form field by field, each one labelled, in reading order', async () => {
    await page.goto('/register');
    await page.getByRole('form', { name: 'Register' }).waitFor();
    await tabTo(page, 'Name');
    const stops = await tabStops(page, 22);
    // A date field takes four stops, each showing the ring: its day, month, year and calendar button.
    const date = (label: string) => [label, label, label, label];
    expect(stops).toEqual([
      'Company Name', 'Country', 'Contact Number', 'Lisence', 'TRN', 'Legal name (as on the trade licence)', 'Emirate', 'Trade licence number',
      ...date('Licence expiry date'), 'TRN (15 digits)', ...date('TRN registration date'), 'Email', 'Password', 'Confirm Password',
      'Register', 'I have an account',
    ]);
  });

  it('logs in by typing and pressing Enter', async () => {
    await page.goto('/login');
    await tabTo(page, 'Email');
    await page.keyboard.type(company.email);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Password');
    await page.keyboard.type(company.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('the cart with the keyboard', () => {
  it('adds from a card with Enter and keeps focus on the stepper that replaces the button', async () => {
    const { products } = await getJson<ProductList>('/api/product/productlist?cid=5&p=1');
    const single = products.find((p) => p.product_attributes.length === 1 && inStock(p).length === 1);
    const several = products.find((p) => inStock(p).length > 1)!;
    await page.goto('/shop/5');
    await page.locator('main article').first().waitFor();
    if (single) {
      await tabTo(page, new RegExp(`^Add ${single.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* to cart$`), { max: 200 });
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('One more '));
      expect((await focused(page)).focusVisible).toBe(true);
    }

    const card = page.getByRole('article', { name: several.name, exact: true });
    await card.getByRole('link', { name: several.name, exact: true }).focus();
    const opener = await tabTo(page, 'Add To Cart', { max: 10 });
    expect(opener.focusVisible).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: several.name }).waitFor();
    expect((await focused(page)).name).toBe('Close variant picker');
    await expectFocusTrapped(page, several.name, 8);
    await tabTo(page, /^Add .* to cart$/, { max: 20 });
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('One more '));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: several.name }).waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe('Add To Cart');
  });

  it('opens the drawer from the cart button, keeps focus inside and gives it back on Escape', async () => {
    await page.goto('/about-us');
    await tabTo(page, 'Cart');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.getByRole('link', { name: 'Cart', exact: true }).waitFor();
    expect((await focused(page)).name).toBe('Close cart');
    await expectFocusTrapped(page, 'Your Cart', 12);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect((await focused(page)).name).toBe('Cart');

    await page.keyboard.press('Enter');
    await tabTo(page, 'Cart', { max: 20 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
  });
});
