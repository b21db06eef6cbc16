// Which products a listing shows, and how many there are: the filters of GET
// /api/product/productlist (category with its whole subtree, meta, brand, or none), the term
// search, and pagination, newest first. Only ids and the count come out of here; loading and
// shaping the products is catalog-products.ts.
//
// Every statement is shaped so that an index answers it on a large catalogue: the page walks
// an index in (created_at desc, id desc) order and stops after one page, the count reads
// narrow indexes only (see the partial indexes on active products in schema/products.ts).
// `listingStatements` is exported so tests can EXPLAIN the exact SQL the shop runs.
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { productCategories, productMetas, products } from '../db/schema';
import { productTermCondition } from '../db/search-text';
import { type SearchSource, searchInMemory } from './search/memory-search';
import { searchProductPage } from './search/product-search';
import { parseTerm } from './search/search-terms';

export type ListingFilter =
  | { kind: 'all' }
  | { kind: 'category'; categoryId: number }
  | { kind: 'meta'; metaId: number }
  | { kind: 'brand'; brandId: number };

/** Keeps a listing's count under a key for its pages to share (listing-counts plugin). */
export type CountMemo = (key: string, count: () => Promise<number>) => Promise<number>;

export interface ListingRequest {
  filter: ListingFilter;
  /** Already trimmed; null or '' means no term. */
  term: string | null;
  /** From 1. */
  page: number;
  pageSize: number;
  /** Reuses a listing's count across its pages (keyed by filter and term); absent: counted each time. */
  countMemo?: CountMemo;
  /** The in-memory search index, when this instance keeps one. */
  search?: SearchSource | null;
}

export interface ListingPage {
  count: number;
  /** Ids of the page, in listing order. */
  ids: number[];
}

/** A filter with the category subtree looked up, ready to become SQL. */
export type ResolvedFilter = Exclude<ListingFilter, { kind: 'category' }> | { kind: 'categories'; categoryIds: number[] };

/**
 * A category and every category below it, at any depth. `union` (not `union all`) also ends
 * the walk if a faulty edit ever made the tree cyclic.
 */
export async function categorySubtree(db: DbOrTx, categoryId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with recursive tree(id) as (
      select id from categories where id = ${categoryId}
      union
      select c.id from categories c join tree t on c.parent_id = t.id
    )
    select id from tree order by id`);
  return result.rows.map((row) => Number(row.id));
}

export async function resolveFilter(db: DbOrTx, filter: ListingFilter): Promise<ResolvedFilter> {
  if (filter.kind !== 'category') return filter;
  return { kind: 'categories', categoryIds: await categorySubtree(db, filter.categoryId) };
}

function filterCondition(db: DbOrTx, filter: ResolvedFilter): SQL | undefined {
  switch (filter.kind) {
    case 'all':
      return undefined;
    case 'brand':
      return eq(products.brandId, filter.brandId);
    case 'meta':
      return inArray(products.id, db.select({ id: productMetas.productId }).from(productMetas).where(eq(productMetas.metaId, filter.metaId)));
    case 'categories':
      return inArray(
        products.id,
        db.select({ id: productCategories.productId }).from(productCategories).where(inArray(productCategories.categoryId, filter.categoryIds)),
      );
  }
}

/** The WHERE of a listing: active products, the filter, and the term when there is one. */
export function listingCondition(db: DbOrTx, filter: ResolvedFilter, term: string | null): SQL {
  const parts = [eq(products.active, true), filterCondition(db, filter), term ? productTermCondition(term) : undefined];
  return and(...parts.filter((part): part is SQL => part !== undefined)) as SQL;
}

/**
 * Spelled out with NULLS LAST like the indexes (drizzle's `.desc()` writes them that way):
 * a bare DESC means NULLS FIRST, which no index matches, and the planner would sort instead.
 */
export const NEWEST_FIRST = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];

export interface ListingStatements {
  page: SQL;
  count: SQL;
}

/** The two statements of a listing page, as SQL that can also be EXPLAINed. */
export function listingStatements(db: DbOrTx, filter: ResolvedFilter, term: string | null, page: number, pageSize: number): ListingStatements {
  const where = listingCondition(db, filter, term);
  const pageQuery = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const countQuery = db.select({ count: sql<number>`count(*)::int` }).from(products).where(where);
  return { page: pageQuery.getSQL(), count: countQuery.getSQL() };
}

/** The count of a listing and the ids of the requested page (empty beyond the last page). */
export async function listProductPage(db: DbOrTx, request: ListingRequest): Promise<ListingPage> {
  const filter = await resolveFilter(db, request.filter);
  // An unknown category has no products: no need to ask.
  if (filter.kind === 'categories' && filter.categoryIds.length === 0) return { count: 0, ids: [] };
  const term = request.term ? request.term : null;
  const parsed = term ? parseTerm(term) : null;
  // A term with words is a ranked full-text search; one of punctuation alone ("%", "_")
  // keeps the literal infix match it always had.
  if (term && parsed && parsed.words.length > 0) {
    // The index knows no categories, metas or brands: a narrowed search asks the database.
    const index = filter.kind === 'all' ? request.search?.current() : null;
    if (index && request.search) {
      const offset = (request.page - 1) * request.pageSize;
      return searchInMemory(db, index, request.search.stemmer, { parsed, raw: term, offset, limit: request.pageSize });
    }
    return searchProductPage(db, { where: listingCondition(db, filter, null), parsed, raw: term, page: request.page, pageSize: request.pageSize });
  }
  const statements = listingStatements(db, filter, term, request.page, request.pageSize);
  const [pageRows, count] = await Promise.all([
    db.execute<{ id: number }>(statements.page),
    countOf(db, statements.count, JSON.stringify([filter, term]), request.countMemo),
  ]);
  return { count, ids: pageRows.rows.map((row) => Number(row.id)) };
}

async function countOf(db: DbOrTx, statement: SQL, key: string, countMemo: CountMemo | undefined): Promise<number> {
  const countNow = async () => Number((await db.execute<{ count: number }>(statement)).rows[0]?.count ?? 0);
  return countMemo ? countMemo(key, countNow) : countNow();
}

/** How many products a listing without a term shows, under the key its pages share. */
export async function countListing(db: DbOrTx, listing: ListingFilter, countMemo?: CountMemo): Promise<number> {
  const filter = await resolveFilter(db, listing);
  if (filter.kind === 'categories' && filter.categoryIds.length === 0) return 0;
  return countOf(db, listingStatements(db, filter, null, 1, 1).count, JSON.stringify([filter, null]), countMemo);
}

/** The active product with this slug, through products_slug_uq (a builder, so it can be EXPLAINed). */
export function activeProductBySlug(db: DbOrTx, slug: string) {
  return db.select({ id: products.id }).from(products).where(and(eq(products.slug, slug), eq(products.active, true))).limit(1);
}

export async function findActiveProductId(db: DbOrTx, slug: string): Promise<number | null> {
  const [row] = await activeProductBySlug(db, slug);
  return row?.id ?? null;
}
