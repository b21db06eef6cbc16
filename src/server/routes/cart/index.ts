import type { FastifyInstance } from 'fastify';
import bulkRoutes from './bulk';
import cartlistRoutes from './cartlist';
import cartLineRoutes from './lines';

/** /api/cart: the guest cart priced by the server and the customer's saved cart. */
export default async function cartRoutes(app: FastifyInstance): Promise<void> {
  await app.register(cartlistRoutes);
  await app.register(cartLineRoutes);
  await app.register(bulkRoutes);
}
