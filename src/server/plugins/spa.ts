import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';
import { etagMatches, weakEtag } from '../services/answer';
import { pageHeadOf, shellText, shellWithHead } from './shell-head';

export const SHELL_FILE = 'index.html';
export const NOT_BUILT_MESSAGE = 'The storefront is not built yet: run npm run build';
export const CACHE = {
  /** Webpack puts a content hash in every name under static/, so a name never changes meaning. */
  hashed: 'public, max-age=31536000, immutable',
  shell: 'no-cache',
  other: 'public, max-age=3600',
} as const;

/** Prefixes the server answers itself; everything else is a page of the SPA. */
const SERVER_PREFIXES = ['/api', '/media', '/uploads'];

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Pages of one person or one moment (an account, a cart, a link mailed to someone, the back
 * office) that no search engine should keep, even when a link to them is found somewhere: an
 * email address is part of /confirm/{email}, a reset code of /reset/{code}.
 */
export const PRIVATE_PAGES = ['login', 'register', 'confirm', 'reset', 'wishlist', 'quick-order', 'cart', 'dashboard', 'admin'] as const;
const PRIVATE_PAGE = new RegExp(`^/(?:${PRIVATE_PAGES.join('|')})(?:[/?#]|$)`);

export function isPrivatePage(url: string): boolean {
  return PRIVATE_PAGE.test(url);
}

/** The last segment of a path names a file (`/static/js/x.js`, `/favicon.ico`), not a page. */
const FILE_NAME = /\/[^/?#]*\.[A-Za-z0-9]+(?:[?#]|$)/;

/**
 * A browser navigation to a deep link such as /product/x or /reset/abc, or a link-preview bot
 * fetching a page: many accept any type, or send no Accept at all. A file name that matches nothing stays a
 * 404 however it is asked for, so a script's missing asset never gets the shell.
 */
export function wantsShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isServerPath(request.url)) return false;
  const accept = request.headers.accept;
  if (accept?.includes('text/html')) return true;
  return (accept === undefined || accept.includes('*/*')) && !FILE_NAME.test(request.url);
}

function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep);
  if (relative[0] === 'static') return CACHE.hashed;
  // The precompressed variants (index.html.br) count as the shell too.
  if (relative.length === 1 && relative[0].startsWith(SHELL_FILE)) return CACHE.shell;
  return CACHE.other;
}

function isDirectory(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

async function spaPlugin(app: FastifyInstance): Promise<void> {
  const root = app.config.staticDir;
  const served = isDirectory(root);
  if (served) {
    await app.register(fastifyStatic, {
      root,
      // webpack writes .br and .gz next to each asset; no per-request compression needed.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(root, file));
      },
    });
  } else {
    app.log.warn({ staticDir: root }, NOT_BUILT_MESSAGE);
  }

  // Unknown paths under the server's own prefixes must never reach the static files.
  for (const prefix of SERVER_PREFIXES) app.all(`${prefix}/*`, async (_request, reply) => sendNotFound(reply));

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsShell(request)) return sendNotFound(reply);
    // Checked per request so that a build made while the server runs is picked up.
    if (!served || !existsSync(path.join(root, SHELL_FILE))) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_MESSAGE);
    }
    if (isPrivatePage(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
    // If the lookup fails the page still loads (the storefront asks again), just without its head.
    const head = await pageHeadOf(app, request.url).catch(() => null);
    // No product, category or brand under this address: the page says so, and so does the
    // status, so a product taken off sale leaves search engines instead of staying as an empty page.
    // Sent whole every time: the file's own ETag would let a browser's revalidation turn it
    // into an empty 404 (the static files answer "not modified" without the body, keeping the code).
    if (head === 'missing') {
      const shell = await shellText(path.join(root, SHELL_FILE));
      return reply.code(404).type('text/html; charset=utf-8').header('cache-control', CACHE.shell).send(shell);
    }
    if (head) {
      const html = await shellWithHead(path.join(root, SHELL_FILE), head, app.config.publicUrl);
      // The same shell and head make the same bytes: a browser that has them is answered 304.
      const etag = weakEtag(html);
      reply.header('cache-control', CACHE.shell).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    }
    return reply.sendFile(SHELL_FILE);
  };
  app.setNotFoundHandler(sendShell);
  // The home page is a page like the others (its shell carries its head), not the folder's index
  // file, whose name is no second address of it.
  app.get('/', sendShell);
  app.get(`/${SHELL_FILE}`, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(query < 0 ? '/' : `/${request.url.slice(query)}`, 301);
  });
}

export default fp(spaPlugin, { name: 'spa', dependencies: ['errors', 'database', 'shop-identity', 'listing-counts'] });
