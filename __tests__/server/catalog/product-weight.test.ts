import type { Product, Variant } from '../../../src/shared/api-types';
import { productWeight } from '../../../src/server/services/catalog-products';

// The products an instance keeps are weighed without serializing them (productWeight); what
// they weigh must stay near what their JSON says (its length and a quarter), from a bare
// product to one with hundreds of reviews.

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

/** What the product's JSON says it takes, as a kept product's heap was measured against. */
const jsonWeight = (p: Product) => JSON.stringify(p).length * 1.25;

describe('what a kept product weighs', () => {
  it.each([
    ['a typical product', product()],
    ['a bare product', product({ brand: null, excerpt: '', introduction: '', images: '', thumbnail: '', thumbnail2: null, attributes: [], metas: [], reviews: [], faqs: [], product_tabs: [], product_attributes: [article(1)] })],
    ['a product with 300 reviews', product({ reviews: Array.from({ length: 300 }, (_, i) => ({ customer_name: `Buyer ${i}`, comment: 'Arrived quickly, the dogs love it. '.repeat(3), rate: 4, date: '2026-10-01T08:00:00.000Z' })) })],
    ['a product with long texts', product({ introduction: `<p>${'Long story. '.repeat(2000)}</p>`, product_tabs: [{ tab_name: 'Details', content: 'x'.repeat(50_000) }] })],
    ['a product of 40 articles', product({ product_attributes: Array.from({ length: 40 }, (_, i) => article(i + 1)) })],
    ['a product of articles with long descriptions and B2B tiers', product({
      product_attributes: Array.from({ length: 10 }, (_, i) => ({
        ...article(i + 1), attribute_description: 'Resealable bag, 12 months shelf life. '.repeat(5),
        tiers: [{ from: 10, price: 40 }, { from: 50, price: 38 }, { from: 100, price: 36 }],
      })),
    })],
  ])('weighs %s within a quarter of its JSON', (_name, p) => {
    const ratio = productWeight(p) / jsonWeight(p);
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(1.33);
  });

  it('weighs Arabic texts at two bytes a character, as V8 keeps them', () => {
    const texts = (word: string) => product({
      name: word.repeat(4), excerpt: `<p>${word.repeat(80)}</p>`, introduction: `<p>${word.repeat(400)}</p>`,
      product_tabs: [{ tab_name: word, content: word.repeat(300) }],
    });
    // The same number of characters, in Latin and in Arabic letters.
    const latin = productWeight(texts('food '));
    const arabic = productWeight(texts('طعام '));
    expect(arabic / latin).toBeGreaterThan(1.6);
    expect(arabic / latin).toBeLessThan(2);
  });
});
