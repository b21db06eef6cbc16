import type { AttributeOption, MetaEntry, Product, Variant } from '../../../src/shared/api-types';

// Products shaped like GET /api/product/productlist answers, one per situation the catalogue
// screens must handle: one dimension of sizes, colour x size, special offers behind 'Click here',
// a sale, an article out of stock, an article without a price, hidden and shown badges.

export function variant(patch: Partial<Variant> & Pick<Variant, 'id' | 'attribute_id'>): Variant {
  return {
    attribute_type: 2,
    attribute_type_name: 'Size',
    attribute_name: `Option ${patch.id}`,
    attribute_value: null,
    attribute_description: null,
    thumbnail: null,
    sku: `PT-${patch.id}`,
    stock: 20,
    price: 50,
    sale_price: null,
    b2b_price: 40,
    b2b_sale_price: null,
    ...patch,
  };
}

export function option(patch: Partial<AttributeOption> & Pick<AttributeOption, 'id' | 'name'>): AttributeOption {
  return { type: 2, type_name: 'Size', value: null, dimension: 1, ...patch };
}

export function product(patch: Partial<Product> & Pick<Product, 'id'>): Product {
  const slug = patch.slug ?? `product-${patch.id}`;
  return {
    slug,
    name: `Product ${patch.id}`,
    brand: { id: 3, name: 'Acana', thumbnail: '/media/brand-3.webp' },
    excerpt: '<p>A product of the demo catalogue.</p>',
    meta_description: '',
    images: `/media/${slug}-1.webp,/media/${slug}-2.webp`,
    thumbnail: `/media/${slug}-1.webp`,
    thumbnail2: `/media/${slug}-2.webp`,
    attributes: [option({ id: 900 + patch.id, name: 'One size' })],
    metas: [],
    reviews: [],
    faqs: [],
    product_attributes: [variant({ id: 9000 + patch.id, attribute_id: String(900 + patch.id), attribute_name: 'One size' })],
    categories: [{ id: 4, name: 'Dog' }],
    rate: 0,
    direct_fast: 0,
    introduction: '',
    product_tabs: [],
    created_at: '2024-03-01T08:00:00.000Z',
    ...patch,
  };
}

const badge = (id: number, name: string, display: number): MetaEntry => ({ id, name, display, kind: 'badge' });
const feature = (id: number, name: string): MetaEntry => ({ id, name, display: 1, kind: 'feature' });

/**
 * One dimension (sizes). 2 kg is on sale (129.50 -> 110.00, 15 %) with a B2B sale too, 7 kg has
 * its own picture and only a B2B price, 12 kg has no B2B price and is out of stock. Four images,
 * three tabs, five questions, three reviews, one-day delivery, a hidden and a shown badge.
 */
export const salmonKibble: Product = product({
  id: 101,
  slug: 'salmon-grain-free-dry-dog-food',
  name: 'Salmon Grain-Free Dry Dog Food',
  brand: { id: 3, name: 'Acana', thumbnail: '/media/brand-3.webp' },
  excerpt: '<p>Wild-caught <strong>salmon</strong> and sweet potato.</p><p>For adult dogs of all breeds.</p>',
  meta_description: 'Grain-free salmon kibble for adult dogs, in 2, 7 and 12 kg bags.',
  images: '/media/salmon-1.webp, /media/salmon-2.webp,/media/salmon-3.webp,/media/salmon-4.webp',
  thumbnail: '/media/salmon-1.webp',
  thumbnail2: '/media/salmon-2.webp',
  attributes: [
    option({ id: 11, name: '2 kg' }),
    option({ id: 12, name: '7 kg' }),
    option({ id: 13, name: '12 kg' }),
  ],
  metas: [feature(1, 'Grain free'), feature(2, 'Made in Canada'), badge(3, 'Best Seller', 1), badge(4, 'Clearance', 0)],
  reviews: [
    { customer_name: 'Paws & Co. Pet Shop', comment: 'Sells out every week.', rate: 5, date: '2024-05-02' },
    { customer_name: 'Marina Pets', comment: 'Good margin, dogs love it.', rate: 4, date: '2024-05-10' },
    { customer_name: 'Desert Tails', comment: 'Bags arrived dented.', rate: 4, date: '2024-06-01' },
  ],
  faqs: [
    { question: 'Is it grain free?', answer: '<p>Yes, no wheat, corn or soy.</p>' },
    { question: 'Which breeds is it for?', answer: '<p>Adult dogs of every size.</p>' },
    { question: 'How long does a bag keep?', answer: '<p>Twelve months unopened.</p>' },
    { question: 'Can puppies eat it?', answer: '<p>From twelve months on.</p>' },
    { question: 'Is there a trade carton?', answer: '<p>Yes, four 12 kg bags.</p>' },
  ],
  product_attributes: [
    variant({
      id: 1011, attribute_id: '11', attribute_name: '2 kg', sku: 'ACA-SAL-2', stock: 40,
      price: 129.5, sale_price: 110, b2b_price: 98, b2b_sale_price: 88.2,
    }),
    variant({
      id: 1012, attribute_id: '12', attribute_name: '7 kg', sku: 'ACA-SAL-7', stock: 12, thumbnail: '/media/salmon-7kg.webp',
      price: 329, sale_price: null, b2b_price: 280, b2b_sale_price: null,
    }),
    variant({
      id: 1013, attribute_id: '13', attribute_name: '12 kg', sku: 'ACA-SAL-12', stock: 0,
      price: 499, sale_price: null, b2b_price: null, b2b_sale_price: null,
    }),
  ],
  categories: [{ id: 6, name: 'Food' }, { id: 11, name: 'Dry Food' }],
  rate: 4.36,
  direct_fast: 1,
  introduction: '<p>Made with 60 % salmon.</p>',
  product_tabs: [
    { tab_name: 'Description', content: '<p>Slow-cooked salmon kibble.</p>' },
    { tab_name: 'Ingredients', content: '<p>Salmon, sweet potato, peas.</p>' },
    { tab_name: 'Feeding guide', content: '<p>250 g a day for 20 kg.</p>' },
  ],
});

/**
 * Two dimensions: colour swatches (type 1, hex values, dimension 1) x sizes (dimension 2).
 * Red M is stored as '32,21' (size first); Blue M does not exist; Blue S is out of stock.
 */
export const walkingHarness: Product = product({
  id: 202,
  slug: 'reflective-walking-harness',
  name: 'Reflective Walking Harness',
  brand: { id: 7, name: 'Julius-K9', thumbnail: '/media/brand-7.webp' },
  images: '/media/harness-1.webp,/media/harness-2.webp',
  thumbnail: '/media/harness-1.webp',
  thumbnail2: '/media/harness-2.webp',
  attributes: [
    option({ id: 21, name: 'Red', type: 1, type_name: 'Colour', value: '#C62828', dimension: 1 }),
    option({ id: 22, name: 'Blue', type: 1, type_name: 'Colour', value: '#1565C0', dimension: 1 }),
    option({ id: 23, name: 'Green', type: 1, type_name: 'Colour', value: '#2E7D32', dimension: 1 }),
    option({ id: 31, name: 'S', dimension: 2 }),
    option({ id: 32, name: 'M', dimension: 2 }),
  ],
  product_attributes: [
    variant({
      id: 2101, attribute_id: '21,31', attribute_type: 1, attribute_type_name: 'Colour', attribute_name: 'Red S',
      attribute_value: '#C62828', sku: 'HAR-RED-S', thumbnail: '/media/harness-red.webp', price: 75, b2b_price: 60,
    }),
    variant({
      id: 2102, attribute_id: '32,21', attribute_type: 1, attribute_type_name: 'Colour', attribute_name: 'Red M',
      attribute_value: '#C62828', sku: 'HAR-RED-M', thumbnail: '/media/harness-red.webp', price: 79, b2b_price: 63, stock: 5,
    }),
    variant({
      id: 2103, attribute_id: '22,31', attribute_type: 1, attribute_type_name: 'Colour', attribute_name: 'Blue S',
      attribute_value: '#1565C0', sku: 'HAR-BLU-S', thumbnail: '/media/harness-blue.webp', stock: 0,
      price: 75, sale_price: 60, b2b_price: 60, b2b_sale_price: 54,
    }),
    variant({
      id: 2104, attribute_id: '23,32', attribute_type: 1, attribute_type_name: 'Colour', attribute_name: 'Green M',
      attribute_value: '#2E7D32', sku: 'HAR-GRN-M', thumbnail: '/media/harness-green.webp', price: 82, b2b_price: 66, stock: 3,
    }),
  ],
  categories: [{ id: 7, name: 'Toys' }],
  rate: 3.84,
});

/**
 * Special offers: the first article in the list is a type-3 offer (never the default pick);
 * option 41 is used only by an offer, so the size chips leave it out.
 */
export const clumpingLitter: Product = product({
  id: 303,
  slug: 'clumping-cat-litter',
  name: 'Clumping Cat Litter',
  attributes: [
    option({ id: 51, name: '10 L' }),
    option({ id: 52, name: '20 L' }),
    option({ id: 41, name: 'Trade bundle', type: 3, type_name: 'Special offer' }),
  ],
  product_attributes: [
    variant({
      id: 3041, attribute_id: '41', attribute_type: 3, attribute_type_name: 'Special offer', attribute_name: 'Buy 3 get 1 free',
      attribute_description: 'Four 20 L bags for the price of three', sku: 'LIT-B3G1', price: 135, b2b_price: 108,
      thumbnail: '/media/litter-bundle.webp',
    }),
    variant({ id: 3051, attribute_id: '51', attribute_name: '10 L', sku: 'LIT-10', price: 28, b2b_price: 22 }),
    variant({ id: 3052, attribute_id: '52', attribute_name: '20 L', sku: 'LIT-20', price: 45, b2b_price: 36 }),
    variant({
      id: 3042, attribute_id: '52', attribute_type: 3, attribute_type_name: 'Special offer', attribute_name: 'Scoop included',
      attribute_description: null, sku: 'LIT-20-SCOOP', price: 47, b2b_price: 37,
    }),
  ],
  categories: [{ id: 8, name: 'Litter' }],
});

/** One article on sale for guests (24.00 -> 18.00) with a plain B2B price. */
export const ropeToy: Product = product({
  id: 404,
  slug: 'cotton-rope-toy',
  name: 'Cotton Rope Toy',
  attributes: [option({ id: 61, name: 'Large' })],
  product_attributes: [
    variant({ id: 4061, attribute_id: '61', attribute_name: 'Large', sku: 'ROPE-L', price: 24, sale_price: 18, b2b_price: 16 }),
  ],
  metas: [badge(5, 'New', 1)],
});

/** One article out of stock. */
export const orthopaedicBed: Product = product({
  id: 505,
  slug: 'orthopaedic-dog-bed',
  name: 'Orthopaedic Dog Bed',
  attributes: [option({ id: 71, name: 'XL' })],
  product_attributes: [variant({ id: 5071, attribute_id: '71', attribute_name: 'XL', sku: 'BED-XL', stock: 0, price: 390, b2b_price: 310 })],
});

/** One article without a price yet (0): nothing to add to a cart. */
export const aquariumKit: Product = product({
  id: 606,
  slug: 'aquarium-starter-kit',
  name: 'Aquarium Starter Kit',
  attributes: [option({ id: 81, name: '60 L' })],
  product_attributes: [variant({ id: 6081, attribute_id: '81', attribute_name: '60 L', sku: 'AQ-60', stock: 8, price: 0, b2b_price: 0 })],
});

/** n distinct simple products, for grids and pagination. */
export function manyProducts(n: number, startId = 1000): Product[] {
  return Array.from({ length: n }, (_, i) => product({ id: startId + i, name: `Catalogue Item ${startId + i}` }));
}
