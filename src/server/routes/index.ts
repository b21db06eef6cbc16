// Every route area, each mounted at the path prefix it answers under. A new area adds its
// folder here; a new call of an existing area registers in that area's block.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import healthRoutes from './health';
import mediaRoutes from './media';
import brandsRoutes from './product/brands';
import menusRoutes from './product/menus';
import productListRoutes from './product/productlist';
import wishlistRoutes from './product/wishlist';

/** /api/product: catalogue navigation and listings. */
async function productRoutes(app: FastifyInstance): Promise<void> {
  await app.register(brandsRoutes);
  await app.register(menusRoutes);
  await app.register(productListRoutes);
  await app.register(wishlistRoutes);
}

const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(productRoutes, { prefix: '/api/product' });
};

export default routes;
