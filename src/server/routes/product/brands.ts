import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listBrands } from '../../services/catalog-brands';

/** Brand as the API shows it (also nested in products); thumbnail is a /media URL or ''. */
export const BrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  thumbnail: Type.String(),
});

const brandsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/brands', {
    // The response schema also serializes: a column added to brands later cannot leak out.
    schema: { response: { 200: Type.Array(BrandSchema) } },
  }, async () => listBrands(app.database.db));
};

export default brandsRoutes;
