// The shop's public identity for this instance's answers (the storefront's call, product page
// heads), kept for the catalogue answers' period; saving the legal settings here forgets it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ShopIdentityCache, loadShopIdentity } from '../services/shop-identity';

declare module 'fastify' {
  interface FastifyInstance {
    shopIdentity: ShopIdentityCache;
  }
}

async function shopIdentityPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('shopIdentity', new ShopIdentityCache(() => loadShopIdentity(app.database.db), app.config.catalogCacheMs ?? 0));
}

export default fp(shopIdentityPlugin, { name: 'shop-identity', dependencies: ['database'] });
