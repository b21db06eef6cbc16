import type { Product, ProductList } from '../../../src/shared/api-types';
import { DB_KINDS } from '../../support/test-db';
import { insertCustomer } from './fixtures';
import { useListingApp } from './listing-app';

describe.each(DB_KINDS)('products as the API shows them, on %s', (kind) => {
  const t = useListingApp(kind);

  it('answers every field of a product, HTML sanitized, prices in AED', async () => {
    const variant = (fields: Partial<Product['product_attributes'][number]>) => ({
      id: expect.any(Number), attribute_value: null, attribute_description: null, thumbnail: null,
      sale_price: null, b2b_price: null, b2b_sale_price: null, min_order: 1, order_multiple: 1, max_order: null, ...fields,
    });
    const expected: Product = {
      id: t.ids['salmon-kibble'],
      slug: 'salmon-kibble',
      name: 'Salmon Kibble',
      brand: { id: 1, name: 'Barkley', thumbnail: '/media/brand-barkley.webp' },
      excerpt: '<p>Grain\u00a0free <b>recipe</b> for adult dogs</p>',
      meta_description: 'Salmon kibble for adult dogs',
      images: '/media/salmon-1.webp,/media/salmon-2.webp,/media/salmon-3.webp',
      thumbnail: '/media/salmon-1.webp',
      thumbnail2: '/media/salmon-2.webp',
      attributes: [
        { id: 41, type: 2, type_name: 'Weight', name: '2 kg', value: null, dimension: 1 },
        { id: 42, type: 2, type_name: 'Weight', name: '6 kg', value: null, dimension: 1 },
        { id: 31, type: 3, type_name: 'Special offer', name: 'Buy 10 + 2 free', value: null, dimension: 1 },
      ],
      metas: [{ id: 1, name: 'New', display: 1, kind: 'badge' }, { id: 3, name: 'Grain free', display: 1, kind: 'feature' }],
      reviews: [
        { customer_name: 'Sara', comment: 'Dogs love it', rate: 5, date: '2025-03-01T10:00:00.000Z' },
        { customer_name: 'Omar', comment: 'Good value', rate: 4, date: '2025-02-01T10:00:00.000Z' },
      ],
      faqs: [{ question: 'Is it grain free?', answer: '<p>Yes, <em>entirely</em>.</p>' }],
      product_attributes: [
        variant({
          attribute_id: '41', attribute_type: 2, attribute_type_name: 'Weight', attribute_name: '2 kg',
          thumbnail: '/media/salmon-2kg.webp', sku: 'BK-SAL-2KG', stock: 40, price: 45, sale_price: 39.99,
        }),
        variant({ attribute_id: '42', attribute_type: 2, attribute_type_name: 'Weight', attribute_name: '6 kg', sku: 'BK-SAL-6KG', stock: 0, price: 110 }),
        variant({
          attribute_id: '31', attribute_type: 3, attribute_type_name: 'Special offer', attribute_name: 'Buy 10 + 2 free',
          attribute_description: 'Pay for 10, receive 12.', sku: 'BK-SAL-PROMO', stock: 5, price: 450,
        }),
      ] as Product['product_attributes'],
      categories: [{ id: 30, name: 'Dry Food' }],
      // The mean of the reviews wins over the stored rate (2).
      rate: 4.5,
      direct_fast: 1,
      introduction: '<h3>Why salmon</h3><p>Rich in omega 3.</p>',
      product_tabs: [
        { tab_name: 'Description', content: '<p>Complete food.</p>' },
        { tab_name: 'Feeding', content: '<table><tr><td>10 kg</td><td>150 g</td></tr></table>' },
      ],
      created_at: '2025-01-01T08:50:00.000Z',
    };
    expect(await t.list('?slug=salmon-kibble')).toEqual({ count: 1, products: [expected] });
    // The listing shows the very same product.
    expect((await t.list('?cid=30')).products[0]).toEqual(expected);
  });

  it('shapes two-dimension variants and the options of each dimension', async () => {
    const [rope] = (await t.list('?slug=rope-tug')).products;
    expect(rope.product_attributes.map((v) => [v.attribute_id, v.attribute_type, v.attribute_type_name, v.attribute_name, v.attribute_value])).toEqual([
      ['11,21', 1, 'Colour / Size', 'Red / S', '#c0392b'],
      ['11,22', 1, 'Colour / Size', 'Red / M', '#c0392b'],
      ['12,21', 1, 'Colour / Size', 'Navy / S', '#1f3b6f'],
    ]);
    expect(rope.attributes).toEqual([
      { id: 11, type: 1, type_name: 'Colour', name: 'Red', value: '#c0392b', dimension: 1 },
      { id: 21, type: 2, type_name: 'Size', name: 'S', value: null, dimension: 2 },
      { id: 22, type: 2, type_name: 'Size', name: 'M', value: null, dimension: 2 },
      { id: 12, type: 1, type_name: 'Colour', name: 'Navy', value: '#1f3b6f', dimension: 1 },
    ]);
    expect(rope.metas).toEqual([{ id: 2, name: 'Staff pick', display: 0, kind: 'badge' }]);
    expect(rope.categories).toEqual([{ id: 30, name: 'Dry Food' }, { id: 12, name: 'Toys' }]);
  });

  it('shapes a bare product: no brand, images, reviews or attributes', async () => {
    const [bowl] = (await t.list('?slug=plain-bowl')).products;
    expect(bowl).toMatchObject<Partial<Product>>({
      brand: null, images: '', thumbnail: '', thumbnail2: null, rate: 0, direct_fast: 0, attributes: [], metas: [],
      reviews: [], faqs: [], categories: [], product_tabs: [], excerpt: '', introduction: '',
    });
    expect(bowl.product_attributes).toEqual([expect.objectContaining({ attribute_id: '', attribute_type: 0, attribute_name: '', sku: 'PB-1', price: 15 })]);
  });

  it('hides B2B prices from guests and from tokens that are not valid, and shows them to customers', async () => {
    const active = await insertCustomer(t.shop.database.db, 'buyer@pawscorner.ae');
    const pending = await insertCustomer(t.shop.database.db, 'waiting@pawscorner.ae', 'pending');
    const get = async (token?: string) => {
      const res = await t.shop.app.inject({
        method: 'GET', url: '/api/product/productlist?slug=salmon-kibble', headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as ProductList).products[0].product_attributes.map((v) => [v.price, v.sale_price, v.b2b_price, v.b2b_sale_price]);
    };
    const retail = [[45, 39.99, null, null], [110, null, null, null], [450, null, null, null]];
    expect(await get()).toEqual(retail);
    expect(await get(pending.token)).toEqual(retail);
    expect(await get('not-a-token')).toEqual(retail);
    expect(await get(active.token)).toEqual([[45, 39.99, 36, 32], [110, null, 90, null], [450, null, 360, null]]);
    const page = await t.shop.app.inject({ method: 'GET', url: '/api/product/productlist?brid=2', headers: { authorization: `Bearer ${active.token}` } });
    const bulk = (page.json() as ProductList).products.filter((p) => p.slug.startsWith('bulk-'));
    expect(bulk).toHaveLength(23);
    expect(bulk.map((p) => p.product_attributes[0].b2b_price)).toEqual(Array.from({ length: 23 }, (_, i) => (800 + 24 - i) / 100));
  });
});
