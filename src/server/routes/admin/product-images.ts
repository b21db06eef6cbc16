// A product's gallery: upload a picture (stored as WebP), reorder or remove pictures.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffIdOf } from '../../plugins/auth';
import { IMAGE_BODY_LIMIT } from '../../services/catalogue-admin/image-upload';
import { addProductImage, arrangeProductImages } from '../../services/catalogue-admin/product-images';
import { answer, guardStaff, idBodyRoute } from './admin-schemas';
import { ImageOrder, ImageUpload } from './catalogue-schemas';

const productImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  const { db } = app.database;

  app.post('/products/:id/images', idBodyRoute(ImageUpload, { bodyLimit: IMAGE_BODY_LIMIT }), async (request, reply) => {
    return answer(reply, await addProductImage(db, staffIdOf(request), request.params.id, request.body.image, app.files));
  });

  app.put('/products/:id/images', idBodyRoute(ImageOrder), async (request, reply) => {
    return answer(reply, await arrangeProductImages(db, staffIdOf(request), request.params.id, request.body.names, app.files));
  });
};

export default productImageRoutes;
