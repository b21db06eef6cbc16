// Every route area, each mounted at the path prefix it answers under. A new area adds its
// folder here; a new call of an existing area registers in that area's block.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin';
import cartRoutes from './cart';
import crawlerRoutes from './crawlers';
import customerAccountRoutes from './customer';
import customerCartRoutes from './customer/cart-and-addresses';
import documentRoutes from './documents';
import adminDocumentRoutes from './documents/admin';
import customerTaxRoutes from './documents/customer-tax';
import healthRoutes from './health';
import listRoutes from './lists';
import mediaRoutes from './media';
import orderRoutes from './order';
import brandsRoutes from './product/brands';
import menusRoutes from './product/menus';
import productListRoutes from './product/productlist';
import suggestRoutes from './product/suggest';
import wishlistRoutes from './product/wishlist';
import shopRoutes from './shop/identity';

/** /api/product: catalogue navigation and listings. */
async function productRoutes(app: FastifyInstance): Promise<void> {
  await app.register(brandsRoutes);
  await app.register(menusRoutes);
  await app.register(productListRoutes);
  await app.register(suggestRoutes);
  await app.register(wishlistRoutes);
}

const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(crawlerRoutes);
  await app.register(productRoutes, { prefix: '/api/product' });
  await app.register(shopRoutes, { prefix: '/api/shop' });
  await app.register(cartRoutes, { prefix: '/api/cart' });
  await app.register(customerAccountRoutes, { prefix: '/api/customer' });
  await app.register(customerCartRoutes, { prefix: '/api/customer' });
  await app.register(orderRoutes, { prefix: '/api/order' });
  await app.register(listRoutes, { prefix: '/api/lists' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(documentRoutes);
  await app.register(adminDocumentRoutes, { prefix: '/api/admin' });
  await app.register(customerTaxRoutes, { prefix: '/api/customer' });
};

export default routes;
