// /api/admin: the back office. Every route but login requires a staff token.
import type { FastifyInstance } from 'fastify';
import adminCustomerRoutes from './customers';
import staffLoginRoutes from './login';

export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(staffLoginRoutes);
  await app.register(adminCustomerRoutes);
}
