import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

async function securityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Own directive list only: the library defaults would add upgrade-insecure-requests,
    // which breaks a shop run over plain http on a LAN address.
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export default fp(securityPlugin, { name: 'security' });
