// /api/admin: the back office. Every route but login requires a staff token.
import type { FastifyInstance } from 'fastify';
import attributeRoutes from './attributes';
import auditRoutes from './audit';
import brandRoutes from './brands';
import catalogueCsvRoutes from './catalogue-csv';
import categoryRoutes from './categories';
import adminCustomerRoutes from './customers';
import staffLoginRoutes from './login';
import metaRoutes from './metas';
import adminOrderRoutes from './orders';
import outboxRoutes from './outbox';
import priceListRoutes from './price-lists';
import productImageRoutes from './product-images';
import productRoutes from './products';
import staffRoutes from './staff';
import adminTradeDocumentRoutes from './trade-documents';
import variantRoutes from './variants';

export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(staffLoginRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(staffRoutes);
  await app.register(adminOrderRoutes);
  await app.register(productRoutes);
  await app.register(variantRoutes);
  await app.register(productImageRoutes);
  await app.register(attributeRoutes);
  await app.register(brandRoutes);
  await app.register(categoryRoutes);
  await app.register(metaRoutes);
  await app.register(catalogueCsvRoutes);
  await app.register(priceListRoutes);
  await app.register(outboxRoutes);
  await app.register(auditRoutes);
  await app.register(adminTradeDocumentRoutes);
}
