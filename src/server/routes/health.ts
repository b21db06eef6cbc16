// Three probes: /api/health (the summary the storefront and old monitors read),
// /api/health/live (the process answers; restart it when not) and /api/health/ready (the
// database answers and carries every migration; send traffic only when it does).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import packageJson from '../../../package.json';
import type { Health } from '../../shared/api-types';
import { migrationsApplied } from '../db/migration-state';

/** A load balancer must get an answer even when the database hangs instead of failing. */
export const PING_TIMEOUT_MS = 3000;

const HealthReply = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('reachable'), Type.Literal('unreachable')]),
  version: Type.String(),
});

const LiveReply = Type.Object({ status: Type.Literal('ok'), version: Type.String() });

const ReadyReply = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]),
  database: Type.Union([Type.Literal('reachable'), Type.Literal('unreachable')]),
  migrations: Type.Union([Type.Literal('applied'), Type.Literal('pending'), Type.Literal('unknown')]),
  version: Type.String(),
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const version = packageJson.version;

  app.get('/api/health', {
    schema: { response: { 200: HealthReply, 503: HealthReply } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
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

  // Never touches the database: a database outage must not make an orchestrator restart
  // every healthy instance.
  app.get('/api/health/live', { schema: { response: { 200: LiveReply } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, version };
  });

  app.get('/api/health/ready', {
    schema: { response: { 200: ReadyReply, 503: ReadyReply } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const applied = await withTimeout(migrationsApplied(app.database.db), PING_TIMEOUT_MS);
      if (applied) return { status: 'ready' as const, database: 'reachable' as const, migrations: 'applied' as const, version };
      return reply.code(503).send({ status: 'not ready', database: 'reachable', migrations: 'pending', version });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      reply.header('retry-after', '5');
      return reply.code(503).send({ status: 'not ready', database: 'unreachable', migrations: 'unknown', version });
    }
  });
};

export default healthRoutes;
