import { count, eq } from 'drizzle-orm';
import type { AdminProduct, AdminProductSummary } from '../../../src/shared/admin-types';
import { products, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop, auditOf } from './admin-fixtures';
import { type Reference, addReference, createProduct, productInput, variant } from './product-fixtures';

type Reply = { status: number; message?: string; product: AdminProduct };

describe.each(DB_KINDS)('products in the back office on %s', (kind) => {
  let admin: AdminShop;
  let ref: Reference;
  let serial = 0;
  const unique = (over: Parameters<typeof productInput>[1] = {}) => {
    serial += 1;
    return productInput(ref, { slug: `bowl-${serial}`, variants: [variant(`B${serial}-S`, { attribute_ids: [ref.small] }), variant(`B${serial}-L`, { attribute_ids: [ref.large] })], ...over });
  };
  const productRows = async () => (await admin.shop.database.db.select({ n: count() }).from(products))[0].n;

  beforeAll(async () => {
    admin = await adminShop(kind);
    ref = await addReference(admin.shop.database.db);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('creates a product with variants, tabs, FAQs, categories and metas; reads it back; audits it', async () => {
    const input = productInput(ref);
    const product = await createProduct(admin, input);
    expect(product).toEqual({
      ...input, id: expect.any(Number), rate: 0, images: [], created_at: expect.any(String), updated_at: expect.any(String),
      variants: input.variants.map((v) => ({ ...v, id: expect.any(Number) })),
    });
    expect(await admin.as('GET', `/api/admin/products/${product.id}`)).toEqual(product);
    const [row] = await admin.shop.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row.searchText).toBe("rex's bowl, large pawsome rex-rs rex-rl steel bowl");
    const [v] = await admin.shop.database.db.select().from(variants).where(eq(variants.sku, 'REX-RL'));
    expect(v).toMatchObject({ priceFils: 2500, salePriceFils: 2250, b2bPriceFils: 1500, b2bSalePriceFils: null, position: 1 });
    expect(await auditOf(admin.shop, `product:${product.id}`)).toEqual([expect.objectContaining({
      action: 'product.create', details: { slug: 'rex-bowl', name: "Rex's Bowl, Large", variants: 2, variants_added: 2, variants_removed: 0 },
    })]);
  });

  it('lists every product, inactive ones too, by term, category (with the ones below) and brand, 20 a page', async () => {
    const hidden = await createProduct(admin, unique({ name: 'Hidden Feeder', active: false, category_ids: [ref.dog], brand_id: null }));
    const list = await admin.as<{ count: number; products: AdminProductSummary[] }>('GET', '/api/admin/products?q=feeder');
    expect(list).toEqual({ count: 1, products: [{
      id: hidden.id, slug: hidden.slug, name: 'Hidden Feeder', brand: null, active: false, thumbnail: null, variants: 2, stock: 20, updated_at: hidden.updated_at,
    }] });
    const bySku = await admin.as<{ products: AdminProductSummary[] }>('GET', `/api/admin/products?q=${hidden.variants[0].sku.toLowerCase()}`);
    expect(bySku.products.map((p) => p.id)).toEqual([hidden.id]);
    const underDog = await admin.as<{ products: AdminProductSummary[] }>('GET', `/api/admin/products?cid=${ref.dog}`);
    expect(underDog.products.map((p) => p.slug)).toEqual(expect.arrayContaining([hidden.slug, 'rex-bowl']));
    const dryOnly = await admin.as<{ products: AdminProductSummary[] }>('GET', `/api/admin/products?cid=${ref.dryFood}`);
    expect(dryOnly.products.map((p) => p.slug)).not.toContain(hidden.slug);
    const byBrand = await admin.as<{ products: AdminProductSummary[] }>('GET', `/api/admin/products?brid=${ref.brand}`);
    expect(byBrand.products.every((p) => p.brand?.id === ref.brand)).toBe(true);
    for (let i = 0; i < 20; i += 1) await createProduct(admin, unique());
    const page2 = await admin.as<{ count: number; products: AdminProductSummary[] }>('GET', '/api/admin/products?p=2');
    expect(page2.count).toBe(await productRows());
    expect(page2.products).toHaveLength(page2.count - 20);
    for (const query of ['p=0', 'cid=x', 'brid=0', 'sort=name', 'q=%00']) expect((await admin.call('GET', `/api/admin/products?${query}`)).statusCode).toBe(400);
    expect((await admin.call('GET', '/api/admin/products/999999')).statusCode).toBe(404);
  });

  it.each([
    ['a slug with capitals', { slug: 'Rex-Bowl' }, 'The slug "Rex-Bowl" may hold only lower-case letters, digits and single dashes between them.'],
    ['a blank name', { name: '  ' }, 'The product name is required.'],
    ['no variants', { variants: [] }, 'A product needs at least one variant.'],
    ['three decimals', { variants: [variant('D-1', { price: 10.005 })] }, 'Variant 1 (SKU D-1): The price must have at most 2 decimals.'],
    ['a sale above the price', { variants: [variant('D-1', { price: 10, sale_price: 11 })] }, 'Variant 1 (SKU D-1): The sale price must not be above the price.'],
    ['a B2B sale above the B2B price', { variants: [variant('D-1', { b2b_price: 8, b2b_sale_price: 9 })] }, 'Variant 1 (SKU D-1): The B2B sale price must not be above the B2B price.'],
    ['a blank SKU', { variants: [variant(' ')] }, 'Variant 1: The SKU is required.'],
    ['one SKU twice', { variants: [variant('D-1', { attribute_ids: [] }), variant('D-1')] }, 'Variant 2 (SKU D-1): the SKU is also used by variant 1.'],
    ['the same attributes twice', { variants: [variant('D-1'), variant('D-2')] }, 'Variant 2 (SKU D-2): variant 1 has the same attributes.'],
    ['an unknown attribute', { variants: [variant('D-1', { attribute_ids: [999999] })] }, 'Variant 1 (SKU D-1): the attribute 999999 does not exist.'],
    ['two attributes of one type', { variants: [variant('D-1', { attribute_ids: [1, 2] })] }, 'Variant 1 (SKU D-1): its two attributes must be of two different types.'],
    ['a thumbnail of no image of the product', { variants: [variant('D-1', { thumbnail: 'elsewhere.webp' })] }, 'Variant 1 (SKU D-1): the thumbnail "elsewhere.webp" is not one of this product\'s images.'],
    ['an unknown brand', { brand_id: 999999 }, 'The brand 999999 does not exist.'],
    ['an unknown category', { category_ids: [999999] }, 'The category 999999 does not exist.'],
    ['an unknown meta', { meta_ids: [999999] }, 'The meta 999999 does not exist.'],
    ['a blank tab name', { tabs: [{ tab_name: '', content: 'x' }] }, 'The name of tab 1 is required.'],
    ['an FAQ without answer', { faqs: [{ question: 'Q?', answer: ' ' }] }, 'FAQ 1 needs a question and an answer.'],
  ])('refuses %s with 400 and writes nothing', async (_label, over, message) => {
    const before = await productRows();
    const input = unique({ ...over, slug: 'slug' in over ? over.slug : `refused-${serial}` });
    const res = await admin.call('POST', '/api/admin/products', input);
    expect([res.statusCode, res.json()]).toEqual([400, { status: 0, message }]);
    expect(await productRows()).toBe(before);
  });

  it('refuses bodies of the wrong shape with 400', async () => {
    const good = unique();
    const bad: unknown[] = [
      { ...good, extra: 1 }, { ...good, active: 'true' }, { ...good, variants: [{ ...good.variants[0], price: '20' }] },
      { ...good, variants: [{ ...good.variants[0], stock: 1.5 }] }, { ...good, variants: [{ ...good.variants[0], stock: -1 }] },
      { ...good, variants: [{ ...good.variants[0], attribute_ids: [1, 2, 3] }] }, { ...good, name: 'x'.repeat(301) }, [],
    ];
    for (const body of bad) expect((await admin.call('POST', '/api/admin/products', body)).statusCode).toBe(400);
  });

  it('refuses a taken slug or SKU with status 0 naming the conflict, writing nothing', async () => {
    const before = await productRows();
    expect(await admin.as<Reply>('POST', '/api/admin/products', unique({ slug: 'rex-bowl' })))
      .toEqual({ status: 0, message: 'The slug "rex-bowl" is already used by another product.' });
    expect(await admin.as<Reply>('POST', '/api/admin/products', unique({ variants: [variant('REX-RL')] })))
      .toEqual({ status: 0, message: 'The SKU "REX-RL" is already used by the product "rex-bowl".' });
    expect(await productRows()).toBe(before);
  });

});
