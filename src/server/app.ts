// Builds the whole server without listening, so tests can inject requests into it.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import authPlugin from './plugins/auth';
import controlCharactersPlugin from './plugins/control-characters';
import databasePlugin from './plugins/database';
import documentsPlugin from './plugins/documents';
import licenceCheckPlugin from './plugins/licence-check';
import errorsPlugin, { frameworkError } from './plugins/errors';
import filesPlugin from './plugins/files';
import mailerPlugin from './plugins/mailer';
import rateLimitsPlugin from './plugins/rate-limits';
import searchPlugin from './plugins/search';
import listingCountsPlugin from './plugins/listing-counts';
import heardProductsPlugin from './plugins/heard-products';
import securityPlugin from './plugins/security';
import shopIdentityPlugin from './plugins/shop-identity';
import spaPlugin from './plugins/spa';
import routes from './routes';
import { buildValidators } from './validators';
import { errorSerializer } from './log-errors';
import { COMPRESS_THRESHOLD, brotliOptions } from './services/answer';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config; the caller closes it. */
  database?: Database;
  /** false silences the log; an object adds pino options to the defaults. */
  logger?: boolean | object;
}

export const BODY_LIMIT = 1024 * 1024;

/** Credentials never reach the log, whatever a route decides to log. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.currentPassword',
  '*.token',
  '*.jwtSecret',
  '*.adminPassword',
  '*.databaseUrl',
  '*.smtpUrl',
  '*.s3Url',
];

/**
 * A request's URL as logged: the code of a password reset link (/reset/:code, a key to the
 * account for an hour) is left out.
 */
export function loggedUrl(url: string): string {
  return url.replace(/\/reset\/[^/?#]+/i, '/reset/[redacted]');
}

/** Fastify's own request fields, the URL as loggedUrl gives it. */
const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: loggedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

function loggerOptions(config: AppConfig, logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const defaults = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestSerializer, err: errorSerializer },
    // Written as logged: an asynchronous stdout can reorder or lose the last lines when the
    // process exits (shutdown, a crash) while a write is still in flight. A line costs one
    // write call, small beside a request's own work.
    stream: pino.destination({ dest: 1, sync: true }),
  };
  return typeof logger === 'object' ? { ...defaults, ...logger } : defaults;
}

/** The client is the address the nearest `hops` proxies saw (proxy-addr's hop-count rule). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, opts.logger),
    bodyLimit: BODY_LIMIT,
    // Behind a load balancer the client address (rate limits) comes from X-Forwarded-For.
    trustProxy: config.trustProxy ? trustHops(config.trustProxy) : false,
    // Opening the embedded database and applying migrations can take seconds on a busy machine.
    pluginTimeout: 60_000,
    ajv: {
      // The contract answers unknown fields with 400 instead of silently dropping them.
      customOptions: { removeAdditional: false },
    },
    frameworkErrors: frameworkError,
    // Bodies are validated as sent, without type coercion (see validators.ts).
    schemaController: { compilersFactory: { buildValidator: buildValidators() } },
  });
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(securityPlugin);
  // Only answers the server builds (JSON, and a page's shell with its own head); the SPA's other
  // files come precompressed from disk. The
  // catalogue answers' brotli settings with a 256 KB window: the plugin streams an answer
  // without knowing its size, and hardly any is larger (carts 1.0 to 1.13 against 0.92 to 0.95
  // ms of CPU a request, back to back).
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'], brotliOptions: brotliOptions(256 * 1024) });
  await app.register(databasePlugin, { database: opts.database });
  await app.register(filesPlugin);
  await app.register(shopIdentityPlugin);
  await app.register(authPlugin);
  await app.register(searchPlugin);
  await app.register(listingCountsPlugin);
  await app.register(heardProductsPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(mailerPlugin);
  await app.register(documentsPlugin);
  await app.register(licenceCheckPlugin);
  await app.register(spaPlugin);
  await app.register(routes);
  return app;
}
