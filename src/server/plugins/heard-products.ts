import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ListedProduct, listedWeight } from '../services/catalog-products';
import { HeardProducts, PRODUCTS_CHANNEL } from '../services/heard-products';
import { listenWhileOpen } from './listen-while-open';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Products kept until the database says they changed (services/heard-products.ts), shared by
     * the listings, search pages and product pages; null: PRODUCT_CACHE_MB or
     * CATALOG_CACHE_MS is 0.
     */
    heardProducts: HeardProducts<ListedProduct> | null;
    /** Resolves once the kept products hold every catalogue write committed before (bounded wait). */
    productsSettled(): Promise<void>;
  }
}

/**
 * How often the instance checks that it still hears the products' channel: its own probe
 * must come back (a connection that stays up but no longer passes notifications, a pooler
 * in transaction mode, would otherwise leave products kept with no end). When it does not,
 * everything kept is forgotten.
 */
const HEARD_CHECK_MS = 5_000;

/** Listens on the products' channel once the instance is ready, until it closes. */
async function heardProductsPlugin(app: FastifyInstance): Promise<void> {
  const megabytes = app.config.productCacheMb ?? 0;
  if (megabytes <= 0 || (app.config.catalogCacheMs ?? 0) <= 0) {
    app.decorate('heardProducts', null);
    app.decorate('productsSettled', async () => undefined);
    return;
  }
  const heard = new HeardProducts<ListedProduct>((probe) => notify(probe), megabytes * 1024 ** 2, listedWeight);
  // Its probes go out through Database.notify once the instance listens.
  const notify = listenWhileOpen(app, PRODUCTS_CHANNEL, heard);
  app.decorate('heardProducts', heard);
  app.decorate('productsSettled', async () => {
    await heard.settle();
  });
  let check: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Given the whole period to come back: an instance busy answering reads its socket late.
    check = setInterval(() => void heard.settle(HEARD_CHECK_MS), HEARD_CHECK_MS);
    check.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(check);
  });
}

export default fp(heardProductsPlugin, { name: 'heard-products', dependencies: ['database'] });
