import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import fastJson from 'fast-json-stringify';
import type { ProductList } from '../../../src/shared/api-types';
import { ProductListSchema } from '../../../src/server/routes/product/product-schema';
import { brotliOptions } from '../../../src/server/services/answer';
import { DB_KINDS } from '../../support/test-db';
import { useListingApp } from './listing-app';
import { ACTIVE_COUNT, NEWEST_FIRST } from './listing-catalogue';

const bulk = (...numbers: number[]) => numbers.map((n) => `bulk-${String(n).padStart(2, '0')}`);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

describe.each(DB_KINDS)('GET /api/product/productlist on %s', (kind) => {
  const t = useListingApp(kind);
  const slugsOf = (body: ProductList) => body.products.map((p) => p.slug);

  it('lists every active product newest first, 24 a page, with the total count', async () => {
    const first = await t.list('');
    expect(first.count).toBe(ACTIVE_COUNT);
    expect(slugsOf(first)).toEqual(NEWEST_FIRST.slice(0, 24));
    expect(slugsOf(await t.list('?p=1'))).toEqual(NEWEST_FIRST.slice(0, 24));
    const last = await t.list('?p=2');
    expect(last).toMatchObject({ count: ACTIVE_COUNT });
    expect(slugsOf(last)).toEqual(NEWEST_FIRST.slice(24));
    expect(await t.list('?p=3')).toEqual({ count: ACTIVE_COUNT, products: [] });
    expect(await t.list('?p=100000')).toEqual({ count: ACTIVE_COUNT, products: [] });
  });

  it('breaks ties of the same creation time by the newer id', async () => {
    expect(t.ids['dog-underscore-treat']).toBeGreaterThan(t.ids['dog-treat-mix']);
    const order = slugsOf(await t.list(''));
    expect(order.indexOf('dog-underscore-treat')).toBe(order.indexOf('dog-treat-mix') - 1);
  });

  it('lists a category with its sub-categories at any depth, each product once', async () => {
    const dog = await t.list('?cid=4');
    expect(slugsOf(dog)).toEqual(['salmon-kibble', 'grain-free-bites', 'rope-tug', 'dog-underscore-treat', 'dog-treat-mix']);
    expect(dog.count).toBe(5);
    expect(slugsOf(await t.list('?cid=30'))).toEqual(['salmon-kibble', 'grain-free-bites', 'rope-tug']);
    expect(slugsOf(await t.list('?cid=50'))).toEqual(['grain-free-bites']);
    expect(slugsOf(await t.list('?cid=12'))).toEqual(['rope-tug']);
    const cat = await t.list('?cid=5');
    expect(cat.count).toBe(26);
    expect(slugsOf(cat)).toEqual(['feather-wand', 'value-pack', ...bulk(...range(24, 3))]);
    expect(slugsOf(await t.list('?cid=5&p=2'))).toEqual(bulk(2, 1));
    expect(await t.list('?cid=999')).toEqual({ count: 0, products: [] });
  });

  it('lists the products carrying a meta, badge or feature, active ones only', async () => {
    expect(slugsOf(await t.list('?mid=3'))).toEqual(['salmon-kibble', 'grain-free-bites']);
    expect(await t.list('?mid=1')).toMatchObject({ count: 1, products: [{ slug: 'salmon-kibble' }] });
    expect(slugsOf(await t.list('?mid=2'))).toEqual(['rope-tug']);
    expect(await t.list('?mid=99')).toEqual({ count: 0, products: [] });
  });

  it('lists one brand, active products only', async () => {
    expect(await t.list('?brid=1')).toMatchObject({ count: 2, products: [{ slug: 'salmon-kibble' }, { slug: 'rope-tug' }] });
    expect(slugsOf(await t.list('?brid=3'))).toEqual(['grain-free-bites', 'dog-underscore-treat', 'dog-treat-mix']);
    const whisker = await t.list('?brid=2&p=2');
    expect(whisker.count).toBe(25);
    expect(slugsOf(whisker)).toEqual(bulk(1));
    expect(await t.list('?brid=99')).toEqual({ count: 0, products: [] });
  });

  it('matches the term on name, SKU, brand and excerpt whatever the case', async () => {
    expect(await t.list('?term=SALMON')).toMatchObject({ count: 1, products: [{ slug: 'salmon-kibble' }] });
    expect(slugsOf(await t.list('?term=bk-rope-n'))).toEqual(['rope-tug']);
    expect((await t.list('?term=Whisker%20CO')).count).toBe(25);
    expect(slugsOf(await t.list('?term=indoor%20cats'))).toEqual(['feather-wand']);
    // Ranked: the product named so before the one whose excerpt says it.
    expect(slugsOf(await t.list('?term=grain%20free'))).toEqual(['grain-free-bites', 'salmon-kibble']);
    expect(slugsOf(await t.list('?term=%20%20kibble%20'))).toEqual(['salmon-kibble']);
    expect(await t.list('?term=no-such-thing')).toEqual({ count: 0, products: [] });
  });

  it('reads punctuation as a word break, and matches a term of punctuation alone literally', async () => {
    expect(slugsOf(await t.list('?term=50%25'))).toEqual(['value-pack']);
    expect(slugsOf(await t.list('?term=%25'))).toEqual(['value-pack']);
    expect(slugsOf(await t.list('?term=salmon%25kibble'))).toEqual(['salmon-kibble']);
    expect(slugsOf(await t.list('?term=dog_treat'))).toEqual(['dog-treat-mix', 'dog-underscore-treat']);
    expect(slugsOf(await t.list('?term=_'))).toEqual(['dog-underscore-treat']);
    expect(await t.list('?term=%5C')).toEqual({ count: 0, products: [] });
  });

  it('combines the term with a category, a meta or a brand, and pages the result', async () => {
    expect(slugsOf(await t.list('?term=treat&cid=4'))).toEqual(['dog-treat-mix', 'dog-underscore-treat']);
    expect(await t.list('?term=treat&cid=5')).toEqual({ count: 0, products: [] });
    expect(slugsOf(await t.list('?term=grain&mid=3'))).toEqual(['grain-free-bites', 'salmon-kibble']);
    expect(await t.list('?term=salmon&mid=1')).toMatchObject({ count: 1, products: [{ slug: 'salmon-kibble' }] });
    expect(slugsOf(await t.list('?term=mix&brid=3'))).toEqual(['dog-treat-mix', 'dog-underscore-treat']);
    const bowls = await t.list('?term=bulk%20bowl&cid=5');
    expect(bowls.count).toBe(24);
    expect(slugsOf(bowls)).toEqual(bulk(...range(24, 1)));
    // Exactly one full page: the second is empty but still tells the count.
    expect(await t.list('?term=bulk%20bowl&cid=5&p=2')).toEqual({ count: 24, products: [] });
  });

  it('lists everything for an empty or blank term', async () => {
    expect((await t.list('?term=')).count).toBe(ACTIVE_COUNT);
    expect((await t.list('?term=%20%20')).count).toBe(ACTIVE_COUNT);
  });

  it('returns one product by slug, also with a language, and 404 for an unknown or inactive one', async () => {
    expect(await t.list('?slug=rope-tug')).toMatchObject({ count: 1, products: [{ id: t.ids['rope-tug'], slug: 'rope-tug' }] });
    expect(await t.list('?slug=rope-tug&lng=en')).toMatchObject({ count: 1, products: [{ slug: 'rope-tug' }] });
    for (const slug of ['no-such-product', 'retired-bowl', 'ROPE-TUG']) {
      const res = await t.shop.app.inject({ method: 'GET', url: `/api/product/productlist?slug=${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ count: 0, products: [] });
    }
  });

  it('sends each page byte for byte as the page\'s schema writes it (made of its products\' own texts)', async () => {
    const pageSchemaJson = fastJson(ProductListSchema);
    for (const query of ['', '?p=2', '?cid=4', '?term=kibble', '?slug=rope-tug']) {
      const res = await t.shop.app.inject({ method: 'GET', url: `/api/product/productlist${query}` });
      expect(res.statusCode).toBe(200);
      const page = res.json() as ProductList;
      expect(page.products.length).toBeGreaterThan(0);
      expect(res.body).toBe(pageSchemaJson(page));
    }
  });

  it('compresses a search page for speed (brotli quality 1) and a listing or product page for size (quality 3)', async () => {
    for (const [query, quick] of [['?term=kibble', true], ['?cid=4', false], ['?slug=rope-tug', false]] as const) {
      const res = await t.shop.app.inject({ method: 'GET', url: `/api/product/productlist${query}`, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      const body = brotliDecompressSync(res.rawPayload);
      expect(res.rawPayload.equals(brotliCompressSync(body, brotliOptions(body.length, quick)))).toBe(true);
      expect(res.rawPayload.equals(brotliCompressSync(body, brotliOptions(body.length, !quick)))).toBe(false);
    }
  });
});
