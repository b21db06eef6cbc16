// A product page's largest picture is known to the browser only once the storefront's script
// has run and asked for the product. The shell sent for /product/{slug} therefore names that
// picture in a preload hint, so it downloads alongside the script instead of after it.
import { readFile, stat } from 'node:fs/promises';
import { defaultVariant } from '../../shared/variants';
import type { DbOrTx } from '../db/client';
import { loadProducts } from '../services/catalog-products';
import { findActiveProductId } from '../services/catalog-query';
import { retailView } from '../services/pricing';

const PRODUCT_PATH = /^\/product\/([^/?#]+)\/?(?:\?.*)?$/;

/** The slug of a product page URL, or null for any other page. */
export function productSlugOf(url: string): string | null {
  const match = PRODUCT_PATH.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * What the shell of a product page needs to know: null when no product on sale has the slug (the
 * page answers 404), else the picture it shows first (the default variant's own, else the
 * gallery's first; null without any).
 */
export async function productPageOf(db: DbOrTx, slug: string): Promise<{ image: string | null } | null> {
  const id = await findActiveProductId(db, slug);
  if (id === null) return null;
  const [product] = await loadProducts(db, [id], retailView());
  if (!product) return null;
  const gallery = product.images ? product.images.split(',') : [];
  return { image: defaultVariant(product.product_attributes)?.thumbnail || gallery[0] || product.thumbnail || null };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let shell: { file: string; mtimeMs: number; text: string } | null = null;

/** The shell's text with a preload of `href` at the end of its head; the file is re-read when it changes. */
export async function shellWithPreload(file: string, href: string): Promise<string> {
  const { mtimeMs } = await stat(file);
  if (!shell || shell.file !== file || shell.mtimeMs !== mtimeMs) shell = { file, mtimeMs, text: await readFile(file, 'utf8') };
  const hint = `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`;
  const at = shell.text.indexOf('</head>');
  return at < 0 ? shell.text : `${shell.text.slice(0, at)}${hint}${shell.text.slice(at)}`;
}
