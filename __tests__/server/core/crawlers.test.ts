import { DOMParser, type Element } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import { brands, categories, products } from '../../../src/server/db/schema';
import { productSheet, productSheetCount } from '../../../src/server/services/seo/sitemap';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';
import { addProduct } from '../cart/shop-fixtures';

const ORIGIN = 'http://shop.test';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The document's root name and each entry's loc and lastmod, read by an XML parser (so the text must be well-formed). */
function readSitemap(xml: string) {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(xml, 'application/xml');
  expect(errors).toEqual([]);
  const root = doc.documentElement!;
  expect(root.namespaceURI).toBe(NAMESPACE);
  const entries = Array.from(root.childNodes).filter((node) => node.nodeType === 1) as Element[];
  const text = (entry: Element, name: string) => entry.getElementsByTagNameNS(NAMESPACE, name)[0]?.textContent ?? null;
  return { root: root.localName, entries: entries.map((entry) => ({ loc: text(entry, 'loc'), lastmod: text(entry, 'lastmod') })) };
}

describe.each(DB_KINDS)('what search engines read besides the pages (%s)', (kind) => {
  let shop: TestApp;
  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xml' } });

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    const { db } = shop.database;
    await db.insert(categories).values([{ id: 4, name: 'Dog', slug: 'dog' }, { id: 7, name: 'Dry food', slug: 'dry-food', parentId: 4 }]);
    await db.insert(brands).values([{ id: 9, name: 'Nordhaven', slug: 'nordhaven' }]);
    await addProduct(db, { slug: 'salmon-kibble', name: 'Salmon Kibble', variants: [{ sku: 'K-1', stock: 3, priceFils: 4500 }] });
    await addProduct(db, { slug: 'old-toy', name: 'Old Toy', active: false, variants: [{ sku: 'T-1', stock: 3, priceFils: 900 }] });
    const { productId } = await addProduct(db, { slug: 'chew-&-tug', name: 'Chew & Tug', variants: [{ sku: 'C-1', stock: 3, priceFils: 1900 }] });
    await db.update(products).set({ updatedAt: new Date('2026-11-20T08:30:00.000Z') }).where(eq(products.id, productId));
  });
  afterAll(async () => shop.close());

  it('robots.txt keeps crawlers off the private pages and names the sitemap on the shop\'s address', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const page of ['/cart', '/dashboard', '/admin', '/login', '/register', '/confirm', '/reset', '/wishlist', '/quick-order']) expect(lines).toContain(`Disallow: ${page}`);
    expect(lines.at(-1)).toBe(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the sitemap index names the listing pages\' sheet and one sheet of products', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(readSitemap(res.body)).toEqual({
      root: 'sitemapindex',
      entries: [{ loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: null }, { loc: `${ORIGIN}/sitemaps/products-1.xml`, lastmod: null }],
    });
  });

  it('the listing sheet has the fixed pages, Dog and Cat (created or not), every category and every brand, each by the address its page names', async () => {
    const { root, entries } = readSitemap((await get('/sitemaps/pages.xml')).body);
    expect(root).toBe('urlset');
    expect(entries.map((entry) => entry.loc)).toEqual(
      ['/', '/new', '/about-us', '/shop/4', '/shop/5', '/shop/7', '/brand/9'].map((page) => `${ORIGIN}${page}`),
    );
  });

  it('a product sheet has the products on sale, each with its address and when it last changed', async () => {
    const { root, entries } = readSitemap((await get('/sitemaps/products-1.xml')).body);
    expect(root).toBe('urlset');
    expect(entries.map((entry) => entry.loc)).toEqual([`${ORIGIN}/product/salmon-kibble`, `${ORIGIN}/product/chew-%26-tug`]);
    expect(entries[1].lastmod).toBe('2026-11-20T08:30:00.000Z');
    expect(entries[0].lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('builds a sheet once a while per instance: asking again is answered from memory, with 304 to one who has it', async () => {
    const first = await get('/sitemaps/products-1.xml');
    expect(first.body).toContain('/product/salmon-kibble<');
    expect(first.headers.etag).toMatch(/^W\/"/);
    const { db } = shop.database;
    // Written behind the instance's back (another instance would): the kept sheet is still the one served.
    await db.update(products).set({ slug: 'salmon-kibble-2' }).where(eq(products.slug, 'salmon-kibble'));
    try {
      const again = await shop.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect((await get('/sitemaps/products-1.xml')).body).toContain('/product/salmon-kibble<');
    } finally {
      await db.update(products).set({ slug: 'salmon-kibble' }).where(eq(products.slug, 'salmon-kibble-2'));
    }
  });

  it('answers 404 for a sheet that does not exist, even to a browser', async () => {
    for (const url of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/products-01.xml', '/sitemaps/other.xml', '/sitemaps/products-1.xml.gz']) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it('sheets split the catalogue by id ranges that cover every product once', async () => {
    const { db } = shop.database;
    for (let i = 0; i < 3; i += 1) await addProduct(db, { slug: `bowl-${i}`, name: `Bowl ${i}`, variants: [{ sku: `B-${i}`, stock: 1, priceFils: 500 }] });
    const sheets = await productSheetCount(db, 2);
    const onSale = await db.select({ id: products.id }).from(products).where(eq(products.active, true));
    const listed: string[] = [];
    for (let sheet = 1; sheet <= sheets; sheet += 1) {
      const entries = await productSheet(db, ORIGIN, sheet, 2);
      expect(entries.length).toBeLessThanOrEqual(2);
      listed.push(...entries.map((entry) => entry.loc));
    }
    expect(sheets).toBe(3);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toHaveLength(onSale.length);
    expect(listed).toContain(`${ORIGIN}/product/bowl-2`);
  });
});
