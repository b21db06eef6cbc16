import { count } from 'drizzle-orm';
import { products } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { csvRow, importCsv, loadSmallReference, toCsv } from './catalogue-fixtures';

describe.each(DB_KINDS)('catalogue CSV import refusals on %s', (kind) => {
  let admin: AdminShop;
  const productCount = async () => (await admin.shop.database.db.select({ n: count() }).from(products))[0].n;

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadSmallReference(admin.shop.database.db);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it.each([
    ['an unknown category', { categories: 'Dog > Fod' }, 'Unknown category "Dog > Fod" (categories are written as their full path, e.g. "Dog > Food > Dry Food").'],
    ['an unknown meta', { metas: 'Vegan' }, 'Unknown meta "Vegan".'],
    ['an image that is not stored', { images: 'nope.webp' }, 'Image not stored: nope.webp.'],
    ['a path for a media name', { images: '../etc/passwd' }, '"../etc/passwd" is not a media name (letters, digits, dots, dashes and underscores).'],
    ['a thumbnail outside the images', { images: 'bowl-1.webp', variant_thumbnail: 'bowl-2.webp' }, 'variant_thumbnail "bowl-2.webp" must be one of the product\'s images.'],
    ['an unknown attribute type', { attribute_1_type: 'Flavour' }, 'Unknown attribute type "Flavour" (the types are: Colour, Size).'],
    ['a new colour without its value', { attribute_1_type: 'Colour', attribute_1: 'Mauve' }, 'The colour "Mauve" does not exist yet; to create it give its value as a hex colour such as #c0392b.'],
    ['two attributes of one type', { attribute_2_type: 'size', attribute_2: 'Small' }, 'The two attributes must be of two different types.'],
    ['attribute 2 without 1', { attribute_1_type: '', attribute_1: '', attribute_2_type: 'Size', attribute_2: 'Large' }, 'attribute_2 is given without attribute_1.'],
    ['a sale above the price', { price: '10', sale_price: '10.01' }, 'The sale price must not be above the price.'],
    ['a missing price', { price: '' }, 'price is required.'],
    ['a bad slug', { product_slug: 'Bad Slug' }, 'The product_slug "Bad Slug" may hold only lower-case letters, digits and single dashes between them.'],
  ])('refuses %s', async (_label, over, message) => {
    const before = await productCount();
    const job = await importCsv(admin, toCsv([csvRow('REF-OK'), csvRow('REF-BAD', over)]));
    expect(job).toMatchObject({ state: 'failed', errors: [{ line: 3, message }] });
    expect(await productCount()).toBe(before);
  });

  it('refuses rows of one product that disagree, repeated attributes, and a SKU of another product', async () => {
    await importCsv(admin, toCsv([csvRow('OWNED-1', { product_slug: 'owner' })]));
    const job = await importCsv(admin, toCsv([
      csvRow('PAIR-1', { product_slug: 'pair' }),
      csvRow('PAIR-2', { product_slug: 'pair', product_name: 'Other name', brand: 'Other', attribute_1: 'Medium' }),
      csvRow('PAIR-3', { product_slug: 'pair', attribute_1_type: 'Colour', attribute_1: 'Red', attribute_1_value: '#c0392b' }),
      csvRow('PAIR-4', { product_slug: 'pair', attribute_1_type: 'Colour', attribute_1: 'red', attribute_1_value: '#C0392B' }),
      csvRow('OWNED-1', { product_slug: 'thief' }),
    ]));
    expect(job.errors).toEqual([
      { line: 3, message: 'The product pair is described differently on line 2 (product_name, brand): every row of a product must repeat the same product columns.' },
      { line: 5, message: 'This variant has the same attributes as line 4.' },
      { line: 6, message: 'The SKU OWNED-1 belongs to the product owner; a SKU cannot move to another product.' },
    ]);
    expect(await productCount()).toBe(1);
  });

  it.each([
    ['a missing column', 'sku,product_slug\nA,b\n', { line: 1, message: expect.stringMatching(/^Missing columns: product_name, brand, /) }],
    ['an unknown column', `${toCsv([csvRow('X')]).split('\n')[0]},colour\n`, { line: 1, message: expect.stringMatching(/^Unknown column: colour\. The columns are: sku, /) }],
    ['an empty file', '', { line: 1, message: 'The file is empty.' }],
    ['a header only', `${toCsv([]).trim()}\n\n`, { line: 1, message: 'The file has a header but no product rows.' }],
    ['an unclosed quote', `${toCsv([csvRow('Q-1')])}Q-2,"open,x\n`, { line: 3, message: 'A quoted field is never closed: a closing " is missing.' }],
    ['a short row', `${toCsv([csvRow('S-1')])}S-2,s\n`, { line: 3, message: 'The row has 2 cells; the header has 30.' }],
  ])('reports %s', async (_label, csv, error) => {
    const job = await importCsv(admin, csv);
    expect(job).toMatchObject({ state: 'failed', errors: [error] });
  });

  it('reports every bad row of a file that is wrong throughout', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => csvRow(`ALL-${i}`, { stock: 'many' }));
    const job = await importCsv(admin, toCsv(rows));
    expect(job.state).toBe('failed');
    expect(job.errors).toHaveLength(1200);
    expect(job.errors[1199]).toEqual({ line: 1201, message: 'stock must be a whole number (got "many").' });
  });
});
