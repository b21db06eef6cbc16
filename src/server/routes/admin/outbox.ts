// The mail the shop sent or still has to send, newest first; `q` finds mails by recipient or subject.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOutbox } from '../../services/admin/outbox';
import { SearchPageQuery, guardStaff } from './admin-schemas';

const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  app.get('/outbox', { schema: { querystring: SearchPageQuery } }, async (request) =>
    listOutbox(app.database.db, request.query.p ?? 1, request.query.q));
};

export default outboxRoutes;
