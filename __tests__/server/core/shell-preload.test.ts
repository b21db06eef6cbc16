import { type TestApp, TEST_SHELL_HTML, buildTestApp } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';
import { addProduct } from '../cart/shop-fixtures';
import { productSlugOf } from '../../../src/server/plugins/shell-preload';

const HTML = 'text/html,application/xhtml+xml';
const preloadOf = (href: string) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;

describe.each(DB_KINDS)('the shell of a product page names its first picture (%s)', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    const { db } = shop.database;
    await addProduct(db, { slug: 'salmon-kibble', name: 'Salmon Kibble', variants: [{ sku: 'K-1', stock: 3, priceFils: 4500 }] });
    await addProduct(db, { slug: 'red-harness', name: 'Red Harness', variants: [{ sku: 'H-1', stock: 3, priceFils: 8900, thumbnail: 'harness-red.webp' }] });
    await addProduct(db, { slug: 'bare-bowl', name: 'Bare Bowl', images: [], variants: [{ sku: 'B-1', stock: 3, priceFils: 900 }] });
    await addProduct(db, { slug: 'old-toy', name: 'Old Toy', active: false, variants: [{ sku: 'T-1', stock: 3, priceFils: 900 }] });
  });
  afterAll(async () => shop.close());

  const page = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: HTML } });

  it('preloads the gallery\'s first image, or the default variant\'s own picture, at the end of the head', async () => {
    const kibble = await page('/product/salmon-kibble');
    expect(kibble.statusCode).toBe(200);
    expect(kibble.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(kibble.headers['cache-control']).toBe('no-cache');
    expect(kibble.body).toBe(TEST_SHELL_HTML.replace('</head>', `${preloadOf('/media/salmon-kibble-1.webp')}</head>`));
    const harness = await page('/product/red-harness?from=search');
    expect(harness.body).toContain(preloadOf('/media/harness-red.webp'));
  });

  it('sends the plain shell for picture-less products and other pages', async () => {
    for (const url of ['/product/bare-bowl', '/shop/4']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(TEST_SHELL_HTML);
    }
  });

  it('answers 404 with the shell (its not-found screen) for a product that is unknown or off sale', async () => {
    for (const url of ['/product/nothing-here', '/product/old-toy', '/product/old-toy?from=search']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(TEST_SHELL_HTML);
    }
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
