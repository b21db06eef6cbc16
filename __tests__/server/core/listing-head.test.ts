// The shell of a category or brand page: the title, description and address the storefront
// gives the page, written where a crawler that runs no script reads them.
import { eq } from 'drizzle-orm';
import { buildTopMenu } from '../../../src/client/features/layout/header-model';
import { brands, categories, productCategories, products } from '../../../src/server/db/schema';
import { bumpCatalogueEpoch } from '../../../src/server/services/answer-cache';
import * as catalogMenus from '../../../src/server/services/catalog-menus';
import { listingAddressOf } from '../../../src/server/services/seo/listing-head';
import type { MenuEntry } from '../../../src/shared/api-types';
import { CATEGORY } from '../../../src/shared/constants';
import { STORE_DESCRIPTION, brandDescription, categoryTitle, categoryTrail } from '../../../src/shared/listing-meta';
import { type TestApp, TEST_SHELL_HTML, buildTestApp } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

const HTML = 'text/html,application/xhtml+xml';
const ORIGIN = 'http://shop.test';
const all = (html: string, pattern: RegExp) => [...html.matchAll(new RegExp(pattern, 'g'))].map((match) => match[1]);
const metaContent = (html: string, key: string) => all(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const canonicalOf = (html: string) => all(html, /<link rel="canonical" href="([^"]*)"/);
const structuredData = (html: string) =>
  all(html, /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/).map((text) => JSON.parse(text) as Record<string, any>);

describe.each(DB_KINDS)('the shell of a listing page (%s)', (kind) => {
  let shop: TestApp;
  const page = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: HTML } });

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    await shop.database.db.insert(categories).values([
      { id: 4, name: 'Dog', slug: 'dog', image: 'dog.webp' },
      { id: 5, name: 'Cat', slug: 'cat' },
      { id: 7, name: 'Food', slug: 'dog-food', parentId: 4 },
      { id: 10, name: 'Dry Food', slug: 'dog-dry-food', parentId: 7 },
      // Below the menus' three levels: the storefront reaches it from its parent's page only.
      { id: 11, name: 'Puppy Dry Food', slug: 'puppy-dry-food', parentId: 10 },
    ]);
    await shop.database.db.insert(brands).values([
      { id: 8, name: 'Zest & Co', slug: 'zest', thumbnail: 'zest.webp' },
      { id: 9, name: 'Nordhaven', slug: 'nordhaven' },
    ]);
    // Dry Food (under Food, under Dog) has three pages of 24, Nordhaven two; one more product is off sale.
    const rows = await shop.database.db.insert(products).values(Array.from({ length: 50 }, (_, i) => ({
      slug: `dry-${i}`, name: `Dry ${i}`, active: i < 49, brandId: i < 30 ? 9 : null,
    }))).returning({ id: products.id });
    await shop.database.db.insert(productCategories).values(rows.map((row) => ({ productId: row.id, categoryId: 10 })));
  });
  afterAll(async () => shop.close());

  it('a category page is titled as the storefront titles it, with its one address and its picture for link previews', async () => {
    const res = await page('/shop/4');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(all(res.body, /<title>([^<]*)<\/title>/)).toEqual(['Dog Shop | Petora']);
    expect(metaContent(res.body, 'description')).toEqual([STORE_DESCRIPTION]);
    expect(canonicalOf(res.body)).toEqual([`${ORIGIN}/shop/4`]);
    expect(metaContent(res.body, 'og:type')).toEqual(['website']);
    expect(metaContent(res.body, 'og:image')).toEqual([`${ORIGIN}/media/dog.webp`]);
    // A category's picture is the menu's, not the page's largest: nothing to fetch ahead of the scripts.
    expect(res.body).not.toContain('rel="preload"');
  });

  it('a sub-category is named under its animal, with the trail from the home page for search engines', async () => {
    const res = await page('/shop/10');
    expect(all(res.body, /<title>([^<]*)<\/title>/)).toEqual(['Dog Dry Food | Petora']);
    expect(metaContent(res.body, 'og:image')).toEqual([]);
    expect(metaContent(res.body, 'twitter:card')).toEqual(['summary']);
    const [data] = structuredData(res.body);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'Dog Dry Food', url: `${ORIGIN}/shop/10`, description: STORE_DESCRIPTION });
    expect(data.breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Petora', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Dog', item: `${ORIGIN}/shop/4` },
      { '@type': 'ListItem', position: 3, name: 'Food', item: `${ORIGIN}/shop/7` },
      { '@type': 'ListItem', position: 4, name: 'Dry Food', item: `${ORIGIN}/shop/10` },
    ]);
  });

  it('a category below the menus keeps its own address and the title the storefront gives it', async () => {
    const res = await page('/shop/11');
    expect(res.statusCode).toBe(200);
    expect(all(res.body, /<title>([^<]*)<\/title>/)).toEqual(['Shop | Petora']);
    expect(canonicalOf(res.body)).toEqual([`${ORIGIN}/shop/11`]);
  });

  it('every address of one page names the same one: /shop and /shop/0 are the default category, page 1 has no number', async () => {
    for (const url of ['/shop', '/shop/0', '/shop/', '/shop/4/1', '/shop/4?sort=new']) expect(canonicalOf((await page(url)).body)).toEqual([`${ORIGIN}/shop/4`]);
    expect(canonicalOf((await page('/shop/7/3')).body)).toEqual([`${ORIGIN}/shop/7/3`]);
    expect(canonicalOf((await page('/shop/0/2')).body)).toEqual([`${ORIGIN}/shop/4/2`]);
  });

  it('a brand page is titled with the brand\'s name; /brand is the first brand by name', async () => {
    const res = await page('/brand/9/2');
    expect(all(res.body, /<title>([^<]*)<\/title>/)).toEqual(['Nordhaven | Petora']);
    expect(metaContent(res.body, 'description')).toEqual([brandDescription('Nordhaven')]);
    expect(canonicalOf(res.body)).toEqual([`${ORIGIN}/brand/9/2`]);
    expect(structuredData(res.body)[0]).toMatchObject({ '@type': 'CollectionPage', name: 'Nordhaven', about: { '@type': 'Brand', name: 'Nordhaven' } });
    expect(canonicalOf((await page('/brand')).body)).toEqual([`${ORIGIN}/brand/9`]);
    const zest = await page('/brand/8');
    // Escaped where it is written, read back as it was saved.
    expect(all(zest.body, /<title>([^<]*)<\/title>/)).toEqual(['Zest &amp; Co | Petora']);
    expect(metaContent(zest.body, 'og:image')).toEqual([`${ORIGIN}/media/zest.webp`]);
  });

  it('Dog and Cat have their pages before staff create their categories, as the menus show them', async () => {
    const empty = await buildTestApp(kind);
    try {
      const res = await empty.app.inject({ method: 'GET', url: '/shop/5', headers: { accept: HTML } });
      expect(res.statusCode).toBe(200);
      expect(all(res.body, /<title>([^<]*)<\/title>/)).toEqual(['Cat Shop | Petora']);
      expect((await empty.app.inject({ method: 'GET', url: '/shop', headers: { accept: HTML } })).statusCode).toBe(200);
      // No brand yet: /brand is the header's brands page with nothing in it, under the shell's own head.
      const brandsPage = await empty.app.inject({ method: 'GET', url: '/brand', headers: { accept: HTML } });
      expect(brandsPage.statusCode).toBe(200);
      expect(brandsPage.body).toBe(TEST_SHELL_HTML);
      expect((await empty.app.inject({ method: 'GET', url: '/brand/1', headers: { accept: HTML } })).statusCode).toBe(404);
    } finally {
      await empty.close();
    }
  });

  it('titles every category as the storefront does from the menus call (GET /api/product/menus), also once staff rename Dog', async () => {
    const { db } = shop.database;
    await db.update(categories).set({ name: 'Dogs & Puppies' }).where(eq(categories.id, CATEGORY.dog));
    try {
      const menus = (await shop.app.inject({ method: 'GET', url: '/api/product/menus' })).json<MenuEntry[]>();
      const storefrontMenu = buildTopMenu(menus, []).filter((entry) => entry.link === '/shop/4' || entry.link === '/shop/5');
      for (const id of [4, 5, 7, 10, 11]) {
        const title = all((await page(`/shop/${id}`)).body, /<title>([^<]*)<\/title>/)[0];
        expect([id, title]).toEqual([id, `${categoryTitle(categoryTrail(storefrontMenu, id), id).replace(/&/g, '&amp;')} | Petora`]);
      }
      const [data] = structuredData((await page('/shop/7')).body);
      expect(data.name).toBe('Dog Food');
      expect(data.breadcrumb.itemListElement[1]).toMatchObject({ name: 'Dog', item: `${ORIGIN}/shop/4` });
    } finally {
      await db.update(categories).set({ name: 'Dog' }).where(eq(categories.id, CATEGORY.dog));
    }
  });

  it('reads an address as the storefront\'s router does: any letter case, segments percent-decoded', async () => {
    expect(canonicalOf((await page('/shop/%35')).body)).toEqual([`${ORIGIN}/shop/5`]);
    expect(canonicalOf((await page('/Brand/9')).body)).toEqual([`${ORIGIN}/brand/9`]);
    expect((await page('/SHOP/999')).statusCode).toBe(404);
    expect(listingAddressOf('/shop/%E0%A4%A')).toBeNull();
  });

  it('still sends the shell, with its own head, when the categories cannot be read just now', async () => {
    const failing = jest.spyOn(catalogMenus, 'loadMenuRows').mockRejectedValueOnce(new Error('the database is away'));
    try {
      const res = await page('/shop/4');
      expect([res.statusCode, res.body]).toEqual([200, TEST_SHELL_HTML]);
    } finally {
      failing.mockRestore();
    }
  });

  it('the home, New & Featured and About pages\' shells carry their heads too', async () => {
    for (const [url, canonical, title] of [['/', '/', 'Petora'], ['/home', '/', 'Petora'], ['/new/2', '/new/2', 'New &amp; Featured | Petora'], ['/about-us', '/about-us', 'About us | Petora']]) {
      const res = await page(url);
      expect([url, res.statusCode, canonicalOf(res.body), all(res.body, /<title>([^<]*)<\/title>/)]).toEqual([url, 200, [`${ORIGIN}${canonical}`], [title]]);
    }
  });

  it('answers 304 to a browser that has the page\'s shell, and the new shell once the page has changed', async () => {
    const first = await page('/shop/7');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await shop.app.inject({ method: 'GET', url: '/shop/7', headers: { accept: HTML, 'if-none-match': etag } });
    expect([again.statusCode, again.body, again.headers.etag, again.headers['cache-control']]).toEqual([304, '', etag, 'no-cache']);
    const { db } = shop.database;
    await db.update(categories).set({ name: 'Dog Food' }).where(eq(categories.id, 7));
    try {
      const renamed = await shop.app.inject({ method: 'GET', url: '/shop/7', headers: { accept: HTML, 'if-none-match': etag } });
      expect(renamed.statusCode).toBe(200);
      expect(all(renamed.body, /<title>([^<]*)<\/title>/)).toEqual(['Dog Dog Food | Petora']);
      expect(renamed.headers.etag).not.toBe(etag);
    } finally {
      await db.update(categories).set({ name: 'Food' }).where(eq(categories.id, 7));
    }
  });

  it('a page past a listing\'s last one answers 404, so search engines keep only the pages there are', async () => {
    const statusOf = async (url: string) => [url, (await page(url)).statusCode];
    // 49 products on sale: three pages of 24 in Dry Food, Food and Dog (a category lists the ones below it).
    for (const url of ['/shop/10/3', '/shop/7/3', '/shop/4/3', '/shop/0/3', '/brand/9/2', '/new/3']) expect(await statusOf(url)).toEqual([url, 200]);
    for (const url of ['/shop/10/4', '/shop/7/4', '/shop/0/4', '/shop/11/2', '/brand/9/3', '/brand/8/2', '/brand/0/3', '/new/4']) expect(await statusOf(url)).toEqual([url, 404]);
    // Page 1 is the category's page even when nothing is on sale in it yet.
    for (const url of ['/shop/11', '/shop/5', '/brand/8', '/new']) expect(await statusOf(url)).toEqual([url, 200]);
    expect((await page('/shop/7/4')).body).toBe(TEST_SHELL_HTML);
  });

  it('an address that names no category or brand answers 404 with the shell, which says so', async () => {
    for (const url of ['/shop/999', '/shop/999/2', '/brand/999']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(TEST_SHELL_HTML);
    }
  });

  it('sends a missing page\'s shell whole to a browser that asks whether its copy is still good', async () => {
    for (const headers of [{ 'if-none-match': '*' }, { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() }]) {
      const res = await shop.app.inject({ method: 'GET', url: '/shop/7/4', headers: { accept: HTML, ...headers } });
      expect([res.statusCode, res.body, res.headers['cache-control']]).toEqual([404, TEST_SHELL_HTML, 'no-cache']);
    }
  });

  it('counts a listing once for the product list and the pages\' shells while its count is kept (CATALOG_CACHE_MS)', async () => {
    const cached = await buildTestApp(kind, { catalogCacheMs: 60_000 });
    try {
      const { db } = cached.database;
      await db.insert(categories).values({ id: 20, name: 'Toys', slug: 'toys' });
      const rows = await db.insert(products).values(Array.from({ length: 25 }, (_, i) => ({ slug: `toy-${i}`, name: `Toy ${i}` }))).returning({ id: products.id });
      await db.insert(productCategories).values(rows.map((row) => ({ productId: row.id, categoryId: 20 })));
      const list = await cached.app.inject({ method: 'GET', url: '/api/product/productlist?cid=20' });
      expect(list.json().count).toBe(25);
      // Taken off sale behind the instance's back (another instance's write): the kept count still says two pages.
      await db.update(products).set({ active: false }).where(eq(products.slug, 'toy-0'));
      const second = await cached.app.inject({ method: 'GET', url: '/shop/20/2', headers: { accept: HTML } });
      expect(second.statusCode).toBe(200);
    } finally {
      await cached.close();
    }
  });
  it('keeps the categories and brands the heads are made from for the catalogue\'s answers\' time, or until a catalogue write of this instance', async () => {
    const cached = await buildTestApp(kind, { catalogCacheMs: 60_000 });
    try {
      const { db } = cached.database;
      await db.insert(categories).values([{ id: 4, name: 'Dog', slug: 'dog' }, { id: 30, name: 'Chews', slug: 'chews', parentId: 4 }]);
      const title = async () => all((await cached.app.inject({ method: 'GET', url: '/shop/30', headers: { accept: HTML } })).body, /<title>([^<]*)<\/title>/)[0];
      expect(await title()).toMatch(/Chews/);
      // Renamed behind the instance's back (another instance's write): the kept name stays for now.
      await db.update(categories).set({ name: 'Bones' }).where(eq(categories.id, 30));
      expect(await title()).toMatch(/Chews/);
      bumpCatalogueEpoch();
      expect(await title()).toMatch(/Bones/);
    } finally {
      await cached.close();
    }
  });
});

describe('listingAddressOf', () => {
  it('reads an address as the storefront\'s routes do', () => {
    expect(listingAddressOf('/shop')).toEqual({ kind: 'shop', id: null, page: 1 });
    expect(listingAddressOf('/shop/12/3?x=1')).toEqual({ kind: 'shop', id: 12, page: 3 });
    expect(listingAddressOf('/shop/abc/-2')).toEqual({ kind: 'shop', id: null, page: 1 });
    expect(listingAddressOf('/brand/5/')).toEqual({ kind: 'brand', id: 5, page: 1 });
    expect(listingAddressOf('/shop/1/2/3')).toBeNull();
    expect(listingAddressOf('/shopping')).toBeNull();
    expect(listingAddressOf('/product/x')).toBeNull();
  });
});
