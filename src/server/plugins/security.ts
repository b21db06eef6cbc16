import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The storefront is a same-origin SPA: every script comes from /static/js, so script-src needs
 * no 'unsafe-inline'. styled-components injects <style> tags at run time, which is why
 * style-src has to allow inline styles.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const dashed = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The policy as one header value. Own directive list only: the usual defaults would add
 * upgrade-insecure-requests, which breaks a shop run over plain http on a LAN address.
 */
export const CSP_HEADER = Object.entries(CSP_DIRECTIVES).map(([name, values]) => `${dashed(name)} ${values.join(' ')}`).join(';');

/**
 * Every response's security headers, fixed at start: the values helmet's defaults give with
 * the options above (no X-Powered-By is ever sent by Fastify). Set in one step per request;
 * running helmet's chain of middlewares for each response cost the busiest listings about a
 * tenth of the server's time.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CSP_HEADER,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** Answers under these paths are about one customer or the back office, token or not. */
export const PRIVATE_PATHS = ['/api/customer/', '/api/cart/', '/api/order/', '/api/lists', '/api/admin/', '/uploads/'];

/**
 * Nothing that depends on a token or carries personal data may be kept by a browser or a
 * shared cache: every answer to a request with a token, and every answer under PRIVATE_PATHS
 * (a 401 included), is `no-store`, whatever the route set before.
 */
function isPrivate(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || PRIVATE_PATHS.some((prefix) => request.url.startsWith(prefix));
}

async function securityPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPrivate(request)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export default fp(securityPlugin, { name: 'security' });
