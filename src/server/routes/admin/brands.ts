// Brands and their logos.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffIdOf } from '../../plugins/auth';
import { deleteBrand, listAdminBrands, saveBrand } from '../../services/catalogue-admin/brands';
import { IMAGE_BODY_LIMIT } from '../../services/catalogue-admin/image-upload';
import { IdParams, answer, bodyRoute, guardStaff, idBodyRoute } from './admin-schemas';
import { BrandInput } from './catalogue-schemas';

const brandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  const { db } = app.database;

  app.get('/brands', async () => listAdminBrands(db));

  app.post('/brands', bodyRoute(BrandInput, { bodyLimit: IMAGE_BODY_LIMIT }), async (request, reply) => {
    return answer(reply, await saveBrand(db, staffIdOf(request), null, request.body, app.files));
  });

  app.put('/brands/:id', idBodyRoute(BrandInput, { bodyLimit: IMAGE_BODY_LIMIT }), async (request, reply) => {
    return answer(reply, await saveBrand(db, staffIdOf(request), request.params.id, request.body, app.files));
  });

  app.delete('/brands/:id', { schema: { params: IdParams } }, async (request, reply) => {
    return answer(reply, await deleteBrand(db, staffIdOf(request), request.params.id, app.files));
  });
};

export default brandRoutes;
