// A company's account from registration to a reset password, in a real browser: register with a
// licence, confirm with the mailed code, wait for approval, log in and see trade prices, edit
// the profile, change the password, log out and reset the password through the mailed link.
import type { Page } from 'playwright-core';
import type { ProductList } from '../../src/shared/api-types';
import { formatAed } from '../../src/shared/money';
import { approveCompany, confirmationCode, deliveredMail, latestMail, newCompany, TINY_PNG } from '../support/e2e-accounts';
import { DESKTOP, PHONE, logInThroughForm, newPage, useBrowser } from '../support/browser';
import { getJson } from '../support/e2e-server';

jest.setTimeout(120_000);

/** The heading of /reset, and of the screen it turns into. */
const RESET_TITLE = 'Reset Password';

const browser = useBrowser();

const logIn = (page: Page, email: string, password: string) => logInThroughForm(page, { email, password });

/** Fills the registration form with the company's details and a licence picture. */
async function fillRegistration(page: Page, company: ReturnType<typeof newCompany>): Promise<void> {
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByLabel(/^Name/).fill(company.name);
  await register.getByLabel(/^Company Name/).fill(company.companyName);
  await register.getByLabel(/^Email/).fill(company.email);
  await register.getByLabel(/^Password/).fill(company.password);
  await register.getByLabel(/^Confirm Password/).fill(company.password);
  await register.getByLabel(/^Lisence/).setInputFiles({ name: 'trade-licence.png', mimeType: 'image/png', buffer: TINY_PNG });
}

describe('a company account', () => {
  it('registers, confirms, waits for approval, logs in, edits, changes and resets its password', async () => {
    const company = newCompany('account');
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });

    await page.goto('/register');
    await fillRegistration(page, company);
    await page.getByRole('form', { name: 'Register' }).getByRole('button', { name: 'Register' }).click();
    await page.getByText('Thank you for your registration').waitFor();

    await page.goto(`/confirm/${encodeURIComponent(company.email)}`);
    await page.getByLabel(/^Confirm Code/).fill(await confirmationCode(company.email));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Your account will be activated after admin approval.').waitFor();

    await logIn(page, company.email, company.password);
    await page.getByRole('form', { name: 'Login' }).getByRole('status').filter({ hasText: /approval/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await approveCompany(company.email);
    await logIn(page, company.email, company.password);
    await page.getByText('You have been loggedin').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // Trade prices: the card's main price is the B2B price of its first article.
    const { products } = await getJson<ProductList>('/api/product/productlist?cid=4&p=1');
    const retail = products[0].product_attributes[0];
    await page.goto('/shop/4');
    const card = page.locator('main article').first();
    await card.getByText('Trade price').waitFor();
    expect(await card.getByTestId('price').locator('s').textContent()).toBe(formatAed(retail.price));

    await page.goto('/dashboard');
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel(/^Company Name/).fill(`${company.companyName} L.L.C.`);
    await profile.getByRole('button', { name: 'Edit' }).click();
    await page.getByText('Your profile has been updated.').waitFor();

    const newPassword = 'Desert-Rose-Chews-77';
    await profile.getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('form', { name: 'Change Password' });
    await change.getByLabel(/^Current_password/).fill(company.password);
    await change.getByLabel(/^Password/).fill(newPassword);
    await change.getByLabel(/^Confirm_password/).fill(newPassword);
    await change.getByRole('button', { name: 'Change' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    await page.goto('/dashboard');
    await page.getByRole('form', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('link', { name: 'Account' }).first().getAttribute('href')).toBe('/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await page.goto('/reset');
    await page.getByLabel(/^Email/).fill(company.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Reset password link has been send to your email.').waitFor();
    // Staff reading the outbox see the link's code hidden; the buyer's mailbox gets it whole.
    const outboxed = await latestMail(company.email, /reset your password/i);
    expect(outboxed.text).toMatch(/\/reset\/\[hidden\]/);
    const mail = await deliveredMail(company.email, /reset your password/i);
    const link = /https?:\/\/[^\s"]+\/reset\/[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
    expect(link).toBeDefined();
    const resetPath = new URL(link as string).pathname;

    const finalPassword = 'Oasis-Tuna-Pouch-19';
    await page.goto(resetPath);
    await page.getByLabel(/^Password/).fill(finalPassword);
    await page.getByLabel(/^Confirm Password/).fill(finalPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await page.waitForURL('**/login');

    await logIn(page, company.email, finalPassword);
    await page.getByText('You have been loggedin').waitFor();
    expect(errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
    await page.close();
  });

  it('on a phone, shows the screen a sent form becomes from its top, its heading taking focus', async () => {
    const company = newCompany('phone');
    const { page, errors } = await newPage(browser.context, { viewport: PHONE });
    /** Where the page is scrolled, which heading has focus, and whether it is in view. */
    const shownFromTop = () => page.evaluate(() => {
      const focused = document.activeElement;
      const box = focused?.getBoundingClientRect();
      return { scrollY: window.scrollY, focused: focused?.tagName === 'H1' ? focused.textContent : null, inView: !!box && box.top >= 0 && box.bottom <= window.innerHeight };
    });

    // A guest: whoever the browser was logged in as is forgotten.
    await page.goto('/about-us');
    await page.evaluate(() => localStorage.clear());
    await browser.context.clearCookies();
    await page.goto('/register');
    await fillRegistration(page, company);
    const send = page.getByRole('form', { name: 'Register' }).getByRole('button', { name: 'Register' });
    await send.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await send.click();
    await page.getByRole('heading', { name: 'Thank you for your registration' }).waitFor();
    expect(await shownFromTop()).toEqual({ scrollY: 0, focused: 'Thank you for your registration', inView: true });

    // Asking for a reset link turns the form into "mail sent" the same way.
    await page.goto('/reset');
    await page.getByLabel(/^Email/).fill(company.email);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('form', { name: 'Reset password' }).waitFor({ state: 'detached' });
    expect(await shownFromTop()).toEqual({ scrollY: 0, focused: RESET_TITLE, inView: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
