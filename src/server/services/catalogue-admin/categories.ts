// The category tree (parent_id), which also feeds the storefront menus. A move that would put
// a category under itself is refused, as is deleting one that still has children. Dog (4) and
// Cat (5) are fixed by the storefront: they stay at the root and cannot be deleted.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AdminCategory, AdminCategoryInput } from '../../../shared/admin-types';
import { CATEGORY } from '../../../shared/constants';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { type CategoryRow, categories, productCategories } from '../../db/schema';
import { refreshSearchDocuments } from '../../db/search-document';
import { categorySubtree } from '../catalog-query';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, notFound, refused } from '../admin/outcome';
import { mediaUrl } from '../media';
import { CATALOGUE_LIMITS as L, nameProblem, slugProblem } from './rules';

export const CATEGORY_MESSAGES = {
  cycle: 'A category cannot be moved under itself or under one of its own sub-categories.',
  hasChildren: 'This category has sub-categories: move or delete them first.',
  fixedRoot: 'Dog and Cat are the roots of the shop: they stay at the top and cannot be deleted.',
  unknownParent: (id: number) => `The parent category ${id} does not exist.`,
  nameTaken: (name: string) => `There is already a category "${name}" at this place in the tree.`,
  badName: 'A category name must not contain "|" or ">" (the catalogue file uses them to write category paths).',
} as const;

const FIXED_ROOTS: readonly number[] = [CATEGORY.dog, CATEGORY.cat];

const productCount = sql<number>`(select count(*)::int from ${productCategories} where ${productCategories.categoryId} = ${categories.id})`;

function toAdminCategory(row: CategoryRow, products: number): AdminCategory {
  return { id: row.id, parent_id: row.parentId, name: row.name, slug: row.slug, sort: row.sort, image: mediaUrl(row.image), products };
}

export async function listAdminCategories(db: DbOrTx): Promise<{ categories: AdminCategory[] }> {
  const rows = await db.select({ category: categories, products: productCount }).from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return { categories: rows.map((r) => toAdminCategory(r.category, r.products)) };
}

/** Whether `candidate` is `id` or lies below it. */
async function isWithin(tx: Tx, candidate: number, id: number): Promise<boolean> {
  const { rows } = await tx.execute<{ hit: boolean }>(sql`
    with recursive up (id, parent_id) as (
      select ${categories.id}, ${categories.parentId} from ${categories} where ${categories.id} = ${candidate}
      union select c.id, c.parent_id from ${categories} c join up on c.id = up.parent_id
    )
    select exists (select 1 from up where id = ${id}) as hit`);
  return rows[0]?.hit === true;
}

async function placeProblem(tx: Tx, id: number | null, input: AdminCategoryInput, name: string): Promise<Outcome<never> | null> {
  if (input.parent_id !== null) {
    const [parent] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.parent_id));
    if (!parent) return invalid(CATEGORY_MESSAGES.unknownParent(input.parent_id));
    if (id !== null && FIXED_ROOTS.includes(id)) return refused(CATEGORY_MESSAGES.fixedRoot);
    if (id !== null && await isWithin(tx, input.parent_id, id)) return refused(CATEGORY_MESSAGES.cycle);
  }
  // Names along a path identify a category in the catalogue CSV, so siblings differ.
  const [sibling] = await tx.select({ id: categories.id }).from(categories).where(and(
    input.parent_id === null ? isNull(categories.parentId) : eq(categories.parentId, input.parent_id),
    sql`lower(${categories.name}) = ${name.toLowerCase()}`,
    id === null ? undefined : ne(categories.id, id),
  ));
  return sibling ? refused(CATEGORY_MESSAGES.nameTaken(name)) : null;
}

async function productsBelow(tx: Tx, categoryId: number): Promise<number[]> {
  const ids = await categorySubtree(tx, categoryId);
  const rows = await tx.selectDistinct({ id: productCategories.productId }).from(productCategories).where(inArray(productCategories.categoryId, ids));
  return rows.map((r) => r.id);
}

export async function saveCategory(db: Db, staffId: number, id: number | null, input: AdminCategoryInput): Promise<Outcome<{ category: AdminCategory }>> {
  const name = input.name.trim();
  const problem = nameProblem(name, 'category name', L.name) ?? (/[|>]/.test(name) ? CATEGORY_MESSAGES.badName : null) ?? slugProblem(input.slug);
  if (problem) return invalid(problem);
  return db.transaction(async (tx) => {
    // One tree change at a time: two moves checked side by side could still close a loop together.
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    const [before] = id === null ? [undefined] : await tx.select().from(categories).where(eq(categories.id, id));
    if (id !== null && !before) return notFound;
    const place = await placeProblem(tx, id, input, name);
    if (place) return place;
    const values = { name, slug: input.slug, parentId: input.parent_id, sort: input.sort };
    const [row] = before
      ? await tx.update(categories).set(values).where(eq(categories.id, before.id)).returning()
      : await tx.insert(categories).values(values).returning();
    await audit(tx, staffId, before ? 'category.update' : 'category.create', `category:${row.id}`, {
      ...values, ...(before ? { before: { name: before.name, slug: before.slug, parentId: before.parentId, sort: before.sort } } : {}),
    });
    // A new name or place changes the words every product below it is found by.
    if (before && (before.name !== name || before.parentId !== input.parent_id)) await refreshSearchDocuments(tx, await productsBelow(tx, row.id));
    const [{ products }] = await tx.select({ products: productCount }).from(categories).where(eq(categories.id, row.id));
    return done({ category: toAdminCategory(row, products) });
  });
}

/** Products in the category simply leave it (the links cascade). */
export async function deleteCategory(db: Db, staffId: number, id: number): Promise<Outcome<Record<string, never>>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
    const [row] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!row) return notFound;
    if (FIXED_ROOTS.includes(id)) return refused(CATEGORY_MESSAGES.fixedRoot);
    const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
    if (child) return refused(CATEGORY_MESSAGES.hasChildren);
    const links = await tx.delete(productCategories).where(eq(productCategories.categoryId, id)).returning();
    await tx.delete(categories).where(eq(categories.id, id));
    await refreshSearchDocuments(tx, links.map((link) => link.productId));
    await audit(tx, staffId, 'category.delete', `category:${id}`, { name: row.name, slug: row.slug, parentId: row.parentId, products: links.length });
    return done({});
  });
}
