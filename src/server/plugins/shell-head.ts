// The shell sent for a product, category or brand page, and for the home, New & Featured and
// About pages, carries the page's own head: its title, description and address, a link
// preview's tags, schema.org data for search engines (services/seo), and for a product a
// preload of its largest picture, which the browser would otherwise learn of only once the
// storefront's script has run and asked for the product. Tags written here carry
// data-page-head, so the storefront drops them when the shopper moves to another page.
import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Product } from '../../shared/api-types';
import { PAGE_SIZE } from '../../shared/constants';
import type { DbOrTx } from '../db/client';
import { type MenuRows, loadMenuRows } from '../services/catalog-menus';
import { CatalogueValue } from '../services/catalogue-value';
import { loadProducts } from '../services/catalog-products';
import { type ListingFilter, countListing, findActiveProductId } from '../services/catalog-query';
import { retailView } from '../services/pricing';
import { fixedPageHead, newPageNumberOf } from '../services/seo/fixed-page-head';
import { listingAddressOf, listingFilterOf, listingHead, pathSegments } from '../services/seo/listing-head';
import { type PageHead, absoluteUrl, productHead } from '../services/seo/product-head';
import { escapeMarkup } from '../../shared/escape-markup';
import { SHOP } from '../../shared/shop';
import { identityLegalName } from '../../shared/shop-identity';

/** The slug of a product page URL, or null for any other page. */
export function productSlugOf(url: string): string | null {
  const path = pathSegments(url);
  return path?.first === 'product' && path.rest.length === 1 && path.rest[0] !== '' ? path.rest[0] : null;
}

/** The product on sale under `slug` as a guest sees it, or null when there is none (the page answers 404). */
async function productPageOf(db: DbOrTx, slug: string): Promise<Product | null> {
  const id = await findActiveProductId(db, slug);
  if (id === null) return null;
  const [product] = await loadProducts(db, [id], retailView());
  return product ?? null;
}

/**
 * Who sells on a product page's data: the legal name staff saved, the trading name before they
 * saved one or when it cannot be read now (the page still loads).
 */
async function sellerName(app: FastifyInstance): Promise<string> {
  const read = await app.shopIdentity.current().catch(() => null);
  return identityLegalName(read?.identity ?? null, SHOP.name);
}

/**
 * The head of the page at `url`: a product's, a category's, a brand's or a fixed page's; 'missing' when the
 * address names none on sale (the page answers 404, so search engines let it go); null for
 * every other page (the shell's own head).
 */
export async function pageHeadOf(app: FastifyInstance, url: string): Promise<PageHead | 'missing' | null> {
  const { publicUrl } = app.config;
  const slug = productSlugOf(url);
  if (slug !== null) {
    const product = await productPageOf(app.database.db, slug);
    return product === null ? 'missing' : productHead(product, publicUrl, await sellerName(app));
  }
  const listing = listingAddressOf(url);
  if (listing === null) {
    const head = fixedPageHead(url, publicUrl);
    const newPage = newPageNumberOf(url);
    return newPage !== null && !(await hasPage(app, { kind: 'all' }, newPage)) ? 'missing' : head;
  }
  const catalogue = await menuRowsOf(app);
  const head = listingHead(listing, catalogue, publicUrl);
  if (head === 'missing') return head;
  const filter = listingFilterOf(listing, catalogue);
  return filter && !(await hasPage(app, filter, listing.page)) ? 'missing' : head;
}

const menuRows = new WeakMap<object, CatalogueValue<MenuRows>>();

/**
 * The categories and brands a listing page's head is made from: kept for the catalogue's
 * answers' time (CATALOG_CACHE_MS, or until a catalogue write of this instance), as the menus
 * call's answer is; read each time without that period.
 */
function menuRowsOf(app: FastifyInstance): Promise<MenuRows> {
  const ttlMs = app.config.catalogCacheMs ?? 0;
  if (ttlMs <= 0) return loadMenuRows(app.database.db);
  let kept = menuRows.get(app.database);
  if (!kept) menuRows.set(app.database, (kept = new CatalogueValue((db) => loadMenuRows(db), ttlMs)));
  return kept.get(app.database.db);
}

/**
 * Whether a listing has the page: one past its last is no page of it (the storefront shows it
 * empty), while page 1 is there even before anything is on sale in it.
 */
async function hasPage(app: FastifyInstance, filter: ListingFilter, page: number): Promise<boolean> {
  if (page === 1) return true;
  return (page - 1) * PAGE_SIZE.products < await countListing(app.database.db, filter, app.listingCounts);
}

/** JSON inside a script element: no "</script>" or "<!--" can close or open anything. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The tags of `head`, each marked as the server's, for the end of the shell's head. */
export function headTags(head: PageHead, publicUrl: string): string {
  const mark = 'data-page-head';
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeMarkup(content)}" ${mark}>`;
  const image = head.image === null ? null : absoluteUrl(publicUrl, head.image);
  return [
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(head.description)}">`,
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}" ${mark}>`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SHOP.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:card', 'summary_large_image')] : [meta('name', 'twitter:card', 'summary')]),
    `<script type="application/ld+json" ${mark}>${scriptJson(head.structured)}</script>`,
    ...(head.image && head.preload ? [`<link rel="preload" as="image" href="${escapeMarkup(head.image)}" fetchpriority="high" ${mark}>`] : []),
  ].join('');
}

let shell: { file: string; mtimeMs: number; text: string } | null = null;

// The built shell is minified (`<meta name=description content="...">`, no quotes where none
// are needed): both forms are matched, so the page never carries the shell's too.
const SHELL_TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/gi;
const SHELL_DESCRIPTION = /<meta\b[^>]*?\sname=(?:"description"|'description'|description(?=[\s/>]))[^>]*>/gi;

/** The shell as built; the file is re-read when it changes. */
export async function shellText(file: string): Promise<string> {
  const { mtimeMs } = await stat(file);
  if (!shell || shell.file !== file || shell.mtimeMs !== mtimeMs) shell = { file, mtimeMs, text: await readFile(file, 'utf8') };
  return shell.text;
}

/** The shell's own title and description give way to the page's. */
export async function shellWithHead(file: string, head: PageHead, publicUrl: string): Promise<string> {
  const built = await shellText(file);
  const text = built.replace(SHELL_TITLE, '').replace(SHELL_DESCRIPTION, '');
  const at = text.indexOf('</head>');
  return at < 0 ? built : `${text.slice(0, at)}${headTags(head, publicUrl)}${text.slice(at)}`;
}
