// What search engines ask the shop for besides its pages: /robots.txt (the private pages they
// are not to crawl, and where the sitemaps are) and the sitemaps themselves (services/seo).
// All are built on PUBLIC_URL, the address the shop is known by.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_PAGES } from '../plugins/spa';
import { sendNotFound } from '../plugins/errors';
import { type AnswerKind, sendAnswer } from './product/send-answer';
import { AnswerCache } from '../services/answer-cache';
import { makeAnswer } from '../services/answer';
import { listingSheet, productSheet, productSheetCount, sitemapIndex, urlset } from '../services/seo/sitemap';

/** Crawlers come back for these now and then; an hour old is fresh enough. */
const MAX_AGE_SEC = 3600;
const CACHE_CONTROL = `public, max-age=${MAX_AGE_SEC}`;
const XML: AnswerKind = { type: 'application/xml; charset=utf-8', maxAgeSec: MAX_AGE_SEC };
const PRODUCT_SHEET = /^products-([1-9]\d{0,6})\.xml$/;
/**
 * A sheet of 50,000 products is a few MB of XML, read and built in a good part of a second:
 * each instance keeps what it built (and its compressed forms) for a while, so a crawler, or
 * anyone, asking again and again costs nothing more. A catalogue write of this instance
 * makes them stale, as it does the listings.
 */
const SHEET_CACHE = { ttlMs: 10 * 60_000, staleMs: 10 * 60_000, maxEntries: 64, maxBytes: 96 * 1024 * 1024 };

const crawlerRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  const sheets = new AnswerCache(SHEET_CACHE);
  const sendXml = async (request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<string | null>) => {
    const answer = await sheets.get(key, async () => {
      const xml = await build();
      return makeAnswer(xml === null ? 404 : 200, xml ?? '');
    });
    return answer.status === 404 ? sendNotFound(reply) : sendAnswer(request, reply, answer, XML);
  };

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PAGES.map((page) => `Disallow: /${page}`), '', `Sitemap: ${publicUrl}/sitemap.xml`];
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => sendXml(request, reply, 'index', async () => {
    const count = await productSheetCount(app.database.db);
    return sitemapIndex([`${publicUrl}/sitemaps/pages.xml`, ...Array.from({ length: count }, (_, i) => `${publicUrl}/sitemaps/products-${i + 1}.xml`)]);
  }));

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const { db } = app.database;
    const { name } = request.params;
    if (name === 'pages.xml') return sendXml(request, reply, name, async () => urlset(await listingSheet(db, publicUrl)));
    const match = PRODUCT_SHEET.exec(name);
    if (!match) return sendNotFound(reply);
    const sheet = Number(match[1]);
    return sendXml(request, reply, name, async () => (sheet > (await productSheetCount(db)) ? null : urlset(await productSheet(db, publicUrl, sheet))));
  });
};

export default crawlerRoutes;
