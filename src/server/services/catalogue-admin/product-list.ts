// The back office's product list: every product, on sale or not, newest first, found by name,
// brand, SKU or slug, narrowed to a category (with the categories below it) or a brand.
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminProductSummary, type Paged } from '../../../shared/admin-types';
import type { DbOrTx } from '../../db/client';
import { brands, categories, productCategories, productImages, products, variants } from '../../db/schema';
import { escapeLike, productTermCondition } from '../../db/search-text';
import { mediaUrl } from '../media';
import { pageOffset } from '../admin/audit';

export interface ProductQuery { q?: string; cid?: number; brid?: number; page: number }

/** The category and every category below it. */
function inCategoryTree(categoryId: number): SQL {
  return inArray(products.id, sql`(
    with recursive tree (id) as (
      select ${categoryId}::int
      union select ${categories.id} from ${categories} join tree on ${categories.parentId} = tree.id
    )
    select ${productCategories.productId} from ${productCategories} where ${productCategories.categoryId} in (select id from tree))`);
}

function conditions(query: ProductQuery): SQL | undefined {
  const list: SQL[] = [];
  const term = query.q?.trim();
  if (term) list.push(or(productTermCondition(term), sql`${products.slug} like ${`%${escapeLike(term.toLowerCase())}%`}`)!);
  if (query.cid !== undefined) list.push(inCategoryTree(query.cid));
  if (query.brid !== undefined) list.push(eq(products.brandId, query.brid));
  return list.length > 0 ? and(...list) : undefined;
}

export async function listAdminProducts(db: DbOrTx, query: ProductQuery): Promise<Paged<'products', AdminProductSummary>> {
  const where = conditions(query);
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      brandId: brands.id,
      brandName: brands.name,
      active: products.active,
      updatedAt: products.updatedAt,
      thumbnail: sql<string | null>`(select ${productImages.name} from ${productImages}
        where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
      variants: sql<number>`(select count(*)::int from ${variants} where ${variants.productId} = ${products.id})`,
      stock: sql<number>`(select coalesce(sum(${variants.stock}), 0)::float8 from ${variants} where ${variants.productId} = ${products.id})`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(query.page));
  return {
    count: total,
    products: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      brand: row.brandId === null ? null : { id: row.brandId, name: row.brandName ?? '' },
      active: row.active,
      thumbnail: mediaUrl(row.thumbnail),
      variants: row.variants,
      stock: row.stock,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}
