// The products a listing or a search page shows, through one per-instance
// cache (listing-caches.ts ProductCache) shared by those routes: CATALOG_CACHE_MS as for their
// answers, and no cache when that is 0.
import type { FastifyInstance } from 'fastify';
import type { Product } from '../../../shared/api-types';
import { ProductCache } from '../../services/listing-caches';
import { loadProducts } from '../../services/catalog-products';
import { type PriceView, priceViewKey } from '../../services/pricing';

export type ListedProducts = (ids: readonly number[], view: PriceView) => Promise<Product[]>;

const caches = new WeakMap<object, ProductCache<Product>>();

export function listedProducts(app: FastifyInstance): ListedProducts {
  const ttlMs = app.config.catalogCacheMs ?? 0;
  const { database } = app;
  if (ttlMs <= 0) return (ids, view) => loadProducts(database.db, ids, view);
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new ProductCache<Product>(ttlMs)));
  const shared = cache;
  return (ids, view) => shared.load(priceViewKey(view), ids, (missing) => loadProducts(database.db, missing, view));
}
