// Who in the back office did what, newest first; `q` finds entries by action, record, staff member or details.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAudit } from '../../services/admin/audit';
import { SearchPageQuery, guardStaff } from './admin-schemas';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  app.get('/audit', { schema: { querystring: SearchPageQuery } }, async (request) =>
    listAudit(app.database.db, request.query.p ?? 1, request.query.q));
};

export default auditRoutes;
