// Who in the back office did what, newest first; `q` finds entries by action, record, staff
// member or details. The list cuts large details short; one entry by id answers them whole.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendNotFound } from '../../plugins/errors';
import { auditEntry, listAudit } from '../../services/admin/audit';
import { IdParams, SearchPageQuery, guardStaff } from './admin-schemas';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  app.get('/audit', { schema: { querystring: SearchPageQuery } }, async (request) =>
    listAudit(app.database.db, request.query.p ?? 1, request.query.q));
  app.get('/audit/:id', { schema: { params: IdParams } }, async (request, reply) =>
    (await auditEntry(app.database.db, request.params.id)) ?? sendNotFound(reply));
};

export default auditRoutes;
