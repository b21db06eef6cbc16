// Back office: the shop's legal settings, customers' tax details, issued documents by period
// and the CSV files for the VAT return, and a PDF that failed to render put back in the queue.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { staffIdOf } from '../../plugins/auth';
import { IMAGE_BODY_LIMIT } from '../../services/catalogue-admin/image-upload';
import { saveCustomerTax } from '../../services/invoicing/customer-tax';
import { documentsCsv, emirateTotalsCsv, listDocuments } from '../../services/invoicing/admin-documents';
import { loadLegalSettings, saveLegalSettings } from '../../services/invoicing/legal-settings';
import { requeuePdf } from '../../services/invoicing/pdf-retry';
import { Page, answer, bodyRoute, guardStaff, idBodyRoute } from '../admin/admin-schemas';
import { CustomerTaxBody, LegalSettingsBody, NumberParams } from './schemas';

const Day = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' });
const PeriodQuery = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day), p: Type.Optional(Page) }, { additionalProperties: false });

const adminDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);

  app.get('/settings/legal', async () => ({ status: 1, settings: await loadLegalSettings(app.database.db) }));

  // Saved (and committed): this instance's storefront answers and product pages name the shop
  // anew from the next request; other instances within the catalogue answers' period.
  app.put('/settings/legal', bodyRoute(LegalSettingsBody, { bodyLimit: IMAGE_BODY_LIMIT }), async (request, reply) => {
    const outcome = await saveLegalSettings(app.database.db, staffIdOf(request), request.body, app.files);
    if (outcome.kind === 'done') app.shopIdentity.forget();
    return answer(reply, outcome);
  });

  app.put('/customers/:id/tax', idBodyRoute(CustomerTaxBody), async (request, reply) =>
    answer(reply, await saveCustomerTax(app.database.db, request.params.id, request.body, staffIdOf(request))));

  app.get('/documents', { schema: { querystring: PeriodQuery } }, async (request) => {
    const { p = 1, ...period } = request.query;
    return listDocuments(app.database.db, period, p);
  });

  // Only a PDF given up on is queued again (a made or queued one is refused); the worker is
  // kicked after the commit so it renders now rather than at its next poll.
  app.post('/documents/:number/pdf', { schema: { params: NumberParams } }, async (request, reply) => {
    const outcome = await requeuePdf(app.database.db, staffIdOf(request), request.params.number);
    if (outcome.kind === 'done') app.documents.kick();
    return answer(reply, outcome);
  });

  app.get('/documents/export.csv', { schema: { querystring: PeriodQuery } }, async (request, reply) =>
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="tax-documents.csv"')
      .send(await documentsCsv(app.database.db, request.query)));

  app.get('/documents/emirates.csv', { schema: { querystring: PeriodQuery } }, async (request, reply) =>
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="vat-by-emirate.csv"')
      .send(await emirateTotalsCsv(app.database.db, request.query)));
};

export default adminDocumentRoutes;
