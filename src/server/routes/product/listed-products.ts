// The products a listing, a search page or a product page shows, through the per-instance
// caches shared by those routes (none when CATALOG_CACHE_MS is 0):
// - guests and customers without a price list: the products kept until the database says they
//   changed (services/heard-products.ts), when PRODUCT_CACHE_MB allows;
// - customers with a price list (whose prices follow its rules), or without that cache: each
//   product kept for CATALOG_CACHE_MS (listing-caches.ts ProductCache), as the answers are.
//
// Each is kept as it is sent (ListedProduct): its JSON is written once when it is read, not
// again for every page it appears on, and a page is its products' texts joined, its ETag a
// hash of their hashes. A search page is made for one request, and writing and hashing its
// 110 KB each time had been about a sixth of what a page of kept products still cost.
import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import type { Product } from '../../../shared/api-types';
import { ProductCache } from '../../services/listing-caches';
import { type ListedProduct, type ProductCard, cardOf, loadProductCards, loadProducts } from '../../services/catalog-products';
import { type PriceView, priceViewKey } from '../../services/pricing';
import { type CachedAnswer, makeAnswer, textHash, weakEtag } from '../../services/answer';
import { ProductSchema } from './product-schema';

export type ListedProducts = (ids: readonly number[], view: PriceView) => Promise<ListedProduct[]>;

/** The Product schema's own serializer: a product's text is what the page's serializer writes for it. */
const productJson = fastJson(ProductSchema) as (product: Product) => string;

/** A product as the answers send it: written, hashed and carded once. */
export function listedOf(product: Product): ListedProduct {
  const json = productJson(product);
  return { id: product.id, json, tag: textHash(json), card: cardOf(product) };
}

/**
 * The answer of a page of `products` out of `count`: the body ProductListSchema's serializer
 * would write, made of their texts; the ETag changes with the count and any product's text
 * (the same on every instance).
 */
export function pageAnswer(count: number, products: readonly ListedProduct[], options: { quick?: boolean } = {}): CachedAnswer {
  // Written as is: the schema's integer, which its serializer would truncate or refuse.
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`A page's count must be a whole number, not ${count}`);
  const body = `{"count":${count},"products":[${products.map((product) => product.json).join(',')}]}`;
  const etag = weakEtag(`${count}:${products.map((product) => product.tag).join(',')}`);
  return makeAnswer(200, body, { etag, quick: options.quick });
}

const caches = new WeakMap<object, ProductCache<ListedProduct>>();

/** Whether a view's products are made of catalogue rows alone (which the database notifies). */
const catalogueOnly = (view: PriceView) => view.listId === null;

export function listedProducts(app: FastifyInstance): ListedProducts {
  const ttlMs = app.config.catalogCacheMs ?? 0;
  const { database, heardProducts } = app;
  const load = (view: PriceView) => async (ids: readonly number[]) => (await loadProducts(database.db, ids, view)).map(listedOf);
  if (ttlMs <= 0) return (ids, view) => load(view)(ids);
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new ProductCache<ListedProduct>(ttlMs)));
  const shortLived = cache;
  return (ids, view) => {
    const kept = heardProducts && catalogueOnly(view) ? heardProducts : shortLived;
    return kept.load(priceViewKey(view), ids, load(view));
  };
}

/**
 * The cards the search overlay suggests: those of products this instance keeps (for guests and
 * customers without a price list), the rest read as cards (and not kept: a card is not a
 * whole product).
 */
export function listedCards(app: FastifyInstance): (ids: readonly number[], view: PriceView) => Promise<ProductCard[]> {
  // No kept products (null) without a catalogue cache period either.
  const { database, heardProducts } = app;
  return async (ids, view) => {
    if (!heardProducts || !catalogueOnly(view)) return loadProductCards(database.db, ids, view);
    const kept = await heardProducts.peek(priceViewKey(view), ids);
    const missing = ids.filter((id) => !kept.has(id));
    const read = new Map((missing.length > 0 ? await loadProductCards(database.db, missing, view) : []).map((card) => [card.id, card]));
    return [...new Set(ids)].flatMap((id) => {
      const card = kept.get(id)?.card ?? read.get(id);
      return card ? [card] : [];
    });
  };
}
