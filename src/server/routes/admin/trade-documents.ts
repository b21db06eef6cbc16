// Customers' trade documents in the back office: read, correct and verify one customer's, and
// the licences that expire within 30 days or have expired.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { staffIdOf } from '../../plugins/auth';
import { listExpiringLicences, saveStaffTradeDocuments, staffTradeDocuments } from '../../services/trade-documents/staff-documents';
import { TradeDocumentFields } from '../customer/schemas';
import { IdParams, answer, guardStaff, idBodyRoute } from './admin-schemas';

const StaffDocumentsBody = Type.Object({
  ...TradeDocumentFields,
  verify: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });

const adminTradeDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  const trusted = () => app.config.trustLicenceUploads === true;

  app.get('/customers/:id/tradedocuments', { schema: { params: IdParams } }, async (request, reply) =>
    answer(reply, await staffTradeDocuments(app.database.db, request.params.id, trusted(), new Date())));

  app.post('/customers/:id/tradedocuments', idBodyRoute(StaffDocumentsBody), async (request, reply) =>
    answer(reply, await saveStaffTradeDocuments(app.database.db, staffIdOf(request), request.params.id, request.body, trusted(), new Date())));

  app.get('/tradedocuments/expiring', async () => ({ status: 1, licences: await listExpiringLicences(app.database.db, new Date()) }));
};

export default adminTradeDocumentRoutes;
