// The sitemaps search engines read (sitemaps.org 0.9): an index naming one sheet of the
// storefront's listing pages and as many sheets of product pages as the catalogue needs. A
// product sheet covers a fixed range of product ids, so finding it is one index range scan
// however large the catalogue grows, and a product keeps its sheet while others come and go.
import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import { CATEGORY } from '../../../shared/constants';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import { escapeMarkup } from '../../../shared/escape-markup';
import { productUrl } from './product-head';

/** The protocol's limit of addresses per sheet. */
export const SHEET_SIZE = 50_000;

/**
 * Storefront pages every shop has, besides its categories and brands. /shop and /brand are not
 * among them: they show the default category's and the first brand's products, and name
 * those pages as their address (listing-head.ts).
 */
const FIXED_PAGES = ['/', '/new', '/about-us'];

export interface SitemapEntry {
  loc: string;
  /** When the page last changed, when known. */
  lastmod?: Date;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`);
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(locs: readonly string[]): string {
  const sheets = locs.map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${sheets.join('\n')}\n</sitemapindex>\n`;
}

/** How many product sheets the catalogue's ids span (at least one, so the index is never empty of them). */
export async function productSheetCount(db: DbOrTx, size = SHEET_SIZE): Promise<number> {
  const [row] = await db.select({ last: max(products.id) }).from(products);
  return Math.max(1, Math.ceil((row?.last ?? 0) / size));
}

/** Sheet `sheet` (from 1): the products on sale whose ids fall in its range, in id order. */
export async function productSheet(db: DbOrTx, publicUrl: string, sheet: number, size = SHEET_SIZE): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.active, true), gt(products.id, (sheet - 1) * size), lte(products.id, sheet * size)))
    .orderBy(asc(products.id));
  return rows.map((row) => ({ loc: productUrl(publicUrl, row.slug), lastmod: new Date(row.updatedAt) }));
}

/** The listing pages: the fixed ones, then every category's and every brand's. */
export async function listingSheet(db: DbOrTx, publicUrl: string): Promise<SitemapEntry[]> {
  const [categoryRows, brandRows] = [
    await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)),
    await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)),
  ];
  // Dog and Cat have their pages (the header's first two entries) before staff create them.
  const categoryIds = [...new Set([CATEGORY.dog, CATEGORY.cat, ...categoryRows.map(({ id }) => id)])].sort((a, b) => a - b);
  const pages = [...FIXED_PAGES, ...categoryIds.map((id) => `/shop/${id}`), ...brandRows.map(({ id }) => `/brand/${id}`)];
  return pages.map((page) => ({ loc: page === '/' ? `${publicUrl}/` : `${publicUrl}${page}` }));
}
