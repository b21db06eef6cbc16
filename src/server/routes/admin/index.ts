// /api/admin: the back office. Every route but login requires a staff token.
import type { FastifyInstance } from 'fastify';
import { bumpCatalogueEpoch } from '../../services/answer-cache';
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
  await app.register(async (catalogue) => {
    // A catalogue write answers once this instance's search index and kept products hold it:
    // the storefront finds and shows what was just saved (the wait is bounded, PROBE_TIMEOUT_MS).
    catalogue.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || reply.statusCode >= 400) return;
      // This instance's cached listings and answers show it at once, too.
      bumpCatalogueEpoch();
      await Promise.all([app.searchSettled(), app.productsSettled()]);
    });
    await catalogue.register(productRoutes);
    await catalogue.register(variantRoutes);
    await catalogue.register(productImageRoutes);
    await catalogue.register(attributeRoutes);
    await catalogue.register(brandRoutes);
    await catalogue.register(categoryRoutes);
    await catalogue.register(metaRoutes);
    await catalogue.register(catalogueCsvRoutes);
  });
  await app.register(priceListRoutes);
  await app.register(outboxRoutes);
  await app.register(auditRoutes);
  await app.register(adminTradeDocumentRoutes);
}
