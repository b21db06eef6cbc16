// Metas: product features and badges.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffIdOf } from '../../plugins/auth';
import { deleteMeta, listAdminMetas, saveMeta } from '../../services/catalogue-admin/metas';
import { IdParams, answer, bodyRoute, guardStaff, idBodyRoute } from './admin-schemas';
import { MetaInput } from './catalogue-schemas';

const metaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  const { db } = app.database;

  app.get('/metas', async () => listAdminMetas(db));

  app.post('/metas', bodyRoute(MetaInput), async (request, reply) => {
    return answer(reply, await saveMeta(db, staffIdOf(request), null, request.body));
  });

  app.put('/metas/:id', idBodyRoute(MetaInput), async (request, reply) => {
    return answer(reply, await saveMeta(db, staffIdOf(request), request.params.id, request.body));
  });

  app.delete('/metas/:id', { schema: { params: IdParams } }, async (request, reply) => {
    return answer(reply, await deleteMeta(db, staffIdOf(request), request.params.id));
  });
};

export default metaRoutes;
