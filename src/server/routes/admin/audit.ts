// Who in the back office did what, newest first.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAudit } from '../../services/admin/audit';
import { PageQuery, guardStaff } from './admin-schemas';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  app.get('/audit', { schema: { querystring: PageQuery } }, async (request) => listAudit(app.database.db, request.query.p ?? 1));
};

export default auditRoutes;
