// The customer's own dated trade documents and whether they let the account order now (the
// cart shows the reason when they do not). Changes go through the profile edit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerIdOf } from '../../plugins/auth';
import { sendNotFound } from '../../plugins/errors';
import { loadTradeDocuments } from '../../services/trade-documents/customer-documents';

const customerTradeDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/tradedocuments', { preHandler: app.requireCustomer }, async (request, reply) => {
    const documents = await loadTradeDocuments(app.database.db, customerIdOf(request), app.config.trustLicenceUploads === true, new Date());
    if (!documents) return sendNotFound(reply);
    return { status: 1, documents };
  });
};

export default customerTradeDocumentRoutes;
