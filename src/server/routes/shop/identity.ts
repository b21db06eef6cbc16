// /api/shop/identity: who runs the shop, as its legal settings say (services/shop-identity.ts).
// The same answer for everyone: an ETag answered with 304, and a shared cache may keep it but
// must ask each time, so a change staff save shows on the next page a buyer opens.
import type { FastifyPluginAsync } from 'fastify';
import { sendAnswer } from '../product/send-answer';

const shopRoutes: FastifyPluginAsync = async (app) => {
  app.get('/identity', async (request, reply) => sendAnswer(request, reply, (await app.shopIdentity.current()).answer));
};

export default shopRoutes;
