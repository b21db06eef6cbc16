import type { ProductList } from '../../../src/shared/api-types';
import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { ACTIVE_COUNT, type CatalogueIds, NEWEST_FIRST, insertListingCatalogue } from './listing-catalogue';

const bulk = (...numbers: number[]) => numbers.map((n) => `bulk-${String(n).padStart(2, '0')}`);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

describe.each(DB_KINDS)('GET /api/product/productlist on %s', (kind) => {
  let shop: TestApp;
  let ids: CatalogueIds;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    ids = await insertListingCatalogue(shop.database.db);
  });

  afterAll(async () => {
    await shop.close();
  });

  const list = async (query: string): Promise<ProductList> => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/product/productlist${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const slugsOf = (body: ProductList) => body.products.map((p) => p.slug);

  it('lists every active product newest first, 24 a page, with the total count', async () => {
    const first = await list('');
    expect(first.count).toBe(ACTIVE_COUNT);
    expect(slugsOf(first)).toEqual(NEWEST_FIRST.slice(0, 24));
    expect(slugsOf(await list('?p=1'))).toEqual(NEWEST_FIRST.slice(0, 24));
    const last = await list('?p=2');
    expect(last).toMatchObject({ count: ACTIVE_COUNT });
    expect(slugsOf(last)).toEqual(NEWEST_FIRST.slice(24));
    expect(await list('?p=3')).toEqual({ count: ACTIVE_COUNT, products: [] });
    expect(await list('?p=100000')).toEqual({ count: ACTIVE_COUNT, products: [] });
  });

  it('breaks ties of the same creation time by the newer id', async () => {
    expect(ids['dog-underscore-treat']).toBeGreaterThan(ids['dog-treat-mix']);
    const order = slugsOf(await list(''));
    expect(order.indexOf('dog-underscore-treat')).toBe(order.indexOf('dog-treat-mix') - 1);
  });

  it('lists a category with its sub-categories at any depth, each product once', async () => {
    const dog = await list('?cid=4');
    expect(slugsOf(dog)).toEqual(['salmon-kibble', 'grain-free-bites', 'rope-tug', 'dog-underscore-treat', 'dog-treat-mix']);
    expect(dog.count).toBe(5);
    expect(slugsOf(await list('?cid=30'))).toEqual(['salmon-kibble', 'grain-free-bites', 'rope-tug']);
    expect(slugsOf(await list('?cid=50'))).toEqual(['grain-free-bites']);
    expect(slugsOf(await list('?cid=12'))).toEqual(['rope-tug']);
    const cat = await list('?cid=5');
    expect(cat.count).toBe(26);
    expect(slugsOf(cat)).toEqual(['feather-wand', 'value-pack', ...bulk(...range(24, 3))]);
    expect(slugsOf(await list('?cid=5&p=2'))).toEqual(bulk(2, 1));
    expect(await list('?cid=999')).toEqual({ count: 0, products: [] });
  });

  it('lists the products carrying a meta, badge or feature, active ones only', async () => {
    expect(slugsOf(await list('?mid=3'))).toEqual(['salmon-kibble', 'grain-free-bites']);
    expect(await list('?mid=1')).toMatchObject({ count: 1, products: [{ slug: 'salmon-kibble' }] });
    expect(slugsOf(await list('?mid=2'))).toEqual(['rope-tug']);
    expect(await list('?mid=99')).toEqual({ count: 0, products: [] });
  });

  it('lists one brand, active products only', async () => {
    expect(await list('?brid=1')).toMatchObject({ count: 2, products: [{ slug: 'salmon-kibble' }, { slug: 'rope-tug' }] });
    expect(slugsOf(await list('?brid=3'))).toEqual(['grain-free-bites', 'dog-underscore-treat', 'dog-treat-mix']);
    const whisker = await list('?brid=2&p=2');
    expect(whisker.count).toBe(25);
    expect(slugsOf(whisker)).toEqual(bulk(1));
    expect(await list('?brid=99')).toEqual({ count: 0, products: [] });
  });

  it('matches the term on name, SKU, brand and excerpt whatever the case', async () => {
    expect(await list('?term=SALMON')).toMatchObject({ count: 1, products: [{ slug: 'salmon-kibble' }] });
    expect(slugsOf(await list('?term=bk-rope-n'))).toEqual(['rope-tug']);
    expect((await list('?term=Whisker%20CO')).count).toBe(25);
    expect(slugsOf(await list('?term=indoor%20cats'))).toEqual(['feather-wand']);
    expect(slugsOf(await list('?term=grain%20free'))).toEqual(['salmon-kibble', 'grain-free-bites']);
    expect(slugsOf(await list('?term=%20%20kibble%20'))).toEqual(['salmon-kibble']);
    expect(await list('?term=no-such-thing')).toEqual({ count: 0, products: [] });
  });

  it('matches LIKE wildcards in the term literally', async () => {
    expect(slugsOf(await list('?term=50%25'))).toEqual(['value-pack']);
    expect(slugsOf(await list('?term=%25'))).toEqual(['value-pack']);
    expect(await list('?term=salmon%25kibble')).toEqual({ count: 0, products: [] });
    expect(slugsOf(await list('?term=dog_treat'))).toEqual(['dog-underscore-treat']);
    expect(slugsOf(await list('?term=_'))).toEqual(['dog-underscore-treat']);
    expect(await list('?term=%5C')).toEqual({ count: 0, products: [] });
  });

  it('combines the term with a category, a meta or a brand, and pages the result', async () => {
    expect(slugsOf(await list('?term=treat&cid=4'))).toEqual(['dog-underscore-treat', 'dog-treat-mix']);
    expect(await list('?term=treat&cid=5')).toEqual({ count: 0, products: [] });
    expect(slugsOf(await list('?term=grain&mid=3'))).toEqual(['salmon-kibble', 'grain-free-bites']);
    expect(await list('?term=salmon&mid=1')).toMatchObject({ count: 1, products: [{ slug: 'salmon-kibble' }] });
    expect(slugsOf(await list('?term=mix&brid=3'))).toEqual(['dog-underscore-treat', 'dog-treat-mix']);
    const bowls = await list('?term=bulk%20bowl&cid=5');
    expect(bowls.count).toBe(24);
    expect(slugsOf(bowls)).toEqual(bulk(...range(24, 1)));
    // Exactly one full page: the second is empty but still tells the count.
    expect(await list('?term=bulk%20bowl&cid=5&p=2')).toEqual({ count: 24, products: [] });
  });

  it('lists everything for an empty or blank term', async () => {
    expect((await list('?term=')).count).toBe(ACTIVE_COUNT);
    expect((await list('?term=%20%20')).count).toBe(ACTIVE_COUNT);
  });

  it('returns one product by slug, also with a language, and 404 for an unknown or inactive one', async () => {
    expect(await list('?slug=rope-tug')).toMatchObject({ count: 1, products: [{ id: ids['rope-tug'], slug: 'rope-tug' }] });
    expect(await list('?slug=rope-tug&lng=en')).toMatchObject({ count: 1, products: [{ slug: 'rope-tug' }] });
    for (const slug of ['no-such-product', 'retired-bowl', 'ROPE-TUG']) {
      const res = await shop.app.inject({ method: 'GET', url: `/api/product/productlist?slug=${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ count: 0, products: [] });
    }
  });
});
