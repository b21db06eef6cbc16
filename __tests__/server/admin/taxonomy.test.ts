import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminAttributeType, AdminBrand, AdminMeta } from '../../../src/shared/admin-types';
import { brands, files, products } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { auditOf } from './admin-fixtures';
import { createProduct, productInput, variant, useAdminCatalogue } from './product-fixtures';

async function logo(width: number, height: number): Promise<string> {
  const data = await sharp({ create: { width, height, channels: 4, background: '#e67e22' } }).png().toBuffer();
  return `data:image/png;base64,${data.toString('base64')}`;
}

describe.each(DB_KINDS)('attributes, brands and metas on %s', (kind) => {
  const t = useAdminCatalogue(kind);

  it('lists attribute types with their attributes; adds a type and attributes; refuses repeats and colours without a value', async () => {
    const before = await t.admin.as<{ types: AdminAttributeType[] }>('GET', '/api/admin/attributes');
    expect(before.types[0]).toEqual({
      id: t.ref.colourType, name: 'Colour', type: 1,
      attributes: [{ id: t.ref.red, name: 'Red', value: '#c0392b', description: null }, { id: t.ref.blue, name: 'Blue', value: '#1f3b6f', description: null }],
    });
    const type = await t.admin.as<{ status: number; type: AdminAttributeType }>('POST', '/api/admin/attribute-types', { name: ' Special offer ', type: 3 });
    expect(type).toEqual({ status: 1, type: { id: expect.any(Number), name: 'Special offer', type: 3, attributes: [] } });
    expect(await t.admin.as('POST', '/api/admin/attribute-types', { name: 'special OFFER', type: 2 })).toEqual({ status: 0, message: 'An attribute type named "special OFFER" already exists.' });
    const offer = await t.admin.as('POST', '/api/admin/attributes', { type_id: type.type.id, name: '10 + 2 free', description: 'Pay for 10, receive 12.' });
    expect(offer).toEqual({ status: 1, attribute: { id: expect.any(Number), name: '10 + 2 free', value: null, description: 'Pay for 10, receive 12.' } });
    const offerId = (offer as { attribute: { id: number } }).attribute.id;
    expect((await auditOf(t.admin.shop, `attribute:${offerId}`))[0]).toMatchObject({ action: 'attribute.create', details: { type: 'Special offer', name: '10 + 2 free' } });
    expect(await t.admin.as('POST', '/api/admin/attributes', { type_id: type.type.id, name: '10 + 2 FREE' })).toEqual({ status: 0, message: 'The Special offer "10 + 2 FREE" already exists.' });
    // Two colours may share a name when their shades differ.
    expect(await t.admin.as('POST', '/api/admin/attributes', { type_id: t.ref.colourType, name: 'Red', value: '#ff0000' })).toMatchObject({ status: 1 });
    const noValue = await t.admin.call('POST', '/api/admin/attributes', { type_id: t.ref.colourType, name: 'Mauve' });
    expect([noValue.statusCode, noValue.json()]).toEqual([400, { status: 0, message: 'A colour needs its value as a hex colour such as #c0392b.' }]);
    const unknown = await t.admin.call('POST', '/api/admin/attributes', { type_id: 999999, name: 'X' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { status: 0, message: 'The attribute type 999999 does not exist.' }]);
    for (const body of [{ name: 'T', type: 4 }, { name: 'T', type: '2' }, { name: '', type: 2 }, { name: 'T' }]) {
      expect((await t.admin.call('POST', '/api/admin/attribute-types', body)).statusCode).toBe(400);
    }
    const after = await t.admin.as<{ types: AdminAttributeType[] }>('GET', '/api/admin/attributes');
    expect(after.types.map((t) => t.name)).toEqual(['Colour', 'Size', 'Special offer']);
    expect((await auditOf(t.admin.shop, `attribute-type:${type.type.id}`))[0]).toMatchObject({ action: 'attribute-type.create', details: { name: 'Special offer', type: 3 } });
  });

  it('creates a brand with a logo stored as WebP within 400 px; renames it (products found by the new name); refuses taken names and slugs', async () => {
    const res = await t.admin.as<{ status: number; brand: AdminBrand }>('POST', '/api/admin/brands', { name: 'Whisker Co', slug: 'whisker-co', logo: await logo(1000, 500) });
    expect(res).toEqual({ status: 1, brand: { id: expect.any(Number), name: 'Whisker Co', slug: 'whisker-co', thumbnail: expect.stringMatching(/^\/media\/b\d+-[0-9a-f]{16}\.webp$/), products: 0 } });
    const logoName = res.brand.thumbnail!.slice('/media/'.length);
    const [file] = await t.admin.shop.database.db.select().from(files).where(eq(files.name, logoName));
    expect(file.data).toBeNull();
    expect(await sharp((await t.admin.shop.app.files.get(`image/${logoName}`))!).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 });

    const product = await createProduct(t.admin, productInput(t.ref, { slug: 'whisker-toy', name: 'Feather Toy', brand_id: res.brand.id, variants: [variant('WT-1')] }));
    const renamed = await t.admin.as<{ status: number; brand: AdminBrand }>('PUT', `/api/admin/brands/${res.brand.id}`, { name: 'Whisker & Tail', slug: 'whisker-tail' });
    expect(renamed).toEqual({ status: 1, brand: { ...res.brand, name: 'Whisker & Tail', slug: 'whisker-tail', products: 1 } });
    const [row] = await t.admin.shop.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row.searchText).toBe('feather toy whisker & tail wt-1 steel bowl');

    const newLogo = await t.admin.as<{ brand: AdminBrand }>('PUT', `/api/admin/brands/${res.brand.id}`, { name: 'Whisker & Tail', slug: 'whisker-tail', logo: await logo(64, 64) });
    expect(newLogo.brand.thumbnail).not.toBe(res.brand.thumbnail);
    expect(await t.admin.shop.database.db.select().from(files).where(eq(files.name, logoName))).toEqual([]);

    expect(await t.admin.as('POST', '/api/admin/brands', { name: 'whisker & TAIL', slug: 'other' })).toEqual({ status: 0, message: 'A brand named "whisker & TAIL" already exists.' });
    expect(await t.admin.as('POST', '/api/admin/brands', { name: 'Other', slug: 'pawsome' })).toEqual({ status: 0, message: 'The slug "pawsome" is already used by another brand.' });
    for (const body of [{ name: 'X', slug: 'Bad Slug' }, { name: '', slug: 'x' }, { name: 'X', slug: 'x', logo: 'data:image/gif;base64,R0lGODlh' }, { name: 'X' }]) {
      expect((await t.admin.call('POST', '/api/admin/brands', body)).statusCode).toBe(400);
    }
    expect((await t.admin.call('PUT', '/api/admin/brands/999999', { name: 'X', slug: 'x' })).statusCode).toBe(404);

    const list = await t.admin.as<{ count: number; brands: AdminBrand[] }>('GET', '/api/admin/brands');
    expect(list.brands.map((b) => b.name)).toEqual(['Pawsome', 'Whisker & Tail']);
    expect(list.count).toBe(2);
  });

  it('deletes a brand: its products stay without one, and are no longer found by its name', async () => {
    const [brand] = await t.admin.shop.database.db.select().from(brands).where(eq(brands.slug, 'whisker-tail'));
    expect(await t.admin.as('DELETE', `/api/admin/brands/${brand.id}`)).toEqual({ status: 1 });
    const [row] = await t.admin.shop.database.db.select().from(products).where(eq(products.slug, 'whisker-toy'));
    expect(row).toMatchObject({ brandId: null, searchText: 'feather toy wt-1 steel bowl' });
    expect(await t.admin.shop.database.db.select().from(files).where(eq(files.name, brand.thumbnail!))).toEqual([]);
    expect((await auditOf(t.admin.shop, `brand:${brand.id}`))[0]).toMatchObject({ action: 'brand.delete', details: { name: 'Whisker & Tail', products: 1 } });
    expect((await auditOf(t.admin.shop, `brand:${brand.id}`)).map((e) => e.action)).toEqual(['brand.delete', 'brand.update', 'brand.update', 'brand.create']);
    expect((await t.admin.call('DELETE', `/api/admin/brands/${brand.id}`)).statusCode).toBe(404);
  });

  it('manages metas: unique names, product counts, deletion drops the links', async () => {
    const created = await t.admin.as<{ status: number; meta: AdminMeta }>('POST', '/api/admin/metas', { name: 'Eid offer', kind: 'badge', display: 1 });
    expect(created).toEqual({ status: 1, meta: { id: expect.any(Number), name: 'Eid offer', kind: 'badge', display: 1, products: 0 } });
    const product = await createProduct(t.admin, productInput(t.ref, { slug: 'eid-bowl', meta_ids: [t.ref.meta, created.meta.id], variants: [variant('EID-1')] }));
    const hidden = await t.admin.as<{ meta: AdminMeta }>('PUT', `/api/admin/metas/${created.meta.id}`, { name: 'Eid offer', kind: 'badge', display: 0 });
    expect(hidden.meta).toEqual({ ...created.meta, display: 0, products: 1 });
    expect(await t.admin.as('POST', '/api/admin/metas', { name: 'GRAIN FREE', kind: 'badge', display: 1 })).toEqual({ status: 0, message: 'A meta named "GRAIN FREE" already exists.' });
    for (const body of [{ name: 'A|B', kind: 'badge', display: 1 }, { name: 'X', kind: 'label', display: 1 }, { name: 'X', kind: 'badge', display: 2 }]) {
      expect((await t.admin.call('POST', '/api/admin/metas', body)).statusCode).toBe(400);
    }
    const list = await t.admin.as<{ count: number; metas: AdminMeta[] }>('GET', '/api/admin/metas');
    expect(list.metas.map((m) => m.name)).toEqual(['Eid offer', 'Grain free']);
    expect(await t.admin.as('DELETE', `/api/admin/metas/${created.meta.id}`)).toEqual({ status: 1 });
    expect((await t.admin.as<{ meta_ids: number[] }>('GET', `/api/admin/products/${product.id}`)).meta_ids).toEqual([t.ref.meta]);
    expect((await t.admin.call('DELETE', `/api/admin/metas/${created.meta.id}`)).statusCode).toBe(404);
    expect((await t.admin.call('PUT', '/api/admin/metas/999999', { name: 'X', kind: 'badge', display: 1 })).statusCode).toBe(404);
    expect((await auditOf(t.admin.shop, `meta:${created.meta.id}`)).map((e) => e.action)).toEqual(['meta.delete', 'meta.update', 'meta.create']);
  });
});
