import fastJson from 'fast-json-stringify';
import type { Product, Variant } from '../../../src/shared/api-types';
import { listedWeight } from '../../../src/server/services/catalog-products';
import { listedOf, pageAnswer } from '../../../src/server/routes/product/listed-products';
import { ProductListSchema } from '../../../src/server/routes/product/product-schema';

// A product is written to JSON once, when it is read (listedOf), and a page is its products'
// texts joined (pageAnswer): it must be byte for byte what the page's schema would write, its
// ETag must follow every product's text, and what a kept product weighs must stay near what it
// takes (its text, two bytes a character once it holds Arabic, and its card).

const article = (id: number): Variant => ({
  id, attribute_id: String(40 + id), attribute_type: 2, attribute_type_name: 'Weight', attribute_name: `${id * 2} kg`,
  attribute_value: null, attribute_description: null, thumbnail: null, sku: `KIB-${id * 2}`, stock: 20,
  price: 45.5, sale_price: null, b2b_price: null, b2b_sale_price: null, min_order: 1, order_multiple: 1, max_order: null,
});

const product = (fields: Partial<Product> = {}): Product => ({
  id: 7, slug: 'salmon-kibble-adult-2kg', name: 'Salmon Kibble Adult', brand: { id: 1, name: 'Barkley', thumbnail: '/media/brand-barkley.webp' },
  excerpt: `<p>${'Grain free recipe for adult dogs with wild salmon. '.repeat(4)}</p>`,
  meta_description: 'Salmon kibble for adult dogs, grain free, in 2 and 6 kg bags',
  images: '/media/salmon-1.webp,/media/salmon-2.webp,/media/salmon-3.webp', thumbnail: '/media/salmon-1.webp', thumbnail2: '/media/salmon-2.webp',
  attributes: [1, 2, 3].map((id) => ({ id: 40 + id, type: 2, type_name: 'Weight', name: `${id * 2} kg`, value: null, dimension: 1 })),
  metas: [{ id: 1, name: 'New', display: 1, kind: 'badge' }, { id: 3, name: 'Grain free', display: 1, kind: 'feature' }],
  reviews: [1, 2].map((i) => ({ customer_name: `Buyer ${i}`, comment: 'Our customers reorder it every month.', rate: 5, date: '2026-10-01T08:00:00.000Z' })),
  faqs: [{ question: 'Is it halal?', answer: '<p>Yes, every batch is certified.</p>' }],
  product_attributes: [1, 2, 3].map(article),
  categories: [{ id: 4, name: 'Dog' }, { id: 9, name: 'Dry food' }],
  rate: 4.5, direct_fast: 1,
  introduction: `<p>${'Made in small batches from fresh salmon and sweet potato. '.repeat(10)}</p>`,
  product_tabs: [{ tab_name: 'Feeding', content: `<p>${'Feed twice a day. '.repeat(20)}</p>` }],
  created_at: '2026-09-01T08:00:00.000Z',
  ...fields,
});

const pageSchemaJson = fastJson(ProductListSchema);

describe('a page made of its products\' texts', () => {
  const products = [
    product(),
    product({ id: 8, brand: null, thumbnail2: null, reviews: [], faqs: [], attributes: [], name: 'Quotes " and \\ back\\slash, tab\there', excerpt: '<p>Line\nbreak, \u2028separator\u2029 and </script> in text</p>' }),
    product({ id: 9, name: 'طعام القطط الجاف', introduction: '<p>طعام كامل للقطط البالغة 🐈</p>', rate: 0, product_attributes: [{ ...article(5), tiers: [{ from: 10, price: 40.25 }, { from: 50, price: 38 }], b2b_price: 41.5 }] }),
  ];

  it('is byte for byte what the page\'s schema writes for the same products', () => {
    const listed = products.map(listedOf);
    for (const count of [3, 0, 1234]) {
      expect(pageAnswer(count, listed).body).toBe(pageSchemaJson({ count, products }));
    }
    expect(pageAnswer(0, []).body).toBe(pageSchemaJson({ count: 0, products: [] }));
    expect(JSON.parse(pageAnswer(3, listed).body)).toEqual({ count: 3, products });
  });

  it('refuses a count that is not a whole number rather than write what the schema would not', () => {
    const listed = products.map(listedOf);
    for (const count of [2.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => pageAnswer(count, listed)).toThrow('must be a whole number');
    }
  });

  it('has an ETag that changes with the count, the order and any product\'s text, and nothing else', () => {
    const listed = products.map(listedOf);
    const etag = pageAnswer(3, listed).etag;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(pageAnswer(3, products.map(listedOf)).etag).toBe(etag);
    expect(pageAnswer(4, listed).etag).not.toBe(etag);
    expect(pageAnswer(3, [...listed].reverse()).etag).not.toBe(etag);
    const restocked = [products[0], products[1], { ...products[2], product_attributes: [{ ...products[2].product_attributes[0], stock: 19 }] }];
    expect(pageAnswer(3, restocked.map(listedOf)).etag).not.toBe(etag);
  });

  it('keeps each product\'s card: name, first picture and priced articles', () => {
    const { card, id } = listedOf(products[2]);
    expect(id).toBe(9);
    expect(card).toEqual({ id: 9, slug: products[2].slug, name: 'طعام القطط الجاف', thumbnail: '/media/salmon-1.webp', variants: products[2].product_attributes });
  });

  it('compresses search pages for speed when asked, other pages for size', () => {
    const listed = products.map(listedOf);
    expect(pageAnswer(3, listed, { quick: true }).quick).toBe(true);
    expect(pageAnswer(3, listed).quick).toBe(false);
  });
});

describe('what a kept product weighs', () => {
  const weighs = (p: Product) => listedWeight(listedOf(p));
  const textLength = (p: Product) => listedOf(p).json.length;

  it.each([
    ['a typical product', product(), 1.6],
    ['a bare product', product({ brand: null, excerpt: '', introduction: '', images: '', thumbnail: '', thumbnail2: null, attributes: [], metas: [], reviews: [], faqs: [], product_tabs: [], product_attributes: [article(1)] }), 2.2],
    ['a product with 300 reviews', product({ reviews: Array.from({ length: 300 }, (_, i) => ({ customer_name: `Buyer ${i}`, comment: 'Arrived quickly, the dogs love it. '.repeat(3), rate: 4, date: '2026-10-01T08:00:00.000Z' })) }), 1.1],
    ['a product with long texts', product({ introduction: `<p>${'Long story. '.repeat(2000)}</p>`, product_tabs: [{ tab_name: 'Details', content: 'x'.repeat(50_000) }] }), 1.1],
    ['a product of 40 articles', product({ product_attributes: Array.from({ length: 40 }, (_, i) => article(i + 1)) }), 1.8],
  ])('weighs %s as its text and somewhat more for its card', (_name, p, most) => {
    expect(weighs(p)).toBeGreaterThan(textLength(p));
    expect(weighs(p) / textLength(p)).toBeLessThan(most);
  });

  it('counts the card\'s articles: 40 of them weigh more than their text alone', () => {
    const many = product({ product_attributes: Array.from({ length: 40 }, (_, i) => article(i + 1)) });
    const one = product({ product_attributes: [article(1)] });
    expect(weighs(many) - textLength(many)).toBeGreaterThan(weighs(one) - textLength(one) + 39 * 250);
  });

  it('weighs Arabic texts at two bytes a character, as V8 keeps them', () => {
    const texts = (word: string) => product({
      name: word.repeat(4), excerpt: `<p>${word.repeat(80)}</p>`, introduction: `<p>${word.repeat(400)}</p>`,
      product_tabs: [{ tab_name: word, content: word.repeat(300) }],
    });
    // The same number of characters, in Latin and in Arabic letters.
    const latin = weighs(texts('food '));
    const arabic = weighs(texts('طعام '));
    expect(arabic / latin).toBeGreaterThan(1.6);
    expect(arabic / latin).toBeLessThan(2.1);
  });
});
