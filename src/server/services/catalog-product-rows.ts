// The raw data behind a list of products, in ONE statement whatever the number of products:
// each product row carries its images, metas, categories, reviews, FAQs, tabs and variants
// (with their attributes) as JSON arrays. Each child table is read once for all the products
// (an index scan on product_id for the array of ids, grouped by product) and joined to them;
// only the articles' own volume tiers (when asked) and a card's first picture are looked up
// per row. Measured against eight batched statements (one per child table) one statement is
// about ten times faster for a page of 24, since the round trips dominate; against a subquery
// per product and child table, reading each table once takes about 70 % of the time on PGlite
// and 83 % on PostgreSQL (prepared, 10,000 products). It takes longer to plan (3.7 against
// 0.9 ms on PostgreSQL), which a prepared statement pays in its first few runs on a connection
// (until PostgreSQL keeps one plan for any ids) and a transaction on every call.
//
// JSON keys are the TypeScript field names, so rows need no renaming; timestamps inside JSON
// arrive as text and are turned into ISO strings by the shaping code (catalog-products.ts).
//
// Every listing, search page and product page runs these statements, so outside a transaction
// they are prepared once per database and connection (`byIdsOnce`): the statement's text is
// built, sent, parsed and planned once instead of on every request (on PostgreSQL and PGlite
// alike), and each request only sends its ids. A transaction builds them afresh (a prepared
// statement belongs to its session).
import { type Placeholder, type SQL, and, eq, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';
import { preparedOnce } from '../db/prepared-statements';
import { brands, products } from '../db/schema';
import type { Tier } from './price-lists/decide-price';
import { TIERS_JSON } from './price-lists/load-terms';

export interface AttributeData {
  dimension: number;
  id: number;
  name: string;
  value: string | null;
  description: string | null;
  typeName: string;
  typeCode: number;
}

export interface VariantData {
  id: number;
  sku: string;
  stock: number;
  priceFils: number;
  salePriceFils: number | null;
  b2bPriceFils: number | null;
  b2bSalePriceFils: number | null;
  minOrder: number;
  orderMultiple: number;
  maxOrder: number | null;
  thumbnail: string | null;
  /** In dimension order; empty for a variant without attributes. */
  attributes: AttributeData[];
  /**
   * The article's own volume tiers, lowest quantity first: loaded only when asked for (a B2B
   * viewer without a price list needs no more); guests never see tiers.
   */
  tiers?: Tier[];
}

export interface MetaData { id: number; name: string; display: number; kind: 'feature' | 'badge' }
export interface ReviewData { customerName: string; comment: string; rate: number; createdAt: string }

/** The ids the statement is for, given now or when a prepared statement runs. */
type Ids = readonly number[] | Placeholder;

/** `column = any(ids)`: one array, however many products (each use is its own parameter). */
const among = (column: SQL | typeof products.id, ids: Ids) => sql`${column} = any(${Array.isArray(ids) ? sql.param(ids) : ids})`;

/**
 * A derived table `name` of one row per product among `ids` that has any: its `product_id` and
 * `list`, the JSON array `aggregate` makes of its rows of `from` (`key` the product id there).
 * `table` and `on` left-join it to the products; `list` is that array, or an empty one for a
 * product without rows there.
 */
function perProduct(name: string, key: string, aggregate: SQL, from: SQL, ids: Ids) {
  return {
    table: sql`(select ${sql.raw(key)} as product_id, ${aggregate} as list from ${from}
      where ${among(sql.raw(key), ids)} group by ${sql.raw(key)}) as ${sql.raw(name)}`,
    on: sql`${sql.raw(name)}.product_id = ${products.id}`,
    list: sql`coalesce(${sql.raw(name)}.list, '[]'::json)`,
  };
}

/**
 * The variants of each product among `ids`, in position order, with their attributes (read once
 * for all those variants) and, when asked, their own volume tiers (a look-up per variant: only
 * B2B viewers with tiers ask).
 */
const variantsPerProduct = (ids: Ids, withTiers: boolean) => perProduct('vr', 'v.product_id', sql`json_agg(json_build_object('id', v.id, 'sku', v.sku, 'stock', v.stock, 'priceFils', v.price_fils,
    'salePriceFils', v.sale_price_fils, 'b2bPriceFils', v.b2b_price_fils, 'b2bSalePriceFils', v.b2b_sale_price_fils,
    'minOrder', v.min_order, 'orderMultiple', v.order_multiple, 'maxOrder', v.max_order,
    'thumbnail', v.thumbnail, 'attributes', coalesce(vat.list, '[]'::json)${withTiers ? sql`, 'tiers', ${TIERS_JSON('t.variant_id = v.id')}` : sql``}) order by v.position, v.id)`, sql`variants v left join (
    select av.id as variant_id, json_agg(json_build_object('dimension', va.dimension, 'id', a.id, 'name', a.name, 'value', a.value,
      'description', a.description, 'typeName', t.name, 'typeCode', t.type) order by va.dimension) as list
    from variants av join variant_attributes va on va.variant_id = av.id join attributes a on a.id = va.attribute_id
    join attribute_types t on t.id = a.type_id where ${among(sql`av.product_id`, ids)} group by av.id) vat on vat.variant_id = v.id`, ids);

/** Builder, not promise, so tests can EXPLAIN it. */
export function productRowsQuery(db: DbOrTx, ids: Ids, activeOnly: boolean, withTiers = false) {
  const byId = among(products.id, ids);
  const images = perProduct('img', 'i.product_id', sql`json_agg(i.name order by i.position)`, sql`product_images i`, ids);
  const metas = perProduct('mt', 'pm.product_id', sql`json_agg(json_build_object('id', m.id, 'name', m.name, 'display', m.display, 'kind', m.kind) order by m.id)`,
    sql`product_metas pm join metas m on m.id = pm.meta_id`, ids);
  const categories = perProduct('cat', 'pc.product_id', sql`json_agg(json_build_object('id', c.id, 'name', c.name) order by c.sort, c.id)`,
    sql`product_categories pc join categories c on c.id = pc.category_id`, ids);
  const reviews = perProduct('rv', 'r.product_id', sql`json_agg(json_build_object('customerName', r.customer_name, 'comment', r.comment, 'rate', r.rate,
    'createdAt', r.created_at) order by r.created_at desc, r.id desc)`, sql`reviews r`, ids);
  const faqs = perProduct('fq', 'f.product_id', sql`json_agg(json_build_object('question', f.question, 'answer', f.answer) order by f.position, f.id)`, sql`faqs f`, ids);
  const tabs = perProduct('tb', 'tt.product_id', sql`json_agg(json_build_object('tabName', tt.tab_name, 'content', tt.content) order by tt.position, tt.id)`, sql`product_tabs tt`, ids);
  const variants = variantsPerProduct(ids, withTiers);
  return db
    .select({
      id: products.id, slug: products.slug, name: products.name, excerpt: products.excerpt,
      introduction: products.introduction, metaDescription: products.metaDescription, rate: products.rate,
      directFast: products.directFast, createdAt: products.createdAt,
      brandId: brands.id, brandName: brands.name, brandThumbnail: brands.thumbnail,
      images: sql<string[]>`${images.list}`,
      metas: sql<MetaData[]>`${metas.list}`,
      categories: sql<Array<{ id: number; name: string }>>`${categories.list}`,
      reviews: sql<ReviewData[]>`${reviews.list}`,
      faqs: sql<Array<{ question: string; answer: string }>>`${faqs.list}`,
      tabs: sql<Array<{ tabName: string; content: string }>>`${tabs.list}`,
      variants: sql<VariantData[]>`${variants.list}`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(images.table, images.on)
    .leftJoin(metas.table, metas.on)
    .leftJoin(categories.table, categories.on)
    .leftJoin(reviews.table, reviews.on)
    .leftJoin(faqs.table, faqs.on)
    .leftJoin(tabs.table, tabs.on)
    .leftJoin(variants.table, variants.on)
    .where(activeOnly ? and(byId, eq(products.active, true)) : byId);
}

export type ProductRow = Awaited<ReturnType<typeof productRowsQuery>>[number];

/** The card's columns of active products `ids`; see `loadProductCardRows`. A builder, for EXPLAIN. */
export function productCardRowsQuery(db: DbOrTx, ids: Ids, withTiers: boolean) {
  const variants = variantsPerProduct(ids, withTiers);
  return db
    .select({
      id: products.id, slug: products.slug, name: products.name,
      // The first picture's name (null for none): a look-up per product, of one row.
      picture: sql<string | null>`(select i.name from product_images i where i.product_id = ${products.id} order by i.position limit 1)`,
      variants: sql<VariantData[]>`${variants.list}`,
    })
    .from(products)
    .leftJoin(variants.table, variants.on)
    .where(and(among(products.id, ids), eq(products.active, true)));
}

export type ProductCardRow = Awaited<ReturnType<typeof productCardRowsQuery>>[number];

const IDS = sql.placeholder('ids');

interface ByIds<Row> { execute(values: { ids: readonly number[] }): Promise<Row[]> }

/**
 * Runs the statement `build` makes with `flags` for `ids` (none for no ids): prepared once per
 * database (see prepared-statements.ts) under a name made of `base` and the flags that are set,
 * so no two forms share a name; or built afresh in a transaction.
 */
async function byIdsOnce<Row, Flags extends Record<string, boolean>>(
  db: DbOrTx, base: string, flags: Flags, build: (db: DbOrTx, ids: Placeholder, flags: Flags) => { prepare(name: string): ByIds<Row> }, ids: readonly number[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const name = [base, ...Object.keys(flags).filter((flag) => flags[flag])].join('_');
  const statement = is(db, PgTransaction) ? build(db, IDS, flags).prepare(name) : preparedOnce(db as Db, name, (on) => build(on, IDS, flags));
  return statement.execute({ ids });
}

/** Everything needed to shape products `ids` (any order, no duplicates needed), in one statement. */
export function loadProductRows(db: DbOrTx, ids: readonly number[], activeOnly = true, withTiers = false): Promise<ProductRow[]> {
  return byIdsOnce(db, 'product_rows', { active: activeOnly, tiers: withTiers }, (on, placeholder, { active, tiers }) => productRowsQuery(on, placeholder, active, tiers), ids);
}

/**
 * What a product's card in the search overlay needs (name, first picture, articles with their
 * prices) for active products `ids`: none of the texts, reviews, FAQs and tabs a whole product
 * carries, in one statement.
 */
export function loadProductCardRows(db: DbOrTx, ids: readonly number[], withTiers = false): Promise<ProductCardRow[]> {
  return byIdsOnce(db, 'product_card_rows', { tiers: withTiers }, (on, placeholder, { tiers }) => productCardRowsQuery(on, placeholder, tiers), ids);
}
