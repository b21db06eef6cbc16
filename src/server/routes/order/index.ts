import type { FastifyInstance } from 'fastify';
import addOrderRoutes from './add';
import readOrderRoutes from './read';
import reorderRoutes from './reorder';

/** /api/order: Register Invoice and the customer's own orders. */
export default async function orderRoutes(app: FastifyInstance): Promise<void> {
  await app.register(addOrderRoutes);
  await app.register(readOrderRoutes);
  await app.register(reorderRoutes);
}
