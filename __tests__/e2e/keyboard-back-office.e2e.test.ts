// The back office with the keyboard only: staff log in by typing, move between sections from
// the side navigation, switch a list's state tabs, search, and open a record, with a visible
// focus indicator on every stop.
import { DESKTOP, newPage, useBrowser } from '../support/browser';
import { confirmCompany, newCompany, registerCompany } from '../support/e2e-accounts';
import { focused, tabStops, tabTo } from '../support/keyboard';

jest.setTimeout(120_000);

const browser = useBrowser();

describe('the back office with the keyboard', () => {
  it('logs in, walks the side navigation and opens a waiting customer', async () => {
    const company = newCompany('keys-office');
    await registerCompany(company);
    await confirmCompany(company.email);
    const { page } = await newPage(browser.context, { viewport: DESKTOP });

    await page.goto('/admin');
    await page.getByLabel(/^Email/).waitFor();
    await tabTo(page, /^Email/);
    await page.keyboard.type(process.env.E2E_ADMIN_EMAIL as string);
    await page.keyboard.press('Tab');
    await page.keyboard.type(process.env.E2E_ADMIN_PASSWORD as string);
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Customers' }).waitFor();

    await tabTo(page, 'Overview');
    expect(await tabStops(page, 3)).toEqual(['Customers', 'Orders', 'Products']);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect((await focused(page)).focusVisible).toBe(true);

    await tabTo(page, 'Customers', { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await tabTo(page, 'Search customers');
    await page.keyboard.type(company.email);
    await page.keyboard.press('Enter');
    await page.getByRole('cell', { name: company.email }).waitFor();
    await tabTo(page, `Open ${company.name}`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: company.name }).waitFor();
    await tabTo(page, 'Approve');
    expect((await focused(page)).focusVisible).toBe(true);
    await page.close();
  });
});
