// The golden session of support's replay: a shopper's whole visit is recorded in Chromium,
// downloaded as the support log, and replayed through a fresh store in replay mode (no sagas)
// the way Redux DevTools replays an import: the same final state apart from placeholders, the
// same address at every step, and the same page on screen, without a single request.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { hideSecrets, PLACEHOLDER } from '../../src/client/app/devtools-sanitizers';
import type { Product, ProductList } from '../../src/shared/api-types';
import { isSpecialOffer } from '../../src/shared/variants';
import { DESKTOP, newPage, useBrowser } from '../support/browser';
import { apiCall, approvedCompany, customerToken, type Company } from '../support/e2e-accounts';
import { getJson } from '../support/e2e-server';
import { installFakeDevtools } from '../support/fake-devtools';

jest.setTimeout(240_000);

const browser = useBrowser();

/** A product of the dog shop's first page whose first chooser offers at least two in-stock options. */
async function productWithChoices(): Promise<Product> {
  const { products } = await getJson<ProductList>('/api/product/productlist?cid=4&p=1');
  const found = products.find((p) => {
    const firstOptions = new Set(p.attributes.filter((a) => a.dimension === 1).map((a) => a.id));
    const inStock = p.product_attributes.filter((v) => v.stock > 10 && v.price > 0);
    return firstOptions.size >= 2 && inStock.length >= 2 && !p.product_attributes.some(isSpecialOffer);
  });
  if (!found) throw new Error('the dog shop has no product with two options to choose from');
  return found;
}

/** Three saved addresses and three earlier orders, so the modal and the orders have a page 2. */
async function prepareCustomer(company: Company, aid: number) {
  const token = await customerToken(company);
  for (const n of [1, 2, 3]) {
    await apiCall('POST', '/api/customer/addaddress', { addressName: `Store ${n}`, address: `Shop ${n}, Al Quoz, Dubai` }, token);
  }
  for (let n = 0; n < 3; n += 1) {
    await apiCall('POST', '/api/cart/addtocart', { aid, count: 1 }, token);
    const { data } = await apiCall<{ status: number }>('POST', '/api/order/add', { address: 'Shop 1, Al Quoz, Dubai' }, token);
    if (data.status !== 1) throw new Error('an earlier order could not be placed');
  }
}

/** Waits until the customer's server cart holds `count` of its one article. */
async function untilServerCount(company: Company, count: number) {
  const token = await customerToken(company);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const { data } = await apiCall<{ cart?: { items: { count: number }[] } }>('GET', '/api/cart/cartlist', undefined, token);
    if (data.cart?.items.some((item) => item.count === count)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server cart never held ${count}`);
}

// The home page's heading is visually hidden, so its text is read rather than its rendering.
const heading = async (page: Page) => (await page.locator('main h1').first().textContent())?.trim();

async function recordSession(page: Page, company: Company, product: Product) {
  await page.goto('/shop/4');
  // Browse a category and add to the wishlist as a guest, with a guest cart already stored.
  const card = page.getByRole('article', { name: product.name, exact: true });
  await card.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
  await card.getByRole('link', { name: product.name }).first().click();
  await page.waitForURL(`**/product/${product.slug}`);
  // Choose a variant: the second option of the first chooser.
  const chip = page.getByRole('main').getByRole('group').first().getByRole('button').nth(1);
  await chip.click();
  await expect_(chip, 'aria-pressed', 'true');

  // Log in through the header's account link: the guest lists merge into the customer's.
  await page.getByRole('link', { name: 'Account' }).first().click();
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel(/^Email/).fill(company.email);
  await form.getByLabel(/^Password/).fill(company.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // Add to the cart from the product page (reached through the merged wishlist), then one more.
  await page.getByRole('link', { name: 'Wishlist' }).first().click();
  await page.getByRole('article', { name: product.name, exact: true }).getByRole('link', { name: product.name }).first().click();
  await page.waitForURL(`**/product/${product.slug}`);
  await page.getByRole('button', { name: /^Add .* to cart$/ }).click();
  await page.getByText('Product added').first().waitFor();
  await page.getByRole('button', { name: /^One more / }).first().click();
  await untilServerCount(company, 2);

  // Open the cart, the address modal, its page 2, and pick the address there.
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Cart', exact: true }).click();
  await page.waitForURL('**/cart');
  await page.getByRole('button', { name: 'Change address' }).click();
  const modal = page.getByRole('dialog', { name: 'Delivery Address' });
  await modal.getByRole('navigation', { name: 'Address pages' }).getByRole('button', { name: 'Page 2' }).click();
  await modal.getByRole('button', { name: 'Select Store 3' }).click();
  await modal.waitFor({ state: 'hidden' });

  // Place the order, open page 2 of the orders, log out.
  await page.getByRole('button', { name: 'Register Invoice' }).click();
  await page.waitForURL('**/dashboard/orders');
  await page.getByRole('navigation', { name: 'Order pages' }).getByRole('button', { name: 'Page 2' }).click();
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('main h1').first().waitFor({ state: 'attached' });
  // The home page's last listing and product requests answered, so the recording is complete
  // when the test reads it (their answers would otherwise land between that and the download).
  await page.waitForFunction(() => {
    const types = window.__fakeDevtools.records.map((record) => record.type);
    const ends: Record<string, string[]> = {
      'catalog/listingRequested': ['catalog/listingLoaded', 'catalog/listingFailed'],
      'catalog/productRequested': ['catalog/productLoaded', 'catalog/productNotFound', 'catalog/productFailed'],
    };
    return Object.entries(ends).every(([asked, answers]) => {
      const at = types.lastIndexOf(asked);
      return at < 0 || types.slice(at).some((type) => answers.includes(type));
    });
  });
}

async function expect_(locator: ReturnType<Page['locator']>, attribute: string, value: string) {
  await locator.page().waitForFunction(
    ([el, name, wanted]) => (el as Element).getAttribute(name as string) === wanted,
    [await locator.elementHandle(), attribute, value] as const,
  );
}

describe("replaying a shopper's session", () => {
  it('records a full session, downloads the support log and replays it to the same states and screens', async () => {
    const company = await approvedCompany('replay');
    const product = await productWithChoices();
    const article = product.product_attributes.find((v) => v.stock > 10 && v.price > 0)!;
    await prepareCustomer(company, article.id);

    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await page.addInitScript(installFakeDevtools);
    await page.addInitScript((entry) => {
      if (!window.localStorage.getItem('cart')) window.localStorage.setItem('cart', JSON.stringify([entry]));
    }, { aid: article.id, count: 2 });
    await recordSession(page, company, product);

    // The production build connects to DevTools with the shop's name, a long history and a deny-list.
    const options = await page.evaluate(() => window.__fakeDevtools.options);
    expect(options?.name).toBe('Petora');
    expect(options?.maxAge).toBeGreaterThanOrEqual(500);
    expect(options?.actionsDenylist).toContain('persist/PERSIST');

    const liveHeading = await heading(page);
    const live = await page.evaluate(() => ({ state: window.__fakeDevtools.state(), records: window.__fakeDevtools.records }));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Download support log' }).scrollIntoViewIfNeeded();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Download support log' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^support-log-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile((await download.path())!, 'utf8');
    const log = JSON.parse(text) as { payload: string; preloadedState: string };
    expect(Object.keys(log).sort()).toEqual(['payload', 'preloadedState']);
    // No JWT, password, reset hash or confirmation code anywhere in the file.
    expect(text).not.toMatch(/eyJ[\w-]*\.eyJ/);
    expect(text).not.toContain(company.password);
    expect(text).toContain(PLACEHOLDER.token);
    const actions = JSON.parse(log.payload) as { type: string }[];
    expect(actions.map((a) => a.type)).toEqual(live.records.map((r) => r.type));
    expect(actions.map((a) => a.type)).toEqual(expect.arrayContaining([
      'location/changed', 'catalog/variantPicked', 'wishlist/toggled', 'auth/loginSucceeded', 'cart/countChosen',
      'addresses/modalOpened', 'addresses/modalPageChosen', 'orders/placeSucceeded', 'orders/pageChosen', 'auth/logoutRequested',
    ]));
    await page.close();

    // Replay in a fresh page in replay mode: its store runs no sagas and drops its own actions.
    const replay = await newPage(browser.context, { viewport: DESKTOP });
    await replay.page.addInitScript(installFakeDevtools);
    await replay.page.goto('/?replay=on');
    await replay.page.locator('main h1').first().waitFor({ state: 'attached' });
    const requests: string[] = [];
    replay.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
    });
    const count = await replay.page.evaluate((file) => window.__fakeDevtools.load(file), log);
    expect(count).toBe(actions.length);
    for (let index = 0; index < count; index += 1) {
      const location = await replay.page.evaluate((i) => (window.__fakeDevtools.jump(i) as { location: { pathname: string; search: string; hash: string } }).location, index);
      const url = live.records[index].url.replace(/^\/reset\/[^/?#]+/, `/reset/${PLACEHOLDER.hash}`);
      expect({ index, type: actions[index].type, at: `${location.pathname}${location.search}${location.hash}` })
        .toEqual({ index, type: actions[index].type, at: url });
    }
    const replayed = await replay.page.evaluate(() => window.__fakeDevtools.state());
    expect(replayed).toEqual(JSON.parse(JSON.stringify(hideSecrets(live.state))));
    await replay.page.waitForURL((url) => url.pathname === '/');
    expect(await heading(replay.page)).toBe(liveHeading);
    // Stepping back to the order page shows it as it was.
    const ordersStep = actions.findIndex((a) => a.type === 'orders/pageChosen');
    await replay.page.evaluate((i) => window.__fakeDevtools.jump(i), ordersStep);
    await replay.page.waitForURL('**/dashboard/orders');
    await replay.page.getByRole('navigation', { name: 'Order pages' }).getByRole('button', { name: 'Page 2' }).and(replay.page.locator('[aria-current="page"]')).waitFor();
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    expect(replay.errors).toEqual([]);
    await replay.page.close();
  });
});
