import { eq } from 'drizzle-orm';
import { brands, products } from '../../../src/server/db/schema';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headTags, productSlugOf, shellWithHead } from '../../../src/server/plugins/shell-head';
import type { PageHead } from '../../../src/server/services/seo/product-head';
import { type TestApp, TEST_SHELL_HTML, buildTestApp } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';
import { addProduct } from '../cart/shop-fixtures';

const HTML = 'text/html,application/xhtml+xml';
const ORIGIN = 'http://shop.test';
const preloadOf = (href: string) => `<link rel="preload" as="image" href="${href}" fetchpriority="high" data-page-head>`;
const all = (html: string, pattern: RegExp) => [...html.matchAll(new RegExp(pattern, 'g'))].map((match) => match[1]);
const metaContent = (html: string, key: string) => all(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const structuredData = (html: string) =>
  all(html, /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/).map((text) => JSON.parse(text) as Record<string, any>);

describe.each(DB_KINDS)('the shell of a product page (%s)', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    const { db } = shop.database;
    const { productId } = await addProduct(db, {
      slug: 'salmon-kibble',
      name: 'Salmon Kibble',
      variants: [{ sku: 'K-1', stock: 3, priceFils: 4500, salePriceFils: 3990, b2bPriceFils: 3000, size: '2 kg' }, { sku: 'K-2', stock: 0, priceFils: 9000, size: '12 kg' }],
    });
    const [brand] = await db.insert(brands).values({ name: 'Nordhaven', slug: 'nordhaven' }).returning();
    await db.update(products).set({ brandId: brand.id, metaDescription: 'Salmon kibble for adult dogs, by the bag.' }).where(eq(products.id, productId));
    await addProduct(db, { slug: 'red-harness', name: 'Red Harness', variants: [{ sku: 'H-1', stock: 3, priceFils: 8900, thumbnail: 'harness-red.webp' }] });
    await addProduct(db, { slug: 'bare-bowl', name: 'Bowl "Steel" & Co', images: [], variants: [{ sku: 'B-1', stock: 3, priceFils: 900 }] });
    await addProduct(db, { slug: 'old-toy', name: 'Old Toy', active: false, variants: [{ sku: 'T-1', stock: 3, priceFils: 900 }] });
  });
  afterAll(async () => shop.close());

  const page = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: HTML } });

  it('has the page\'s own title, description and one address instead of the shell\'s', async () => {
    const res = await page('/product/salmon-kibble?from=search');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(all(res.body, /<title>([^<]*)<\/title>/)).toEqual(['Salmon Kibble | Petora']);
    expect(metaContent(res.body, 'description')).toEqual(['Salmon kibble for adult dogs, by the bag.']);
    expect(all(res.body, /<link rel="canonical" href="([^"]*)"/)).toEqual([`${ORIGIN}/product/salmon-kibble`]);
    expect(metaContent(res.body, 'og:url')).toEqual([`${ORIGIN}/product/salmon-kibble`]);
    expect(metaContent(res.body, 'og:image')).toEqual([`${ORIGIN}/media/salmon-kibble-1.webp`]);
    expect(metaContent(res.body, 'twitter:card')).toEqual(['summary_large_image']);
    // Everything the server adds sits in the head, the shell's body untouched.
    expect(res.body.endsWith('</head><body><div id="root"></div></body></html>\n')).toBe(true);
  });

  it('describes the product to search engines at the prices a guest sees, an offer per article', async () => {
    const [data] = structuredData((await page('/product/salmon-kibble')).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Product', name: 'Salmon Kibble', sku: 'K-1',
      brand: { '@type': 'Brand', name: 'Nordhaven' }, url: `${ORIGIN}/product/salmon-kibble`,
      image: [`${ORIGIN}/media/salmon-kibble-1.webp`, `${ORIGIN}/media/salmon-kibble-2.webp`],
    });
    expect(data.offers.map((offer: Record<string, any>) => [offer.sku, offer.price, offer.priceCurrency, offer.priceSpecification.valueAddedTaxIncluded, offer.availability])).toEqual([
      ['K-1', '39.90', 'AED', false, 'https://schema.org/InStock'],
      ['K-2', '90.00', 'AED', false, 'https://schema.org/OutOfStock'],
    ]);
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('preloads the picture shown first: the default article\'s own, else the gallery\'s first', async () => {
    expect((await page('/product/salmon-kibble')).body).toContain(preloadOf('/media/salmon-kibble-1.webp'));
    expect((await page('/product/red-harness')).body).toContain(preloadOf('/media/harness-red.webp'));
  });

  it('writes names as text in the title, the tags and the data', async () => {
    const { body } = await page('/product/bare-bowl');
    expect(all(body, /<title>([^<]*)<\/title>/)).toEqual(['Bowl &quot;Steel&quot; &amp; Co | Petora']);
    expect(metaContent(body, 'og:title')).toEqual(['Bowl &quot;Steel&quot; &amp; Co | Petora']);
    expect(structuredData(body)[0].name).toBe('Bowl "Steel" & Co');
    // No picture: no preload, no image, the small preview card, the shop's own description.
    expect(body).not.toContain('rel="preload"');
    expect(metaContent(body, 'og:image')).toEqual([]);
    expect(metaContent(body, 'twitter:card')).toEqual(['summary']);
    expect(metaContent(body, 'description')[0]).toMatch(/pet supplies/);
  });

  it('sends the plain shell for other pages', async () => {
    for (const url of ['/meta/3', '/wishlist', '/shop/4/2/more', '/new/2/more']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(TEST_SHELL_HTML);
    }
  });

  it('answers 404 with the plain shell (its not-found screen) for a product that is unknown or off sale', async () => {
    for (const url of ['/product/nothing-here', '/product/old-toy', '/product/old-toy?from=search']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(TEST_SHELL_HTML);
    }
  });
});

describe('headTags', () => {
  const head: PageHead = {
    title: 'A <b>bold</b> & "quoted" name',
    description: 'Ends a script: </script><script>alert(1)</script>',
    canonical: `${ORIGIN}/product/a?b=1&c=2`,
    image: 'https://files.example/p "1".webp',
    preload: true,
    type: 'product',
    structured: { name: '</script><!-- \u2028' },
  };

  it('escapes every text it writes, so no value closes its tag or its script', () => {
    const html = headTags(head, ORIGIN);
    expect(html).toContain('<title>A &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; name</title>');
    expect(html).toContain('<meta name="description" content="Ends a script: &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/a?b=1&amp;c=2" data-page-head>`);
    expect(html).toContain('<meta property="og:image" content="https://files.example/p &quot;1&quot;.webp" data-page-head>');
    // One script element, whose JSON reads back as written.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(structuredData(html)[0]).toEqual({ name: '</script><!-- \u2028' });
  });
});

describe('shellWithHead', () => {
  // The built shell as webpack writes it: minified, attribute values unquoted where they can be.
  const MINIFIED = '<!doctype html><html lang=en dir=ltr><head><meta charset=utf-8><meta name=theme-color content=#0f4c5c>'
    + '<meta name=description content="The shop\'s own words."><meta property=og:note content=x><title>Shop | B2B</title>'
    + '<link href=/static/css/main.css rel=stylesheet></head><body><div id=root></div></body></html>';
  const head: PageHead = { title: 'Kibble | Petora', description: 'Kibble for dogs.', canonical: `${ORIGIN}/product/kibble`, image: null, preload: true, type: 'product', structured: {} };

  it.each([
    ['minified', MINIFIED],
    ['quoted', MINIFIED.replace('<meta name=description content="The shop\'s own words.">', '<meta name="description" content="The shop\'s own words." />')],
    ['single-quoted, name not first', MINIFIED.replace('<meta name=description content="The shop\'s own words.">', '<meta content="The shop\'s own words." name=\'description\'>')],
  ])('leaves one title and one description, the page\'s, in a %s shell', async (_form, text) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    const file = path.join(dir, 'index.html');
    writeFileSync(file, text);
    const html = await shellWithHead(file, head, ORIGIN);
    expect(all(html, /<title>([^<]*)<\/title>/)).toEqual(['Kibble | Petora']);
    expect(metaContent(html, 'description')).toEqual(['Kibble for dogs.']);
    expect(html).not.toContain('own words');
    // Other tags that merely mention a description stay.
    expect(html).toContain('<meta property=og:note content=x>');
    expect(html).toContain('<link href=/static/css/main.css rel=stylesheet>');
  });
});

describe('productSlugOf', () => {
  it('reads the slug of /product/{slug} only', () => {
    expect(productSlugOf('/product/salmon-kibble')).toBe('salmon-kibble');
    expect(productSlugOf('/product/salmon%20kibble/?x=1')).toBe('salmon kibble');
    expect(productSlugOf('/product/')).toBeNull();
    expect(productSlugOf('/product/a/b')).toBeNull();
    expect(productSlugOf('/products/a')).toBeNull();
    expect(productSlugOf('/product/%E0%A4%A')).toBeNull();
  });
});
