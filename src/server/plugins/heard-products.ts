import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Product } from '../../shared/api-types';
import { HeardProducts, PRODUCTS_CHANNEL } from '../services/heard-products';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Products kept until the database says they changed (services/heard-products.ts), shared by
     * the listings, search pages and product pages; null: PRODUCT_CACHE_PRODUCTS or
     * CATALOG_CACHE_MS is 0.
     */
    heardProducts: HeardProducts<Product> | null;
    /** Resolves once the kept products hold every catalogue write committed before (bounded wait). */
    productsSettled(): Promise<void>;
  }
}

/** Listens on the products' channel once the instance is ready, until it closes. */
async function heardProductsPlugin(app: FastifyInstance): Promise<void> {
  const max = app.config.productCacheProducts ?? 0;
  if (max <= 0 || (app.config.catalogCacheMs ?? 0) <= 0) {
    app.decorate('heardProducts', null);
    app.decorate('productsSettled', async () => undefined);
    return;
  }
  const heard = new HeardProducts<Product>((probe) => app.database.db.execute(sql`select pg_notify(${PRODUCTS_CHANNEL}, ${probe})`), max);
  app.decorate('heardProducts', heard);
  app.decorate('productsSettled', async () => {
    await heard.settle();
  });
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(PRODUCTS_CHANNEL, heard);
  });
  app.addHook('onClose', async () => {
    await unlisten?.().catch(() => undefined);
  });
}

export default fp(heardProductsPlugin, { name: 'heard-products', dependencies: ['database'] });
