// What search engines ask the shop for besides its pages: /robots.txt (the private pages they
// are not to crawl, and where the sitemaps are) and the sitemaps themselves (services/seo).
// All are built on PUBLIC_URL, the address the shop is known by.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PRIVATE_PAGES } from '../plugins/spa';
import { sendNotFound } from '../plugins/errors';
import { listingSheet, productSheet, productSheetCount, sitemapIndex, urlset } from '../services/seo/sitemap';

/** Crawlers come back for these now and then; an hour old is fresh enough. */
const CACHE_CONTROL = 'public, max-age=3600';
const PRODUCT_SHEET = /^products-([1-9]\d{0,6})\.xml$/;

const sendXml = (reply: FastifyReply, xml: string) => reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);

const crawlerRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PAGES.map((page) => `Disallow: /${page}`), '', `Sitemap: ${publicUrl}/sitemap.xml`];
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const sheets = await productSheetCount(app.database.db);
    const locs = [`${publicUrl}/sitemaps/pages.xml`, ...Array.from({ length: sheets }, (_, i) => `${publicUrl}/sitemaps/products-${i + 1}.xml`)];
    return sendXml(reply, sitemapIndex(locs));
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const { db } = app.database;
    const { name } = request.params;
    if (name === 'pages.xml') return sendXml(reply, urlset(await listingSheet(db, publicUrl)));
    const match = PRODUCT_SHEET.exec(name);
    const sheet = match ? Number(match[1]) : 0;
    if (sheet < 1 || sheet > (await productSheetCount(db))) return sendNotFound(reply);
    return sendXml(reply, urlset(await productSheet(db, publicUrl, sheet)));
  });
};

export default crawlerRoutes;
