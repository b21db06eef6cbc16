// The products a listing, a search page or a product page shows, through the per-instance
// caches shared by those routes (none when CATALOG_CACHE_MS is 0):
// - guests and customers without a price list: the products kept until the database says they
//   changed (services/heard-products.ts), when PRODUCT_CACHE_MB allows;
// - customers with a price list (whose prices follow its rules), or without that cache: each
//   product kept for CATALOG_CACHE_MS (listing-caches.ts ProductCache), as the answers are.
import type { FastifyInstance } from 'fastify';
import type { Product } from '../../../shared/api-types';
import { ProductCache } from '../../services/listing-caches';
import { type ProductCard, cardOf, loadProductCards, loadProducts } from '../../services/catalog-products';
import { type PriceView, priceViewKey } from '../../services/pricing';

export type ListedProducts = (ids: readonly number[], view: PriceView) => Promise<Product[]>;

const caches = new WeakMap<object, ProductCache<Product>>();

/** Whether a view's products are made of catalogue rows alone (which the database notifies). */
const catalogueOnly = (view: PriceView) => view.listId === null;

export function listedProducts(app: FastifyInstance): ListedProducts {
  const ttlMs = app.config.catalogCacheMs ?? 0;
  const { database, heardProducts } = app;
  const load = (view: PriceView) => (ids: readonly number[]) => loadProducts(database.db, ids, view);
  if (ttlMs <= 0) return (ids, view) => load(view)(ids);
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new ProductCache<Product>(ttlMs)));
  const shortLived = cache;
  return (ids, view) => {
    const kept = heardProducts && catalogueOnly(view) ? heardProducts : shortLived;
    return kept.load(priceViewKey(view), ids, load(view));
  };
}

/**
 * The cards the search overlay suggests: those of products this instance keeps (for guests and
 * customers without a price list) made from them, the rest read as cards (and not kept: a card
 * is not a whole product).
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
      const product = kept.get(id);
      if (product) return [cardOf(product)];
      const card = read.get(id);
      return card ? [card] : [];
    });
  };
}
