// Attribute types and attributes that variants are made of.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffIdOf } from '../../plugins/auth';
import { addAttribute, addAttributeType, listAttributeTypes } from '../../services/catalogue-admin/attributes';
import { answer, bodyRoute, guardStaff } from './admin-schemas';
import { AttributeInput, AttributeTypeInput } from './catalogue-schemas';

const attributeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  const { db } = app.database;

  app.get('/attributes', async () => listAttributeTypes(db));

  app.post('/attribute-types', bodyRoute(AttributeTypeInput), async (request, reply) => {
    return answer(reply, await addAttributeType(db, staffIdOf(request), request.body));
  });

  app.post('/attributes', bodyRoute(AttributeInput), async (request, reply) => {
    return answer(reply, await addAttribute(db, staffIdOf(request), request.body));
  });
};

export default attributeRoutes;
