// A product's gallery: upload one picture at a time (appended at the end), reorder or remove
// with the list of names in their new order. The first image is the product's thumbnail.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminProduct, ProductUpdatedAt } from '../../../shared/admin-types';
import type { Db, DbOrTx } from '../../db/client';
import { productImages, products, variants } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, notFound, refused } from '../admin/outcome';
import { mediaUrl } from '../media';
import { IMAGE_UPLOAD, processUpload, uploadName } from './image-upload';
import type { FileStore } from '../files/file-store';
import { discardStoredFiles, removeUnusedUploads, storeImage } from './media-files';
import { lockProduct, touchProduct } from './product-stamp';
import { CATALOGUE_LIMITS } from './rules';

type Gallery = AdminProduct['images'];
/** The gallery, and the product's updated_at moved on (an editor that had `was` takes `now`). */
type GalleryChange = { images: Gallery; product_updated_at: ProductUpdatedAt };

async function galleryOf(db: DbOrTx, productId: number): Promise<Gallery> {
  const rows = await db.select({ name: productImages.name }).from(productImages)
    .where(eq(productImages.productId, productId)).orderBy(asc(productImages.position));
  return rows.map((r) => ({ name: r.name, url: mediaUrl(r.name) }));
}

const tooMany = `A product can have at most ${CATALOGUE_LIMITS.images} images.`;

export async function addProductImage(db: Db, staffId: number, productId: number, dataUrl: string, store: FileStore): Promise<Outcome<GalleryChange>> {
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!exists) return notFound;
  // The picture is processed before the transaction: sharp's work holds no connection.
  const image = await processUpload(dataUrl, IMAGE_UPLOAD.product);
  if (typeof image === 'string') return invalid(image);
  return db.transaction(async (tx) => {
    const was = await lockProduct(tx, productId);
    if (!was) return notFound;
    const [{ next, total }] = await tx
      .select({ next: sql<number>`coalesce(max(${productImages.position}) + 1, 0)::int`, total: sql<number>`count(*)::int` })
      .from(productImages).where(eq(productImages.productId, productId));
    if (total >= CATALOGUE_LIMITS.images) return refused(tooMany);
    const name = uploadName('p', productId);
    await storeImage(tx, store, name, image.data);
    await tx.insert(productImages).values({ productId, position: next, name });
    const moved = await touchProduct(tx, productId, was);
    await audit(tx, staffId, 'product.image.add', `product:${productId}`, { name, width: image.width, height: image.height, bytes: image.data.length });
    return done({ images: await galleryOf(tx, productId), product_updated_at: moved });
  });
}

/** The gallery becomes `names` in this order; names left out are removed (and their files, once unused). */
export async function arrangeProductImages(db: Db, staffId: number, productId: number, names: string[], store: FileStore): Promise<Outcome<GalleryChange>> {
  if (new Set(names).size !== names.length) return invalid('An image name is given twice.');
  const discarded: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const was = await lockProduct(tx, productId);
    if (!was) return notFound;
    const before = (await galleryOf(tx, productId)).map((i) => i.name);
    const unknown = names.find((name) => !before.includes(name));
    if (unknown !== undefined) return invalid(`"${unknown}" is not an image of this product.`);
    const removed = before.filter((name) => !names.includes(name));
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    if (names.length > 0) await tx.insert(productImages).values(names.map((name, position) => ({ productId, position, name })));
    if (removed.length > 0) {
      // A variant showing a removed picture falls back to the product's gallery.
      await tx.update(variants).set({ thumbnail: null })
        .where(and(eq(variants.productId, productId), inArray(variants.thumbnail, removed)));
    }
    const filesRemoved = await removeUnusedUploads(tx, removed);
    const moved = await touchProduct(tx, productId, was);
    await audit(tx, staffId, 'product.images.arrange', `product:${productId}`, { before, after: names, removed, files_removed: filesRemoved });
    discarded.push(...filesRemoved);
    return done({ images: await galleryOf(tx, productId), product_updated_at: moved });
  });
  await discardStoredFiles(store, 'image', discarded);
  return outcome;
}

