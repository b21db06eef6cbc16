import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminProduct } from '../../../src/shared/admin-types';
import { files, productImages, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop, auditOf } from './admin-fixtures';
import { storeImages } from './catalogue-fixtures';
import { type Reference, addReference, asInput, createProduct, productInput } from './product-fixtures';

type Gallery = AdminProduct['images'];
type ImagesReply = { status: number; message?: string; images: Gallery };

async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp', orientation?: number): Promise<string> {
  let image = sharp({ create: { width, height, channels: 3, background: '#1f7a78' } })[format]();
  if (orientation) image = image.withMetadata({ orientation });
  const data = await image.toBuffer();
  return `data:image/${format};base64,${data.toString('base64')}`;
}

describe.each(DB_KINDS)('product images on %s', (kind) => {
  let admin: AdminShop;
  let ref: Reference;
  let product: AdminProduct;

  beforeAll(async () => {
    admin = await adminShop(kind);
    ref = await addReference(admin.shop.database.db);
    product = await createProduct(admin, productInput(ref));
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  const upload = (image: string, id = product.id) => admin.call('POST', `/api/admin/products/${id}/images`, { image });
  const inStore = (name: string) => admin.shop.app.files.get(`image/${name}`);
  /** The row, with the bytes from the file store when the row keeps none (uploads never do). */
  const stored = async (name: string) => {
    const [row] = await admin.shop.database.db.select().from(files).where(eq(files.name, name));
    return row && { ...row, rowData: row.data, data: row.data ?? (await inStore(name))! };
  };

  it('stores a large PNG as WebP within 1200 px, served under /media; a small JPEG keeps its size, turned upright', async () => {
    const res = await upload(await picture(3000, 2000, 'png'));
    const body = res.json() as ImagesReply;
    expect(body.status).toBe(1);
    expect(body.images).toEqual([{ name: expect.stringMatching(new RegExp(`^p${product.id}-[0-9a-f]{16}\\.webp$`)), url: expect.stringMatching(/^\/media\/p\d+-/) }]);
    const [first] = body.images;
    const file = await stored(first.name);
    expect(file).toMatchObject({ kind: 'image', contentType: 'image/webp', rowData: null });
    expect(await sharp(file.data).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const served = await admin.call('GET', first.url, undefined, null);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // Orientation 6: stored sideways, shown turned a quarter; small pictures are not enlarged.
    const second = (await upload(await picture(300, 200, 'jpeg', 6))).json() as ImagesReply;
    expect(second.images.map((i) => i.name)).toEqual([first.name, expect.any(String)]);
    expect(await sharp((await stored(second.images[1].name)).data).metadata()).toMatchObject({ format: 'webp', width: 200, height: 300 });
    await upload(await picture(50, 40, 'webp'));
    expect((await auditOf(admin.shop, `product:${product.id}`))[0]).toMatchObject({ action: 'product.image.add', details: { width: 50, height: 40 } });
    expect((await admin.as<AdminProduct>('GET', `/api/admin/products/${product.id}`)).images).toHaveLength(3);
  });

  it.each([
    ['text that is no data URL', 'hello'],
    ['a PDF', `data:application/pdf;base64,${Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64')}`],
    ['a GIF claiming to be a PNG', `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`],
    ['broken base64', 'data:image/png;base64,@@@@'],
    ['an empty image', 'data:image/png;base64,'],
    ['a damaged PNG', `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')]).toString('base64')}`],
  ])('refuses %s with 400, storing nothing', async (_label, image) => {
    const before = await admin.shop.database.db.select({ id: files.id }).from(files);
    const res = await upload(image);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/^The image /);
    expect(await admin.shop.database.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it('refuses a picture over 10 MB and answers an unknown product with 404', async () => {
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((10 * 1024 * 1024 + 3) / 3) * 4)}`;
    const res = await upload(big);
    expect([res.statusCode, res.json()]).toEqual([400, { status: 0, message: 'The image is larger than 10 MB.' }]);
    expect((await upload(await picture(10, 10, 'png'), 999999)).statusCode).toBe(404);
  });

  it('reorders and removes: removed uploads are deleted once unused, shared media stay, variant thumbnails fall back', async () => {
    const db = admin.shop.database.db;
    await storeImages(db, ['shared-packshot.webp']);
    const { images } = await admin.as<AdminProduct>('GET', `/api/admin/products/${product.id}`);
    await db.insert(productImages).values({ productId: product.id, position: 10, name: 'shared-packshot.webp' });
    const [a, b, c] = images.map((i) => i.name);
    const input = asInput(await admin.as<AdminProduct>('GET', `/api/admin/products/${product.id}`));
    input.variants[0] = { ...input.variants[0], thumbnail: c };
    await admin.as('PUT', `/api/admin/products/${product.id}`, input);

    const res = await admin.as<ImagesReply>('PUT', `/api/admin/products/${product.id}/images`, { names: [b, a] });
    expect(res).toEqual({
      status: 1, images: [{ name: b, url: `/media/${b}` }, { name: a, url: `/media/${a}` }],
      product_updated_at: { was: expect.any(String), now: (await admin.as<AdminProduct>('GET', `/api/admin/products/${product.id}`)).updated_at },
    });
    expect(await stored(c)).toBeUndefined();
    expect(await inStore(c)).toBeNull();
    expect(await stored('shared-packshot.webp')).toBeDefined();
    const [v] = await db.select().from(variants).where(eq(variants.id, input.variants[0].id!));
    expect(v.thumbnail).toBeNull();
    expect((await auditOf(admin.shop, `product:${product.id}`))[0]).toMatchObject({
      action: 'product.images.arrange', details: { after: [b, a], removed: [c, 'shared-packshot.webp'], files_removed: [c] },
    });
  });

  it('refuses unknown or repeated names and bad bodies with 400, and an unknown product with 404', async () => {
    const { images } = await admin.as<AdminProduct>('GET', `/api/admin/products/${product.id}`);
    const names = images.map((i) => i.name);
    for (const body of [{ names: [...names, 'other.webp'] }, { names: [names[0], names[0]] }, { names: 'a' }, { names: [1] }, {}]) {
      expect((await admin.call('PUT', `/api/admin/products/${product.id}/images`, body)).statusCode).toBe(400);
    }
    expect((await admin.call('PUT', '/api/admin/products/999999/images', { names: [] })).statusCode).toBe(404);
    expect((await admin.as<AdminProduct>('GET', `/api/admin/products/${product.id}`)).images.map((i) => i.name)).toEqual(names);
  });

  it('holds at most 30 pictures a product (status 0), and deleting the product deletes its uploads', async () => {
    const db = admin.shop.database.db;
    const { images } = await admin.as<AdminProduct>('GET', `/api/admin/products/${product.id}`);
    await storeImages(db, Array.from({ length: 28 }, (_, i) => `fill-${i}.webp`));
    await db.insert(productImages).values(Array.from({ length: 30 - images.length }, (_, i) => ({ productId: product.id, position: 100 + i, name: `fill-${i}.webp` })));
    expect((await upload(await picture(10, 10, 'png'))).json()).toEqual({ status: 0, message: 'A product can have at most 30 images.' });
    const uploads = images.map((i) => i.name);
    await admin.as('DELETE', `/api/admin/products/${product.id}`);
    expect(await db.select().from(files).where(inArray(files.name, uploads))).toEqual([]);
    for (const name of uploads) expect(await inStore(name)).toBeNull();
    expect(await db.select().from(files).where(eq(files.name, 'fill-0.webp'))).toHaveLength(1);
  });
});
