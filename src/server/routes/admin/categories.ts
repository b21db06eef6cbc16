// The category tree, which the storefront menus are built from.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffIdOf } from '../../plugins/auth';
import { deleteCategory, listAdminCategories, saveCategory } from '../../services/catalogue-admin/categories';
import { IdParams, answer, bodyRoute, guardStaff, idBodyRoute } from './admin-schemas';
import { CategoryInput } from './catalogue-schemas';

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  const { db } = app.database;

  app.get('/categories', async () => listAdminCategories(db));

  app.post('/categories', bodyRoute(CategoryInput), async (request, reply) => {
    return answer(reply, await saveCategory(db, staffIdOf(request), null, request.body));
  });

  app.put('/categories/:id', idBodyRoute(CategoryInput), async (request, reply) => {
    return answer(reply, await saveCategory(db, staffIdOf(request), request.params.id, request.body));
  });

  app.delete('/categories/:id', { schema: { params: IdParams } }, async (request, reply) => {
    return answer(reply, await deleteCategory(db, staffIdOf(request), request.params.id));
  });
};

export default categoryRoutes;
