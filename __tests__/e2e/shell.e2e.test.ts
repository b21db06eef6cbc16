// The storefront shell in a real browser against the real server: header, footer, top menu,
// sticky header, the About page, deep links served by the SPA fallback and the error screen.
import type { Page } from 'playwright-core';
import { DESKTOP, hasClass, newPage, scrollToY, useBrowser } from '../support/browser';
import { productWithOneArticle } from '../support/e2e-catalogue';

jest.setTimeout(60_000);

const browser = useBrowser();

const header = (page: Page) => page.locator('header.site-header');

describe('home page', () => {
  it('loads without console or page errors and shows the header, top menu and footer', async () => {
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await header(page).waitFor({ state: 'visible' });
    await page.locator('footer').first().waitFor({ state: 'visible' });

    const expected: Array<[string, string]> = [
      ['Dog', '/shop/4'], ['Cat', '/shop/5'], ['New & Featured', '/new'], ['Our Brands', '/brand'], ['About', '/about-us'],
    ];
    for (const [name, href] of expected) {
      const link = header(page).getByRole('link', { name, exact: true }).first();
      await link.waitFor({ state: 'visible' });
      expect(await link.getAttribute('href')).toBe(href);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('makes the header sticky from 200 px of scroll and normal again back at the top', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto('/', { waitUntil: 'networkidle' });
    await header(page).waitFor({ state: 'visible' });
    const sticky = () => hasClass(page, 'header.site-header', 'site-header-sticky');

    expect(await sticky()).toBe(false);
    await scrollToY(page, 150);
    expect(await sticky()).toBe(false);
    await scrollToY(page, 200);
    await page.waitForSelector('header.site-header.site-header-sticky');
    expect(await sticky()).toBe(true);
    await scrollToY(page, 0);
    await page.waitForSelector('header.site-header:not(.site-header-sticky)');
    expect(await sticky()).toBe(false);
    await page.close();
  });
});

describe('navigation', () => {
  it('goes to the About page from the header menu', async () => {
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto('/');
    await header(page).getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL('**/about-us');
    await page.getByRole('heading', { name: 'ABOUT COMPANY' }).waitFor({ state: 'visible' });
    await page.getByRole('heading', { name: 'OUR COMPETENCIES' }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/about-us');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the error screen for a route that does not exist', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto('/this/route/does-not-exist');
    const heading = page.getByRole('heading', { name: 'Unexpected Application Error' });
    await heading.waitFor({ state: 'visible' });
    expect(await heading.count()).toBe(1);
    await page.close();
  });

  it('serves the storefront for deep links to a product and to a reset code; a product not on sale answers 404 with it', async () => {
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    const product = await productWithOneArticle();
    for (const [deepLink, status] of [[`/product/${product.slug}`, 200], ['/reset/abc', 200], ['/product/some-slug', 404]] as const) {
      const response = await page.goto(deepLink);
      expect([deepLink, response?.status()]).toEqual([deepLink, status]);
      expect(response?.headers()['content-type']).toContain('text/html');
      await header(page).waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe(deepLink);
    }
    await page.close();
  });
});

describe('what a product page tells search engines', () => {
  it('carries the product\'s title, address and schema.org data from the server, and drops them on the next page', async () => {
    const product = await productWithOneArticle();
    const head = (page: Page) => page.evaluate(() => ({
      title: document.title,
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
      descriptions: [...document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((tag) => tag.content),
      data: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, any>),
    }));

    // Scripts refused: what a crawler that runs none reads, straight from the server's shell.
    const crawler = (await newPage(browser.context, { viewport: DESKTOP })).page;
    await crawler.route('**/static/**', (route) => route.abort());
    await crawler.goto(`/product/${product.slug}`);
    const origin = new URL(crawler.url()).origin;
    const served = await head(crawler);
    await crawler.close();
    expect(served.title).toBe(`${product.name} | Petora`);
    expect(served.canonical).toBe(`${origin}/product/${product.slug}`);
    expect(served.descriptions).toEqual([product.meta_description.trim() || expect.stringMatching(/pet supplies/i)]);
    expect(served.data).toHaveLength(1);
    expect(served.data[0]).toMatchObject({ '@type': 'Product', name: product.name, sku: product.product_attributes[0].sku });
    expect(served.data[0].offers[0]).toMatchObject({ priceCurrency: 'AED', availability: 'https://schema.org/InStock' });

    // With the storefront running, the same page keeps them; the next page has none of them.
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    expect(await head(page)).toEqual(served);
    await header(page).getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('heading', { name: 'ABOUT COMPANY' }).waitFor({ state: 'visible' });
    const after = await head(page);
    expect(after.canonical).toBeNull();
    expect(after.data).toEqual([]);
    expect(after.descriptions).toHaveLength(1);
    expect(after.descriptions).not.toEqual(served.descriptions);
    expect(after.title).not.toContain(product.name);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('what a listing page tells search engines', () => {
  const head = (page: Page) => page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    descriptions: [...document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((tag) => tag.content),
    data: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, any>),
  }));

  /** The head a crawler that runs no script reads at `url`. */
  async function served(url: string) {
    const crawler = (await newPage(browser.context, { viewport: DESKTOP })).page;
    await crawler.route('**/static/**', (route) => route.abort());
    await crawler.goto(url);
    const origin = new URL(crawler.url()).origin;
    const found = await head(crawler);
    await crawler.close();
    return { origin, head: found };
  }

  it('a category page and the brands\' page are titled by the server as the storefront titles them, under one address', async () => {
    const dog = await served('/shop');
    expect(dog.head.title).toBe('Dog Shop | Petora');
    expect(dog.head.canonical).toBe(`${dog.origin}/shop/4`);
    expect(dog.head.data).toEqual([expect.objectContaining({ '@type': 'CollectionPage', name: 'Dog Shop' })]);
    const brands = await served('/brand');
    expect(brands.head.canonical).toMatch(new RegExp(`^${brands.origin}/brand/\\d+$`));
    expect(brands.head.data[0].about).toEqual({ '@type': 'Brand', name: brands.head.title.replace(/ \| Petora$/, '') });

    // The storefront, once running, gives the same title and description; the next page keeps none of the server's tags.
    const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto('/shop');
    await page.getByRole('heading', { name: 'Dog Shop', level: 1 }).waitFor();
    expect(await head(page)).toEqual(dog.head);
    await header(page).getByRole('link', { name: 'Our Brands', exact: true }).first().click();
    await page.waitForURL('**/brand');
    await page.waitForFunction((title) => document.title === title, brands.head.title);
    const after = await head(page);
    expect(after.canonical).toBeNull();
    expect(after.data).toEqual([]);
    expect(after.descriptions).toEqual(brands.head.descriptions);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the home and About pages keep the head the server gave them once the storefront runs', async () => {
    for (const [url, heading] of [['/', null], ['/about-us', 'ABOUT COMPANY']] as const) {
      const crawled = await served(url);
      expect(crawled.head.canonical).toBe(`${crawled.origin}${url}`);
      const { page, errors } = await newPage(browser.context, { viewport: DESKTOP });
      await page.goto(url, { waitUntil: 'networkidle' });
      if (heading) await page.getByRole('heading', { name: heading }).waitFor();
      expect([url, await head(page)]).toEqual([url, crawled.head]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
