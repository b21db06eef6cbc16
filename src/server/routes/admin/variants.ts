// Quick stock and price edits of one variant.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffIdOf } from '../../plugins/auth';
import { patchVariant } from '../../services/catalogue-admin/variant-patch';
import { answer, guardStaff, idBodyRoute } from './admin-schemas';
import { VariantPatch } from './catalogue-schemas';

const variantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  app.patch('/variants/:id', idBodyRoute(VariantPatch), async (request, reply) => {
    return answer(reply, await patchVariant(app.database.db, staffIdOf(request), request.params.id, request.body));
  });
};

export default variantRoutes;
