// The mail the shop sent or still has to send, newest first.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOutbox } from '../../services/admin/outbox';
import { PageQuery, guardStaff } from './admin-schemas';

const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  app.get('/outbox', { schema: { querystring: PageQuery } }, async (request) => listOutbox(app.database.db, request.query.p ?? 1));
};

export default outboxRoutes;
