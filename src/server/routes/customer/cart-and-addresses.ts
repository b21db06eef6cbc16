import type { FastifyInstance } from 'fastify';
import addressRoutes from './addresses';
import cartMergeRoutes from './cart-merge';

/** The /api/customer calls about the saved cart and delivery addresses (accounts live beside them). */
export default async function customerCartRoutes(app: FastifyInstance): Promise<void> {
  await app.register(cartMergeRoutes);
  await app.register(addressRoutes);
}
