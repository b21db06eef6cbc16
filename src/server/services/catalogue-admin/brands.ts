// Brands with their logos. A logo arrives as a data URL and is stored as WebP fitting 400 px.
// Renaming or deleting a brand changes what its products are found by, so their search text
// is recomputed in the same transaction.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AdminBrand, AdminBrandInput } from '../../../shared/admin-types';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type BrandRow, brands, products } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, notFound, refused } from '../admin/outcome';
import { mediaUrl } from '../media';
import { IMAGE_UPLOAD, processUpload, uploadName } from './image-upload';
import type { FileStore } from '../files/file-store';
import { discardStoredFiles, removeUnusedUploads, storeImage } from './media-files';
import { CATALOGUE_LIMITS as L, nameProblem, slugProblem } from './rules';
import { refreshProducts } from './search-refresh';

export const BRAND_MESSAGES = {
  nameTaken: (name: string) => `A brand named "${name}" already exists.`,
  slugTaken: (slug: string) => `The slug "${slug}" is already used by another brand.`,
} as const;

// Spelled out with an alias: drizzle renders the columns of a one-table select without their
// table, so `brands.id` inside the subquery would bind to the products' own id.
const productCount = sql<number>`(select count(*)::int from ${products} as p where p.brand_id = ${brands}.id)`;

function toAdminBrand(row: BrandRow, productTotal: number): AdminBrand {
  return { id: row.id, name: row.name, slug: row.slug, thumbnail: mediaUrl(row.thumbnail), products: productTotal };
}

export async function listAdminBrands(db: DbOrTx): Promise<{ count: number; brands: AdminBrand[] }> {
  const rows = await db.select({ brand: brands, products: productCount }).from(brands).orderBy(asc(brands.name), asc(brands.id));
  return { count: rows.length, brands: rows.map((r) => toAdminBrand(r.brand, r.products)) };
}

async function brandProductIds(tx: Tx, brandId: number): Promise<number[]> {
  return (await tx.select({ id: products.id }).from(products).where(eq(products.brandId, brandId))).map((r) => r.id);
}

async function clash(tx: Tx, id: number | null, name: string, slug: string): Promise<string | null> {
  const other = id === null ? undefined : ne(brands.id, id);
  const [byName] = await tx.select({ id: brands.id }).from(brands).where(and(sql`lower(${brands.name}) = ${name.toLowerCase()}`, other));
  if (byName) return BRAND_MESSAGES.nameTaken(name);
  const [bySlug] = await tx.select({ id: brands.id }).from(brands).where(and(eq(brands.slug, slug), other));
  return bySlug ? BRAND_MESSAGES.slugTaken(slug) : null;
}

export async function saveBrand(db: Db, staffId: number, id: number | null, input: AdminBrandInput, store: FileStore): Promise<Outcome<{ brand: AdminBrand }>> {
  const name = input.name.trim();
  const problem = nameProblem(name, 'brand name', L.name) ?? (name.includes('|') ? 'The brand name must not contain "|".' : null) ?? slugProblem(input.slug);
  if (problem) return invalid(problem);
  const picture = input.logo === undefined ? undefined : await processUpload(input.logo, IMAGE_UPLOAD.logo);
  if (typeof picture === 'string') return invalid(picture);
  const logo = picture?.data;
  const discarded: string[] = [];
  try {
    const outcome = await db.transaction(async (tx): Promise<Outcome<{ brand: AdminBrand }>> => {
      const [before] = id === null ? [undefined] : await tx.select().from(brands).where(eq(brands.id, id)).for('update');
      if (id !== null && !before) return notFound;
      const conflict = await clash(tx, id, name, input.slug);
      if (conflict) return refused(conflict);
      let row: BrandRow;
      if (before) [row] = await tx.update(brands).set({ name, slug: input.slug }).where(eq(brands.id, before.id)).returning();
      else [row] = await tx.insert(brands).values({ name, slug: input.slug }).returning();
      if (logo) {
        const file = uploadName('b', row.id);
        await storeImage(tx, store, file, logo);
        [row] = await tx.update(brands).set({ thumbnail: file }).where(eq(brands.id, row.id)).returning();
        if (before?.thumbnail) discarded.push(...await removeUnusedUploads(tx, [before.thumbnail]));
      }
      const productIds = await brandProductIds(tx, row.id);
      if (before && before.name !== name) await refreshProducts(tx, productIds);
      await audit(tx, staffId, id === null ? 'brand.create' : 'brand.update', `brand:${row.id}`, {
        name, slug: input.slug, ...(before ? { before: { name: before.name, slug: before.slug } } : {}), logo: logo ? row.thumbnail : undefined,
      });
      return done({ brand: toAdminBrand(row, productIds.length) });
    });
    await discardStoredFiles(store, 'image', discarded);
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error, 'brands_slug_uq')) return refused(BRAND_MESSAGES.slugTaken(input.slug));
    throw error;
  }
}

/** Products of the brand stay, without a brand (the foreign key sets it null). */
export async function deleteBrand(db: Db, staffId: number, id: number, store: FileStore): Promise<Outcome<Record<string, never>>> {
  const discarded: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
    if (!row) return notFound;
    const productIds = await brandProductIds(tx, id);
    await tx.delete(brands).where(eq(brands.id, id));
    await refreshProducts(tx, productIds);
    if (row.thumbnail) discarded.push(...await removeUnusedUploads(tx, [row.thumbnail]));
    await audit(tx, staffId, 'brand.delete', `brand:${id}`, { name: row.name, slug: row.slug, products: productIds.length });
    return done({});
  });
  await discardStoredFiles(store, 'image', discarded);
  return outcome;
}

