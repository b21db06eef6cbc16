import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CountMemo } from '../services/catalog-query';
import { CountCache } from '../services/listing-caches';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The listings' product counts, kept for CATALOG_CACHE_MS and shared by the product list
     * and the pages' shells (which answer 404 past a listing's last page); undefined: counted each time.
     */
    listingCounts: CountMemo | undefined;
  }
}

async function listingCountsPlugin(app: FastifyInstance): Promise<void> {
  const ttlMs = app.config.catalogCacheMs ?? 0;
  const counts = ttlMs > 0 ? new CountCache(ttlMs) : null;
  app.decorate('listingCounts', counts ? (key: string, count: () => Promise<number>) => counts.get(key, count) : undefined);
}

export default fp(listingCountsPlugin, { name: 'listing-counts' });
