import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import packageJson from '../../../package.json';
import type { Health } from '../../shared/api-types';

/** A load balancer must get an answer even when the database hangs instead of failing. */
export const PING_TIMEOUT_MS = 3000;

const HealthReply = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('reachable'), Type.Literal('unreachable')]),
  version: Type.String(),
});

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/health', {
    schema: { response: { 200: HealthReply, 503: HealthReply } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const version = packageJson.version;
    try {
      await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
      const healthy: Health = { status: 'ok', database: 'reachable', version };
      return healthy;
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      const degraded: Health = { status: 'degraded', database: 'unreachable', version };
      return reply.code(503).send(degraded);
    }
  });
};

export default healthRoutes;
