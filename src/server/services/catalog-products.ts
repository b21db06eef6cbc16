// Products as the API shows them (spec section 3, `Product` in shared/api-types.ts), for any
// list of ids: listings, the product page, the wishlist, and later carts and orders.
//
// `loadProducts(db, ids, view)` loads everything in one statement (catalog-product-rows.ts)
// and returns the products in the order of `ids`, duplicates collapsed, leaving out ids that
// do not exist or (by default) are not active. Every HTML field is sanitized and every text
// field reduced to plain text here (html-sanitize.ts), whatever the database holds; prices
// follow the viewer's price view (guests never see B2B prices).
//
// Choices where the spec is silent: `rate` is the mean of the product's reviews to one
// decimal when it has any, otherwise the stored rate; reviews come newest first; images,
// tabs and FAQs in their stored position order; categories in menu order; `thumbnail` is ''
// for a product without images.
import type { Product, Variant } from '../../shared/api-types';
import type { DbOrTx } from '../db/client';
import { toBrand } from './catalog-brands';
import { type ProductRow, type VariantData, loadProductCardRows, loadProductRows } from './catalog-product-rows';
import { shapeVariants } from './catalog-variants';
import { plainText, sanitizeRichText } from './html-sanitize';
import { mediaUrl } from './media';
import { type PriceView, knowTiers, preparePrices, tiersSuffice } from './pricing';

/** Image URLs are joined with commas, so a comma inside one (an external URL) is escaped. */
function imageUrl(name: string): string {
  return mediaUrl(name).replace(/,/g, '%2C');
}

export function meanRate(rates: readonly number[], stored: number): number {
  if (rates.length === 0) return stored;
  return Math.round((rates.reduce((sum, rate) => sum + rate, 0) / rates.length) * 10) / 10;
}

/** Timestamps inside JSON come as PostgreSQL text ("2024-09-11 10:00:00+00"). */
const isoDate = (value: string | Date) => new Date(value).toISOString();

export function shapeProduct(row: ProductRow, view: PriceView): Product {
  const images = row.images.map(imageUrl);
  const { variants, options } = shapeVariants(row.variants, view);
  return {
    id: row.id,
    slug: row.slug,
    name: plainText(row.name),
    brand: row.brandId === null ? null : toBrand({ id: row.brandId, name: plainText(row.brandName), thumbnail: row.brandThumbnail }),
    excerpt: sanitizeRichText(row.excerpt),
    meta_description: plainText(row.metaDescription),
    images: images.join(','),
    thumbnail: images[0] ?? '',
    thumbnail2: images[1] ?? null,
    attributes: options,
    metas: row.metas.map((m) => ({ id: m.id, name: plainText(m.name), display: m.display, kind: m.kind })),
    reviews: row.reviews.map((r) => ({
      customer_name: plainText(r.customerName), comment: plainText(r.comment), rate: r.rate, date: isoDate(r.createdAt),
    })),
    faqs: row.faqs.map((f) => ({ question: plainText(f.question), answer: sanitizeRichText(f.answer) })),
    product_attributes: variants,
    categories: row.categories.map((c) => ({ id: c.id, name: plainText(c.name) })),
    rate: meanRate(row.reviews.map((r) => r.rate), row.rate),
    direct_fast: row.directFast ? 1 : 0,
    introduction: sanitizeRichText(row.introduction),
    product_tabs: row.tabs.map((t) => ({ tab_name: plainText(t.tabName), content: sanitizeRichText(t.content) })),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The rows of `ids` by id, read by `read` (asking for the articles' own tiers when they are all
 * the view needs), with every article's prices for this view made known.
 */
async function pricedRows<R extends { id: number; variants: VariantData[] }>(
  db: DbOrTx, view: PriceView, read: (withTiers: boolean) => Promise<R[]>,
): Promise<Map<number, R>> {
  const rows = await read(tiersSuffice(view));
  const articles = rows.flatMap((row) => row.variants);
  knowTiers(view, articles);
  await preparePrices(db, view, articles.map((v) => v.id));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The active products of `ids`, in that order, unknown and inactive ids left out (the storefront's products). */
export async function loadProducts(db: DbOrTx, ids: readonly number[], view: PriceView): Promise<Product[]> {
  const unique = [...new Set(ids)];
  const byId = await pricedRows(db, view, (withTiers) => loadProductRows(db, unique, true, withTiers));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [shapeProduct(row, view)] : [];
  });
}

/** A product as its card in the search overlay shows it: its articles priced for the viewer. */
export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  thumbnail: string;
  variants: Variant[];
}

/** A whole product's card: the same name, first picture and priced articles its card would have. */
export const cardOf = (product: Product): ProductCard => ({
  id: product.id, slug: product.slug, name: product.name, thumbnail: product.thumbnail, variants: product.product_attributes,
});

/** The cards of active products `ids`, in that order: named, pictured and priced as `loadProducts` would. */
export async function loadProductCards(db: DbOrTx, ids: readonly number[], view: PriceView): Promise<ProductCard[]> {
  const unique = [...new Set(ids)];
  const byId = await pricedRows(db, view, (withTiers) => loadProductCardRows(db, unique, withTiers));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const thumbnail = row.picture === null ? '' : imageUrl(row.picture);
    return [{ id: row.id, slug: row.slug, name: plainText(row.name), thumbnail, variants: shapeVariants(row.variants, view).variants }];
  });
}

/**
 * A product as the catalogue answers send it, made once when it is read
 * (routes/product/listed-products.ts): its JSON as a page of products writes it, a hash of
 * that text (a page's ETag is made of its products'), and its card for the search overlay.
 */
export interface ListedProduct {
  id: number;
  json: string;
  tag: string;
  card: ProductCard;
}

/**
 * About what a kept product takes of the heap: its JSON text, its card's own objects, and 300
 * bytes for itself, its hash and the map holding it. The demo catalogue's search pages kept
 * 20,100 times (4.4 kB of JSON a product) took 5,912 bytes of heap a product against 5,507
 * weighed without those 300.
 */
export const listedWeight = ({ json, card }: ListedProduct): number => 300 + textBytes(json) + cardWeight(card);

/** Characters beyond Latin-1 (Arabic) make V8 keep a string at two bytes a character. */
const WIDE = /[^\u0000-\u00ff]/;
/** What V8 keeps a text in: a byte a character, two when any is beyond Latin-1. */
const textBytes = (text: string | null): number => (text === null ? 0 : text.length * (WIDE.test(text) ? 2 : 1));

/**
 * About what a card's own objects take of the heap: a fixed share for the card and for each
 * article (its numbers and the object around them), plus their texts and tiers.
 */
function cardWeight(card: ProductCard): number {
  let bytes = 120 + textBytes(card.slug) + textBytes(card.name) + card.thumbnail.length;
  for (const article of card.variants) {
    bytes += 250 + textBytes(article.attribute_name) + textBytes(article.attribute_value) + textBytes(article.attribute_description) + 40 * (article.tiers?.length ?? 0);
  }
  return bytes;
}
