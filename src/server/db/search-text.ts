import { type SQL, sql } from 'drizzle-orm';
import { products } from './schema';

export interface SearchTextSource {
  name: string;
  brandName?: string | null;
  skus?: readonly string[];
  /** HTML; only its text counts. */
  excerpt?: string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

/**
 * The value of products.search_text: everything a shopper may type, lower-cased and with
 * whitespace collapsed, so one trigram index answers name, brand, SKU and excerpt matches.
 * Whoever writes a product, its brand link or its variants' SKUs recomputes it.
 */
export function buildSearchText(source: SearchTextSource): string {
  const parts = [source.name, source.brandName ?? '', ...(source.skus ?? []), htmlToText(source.excerpt ?? '')];
  return parts.join(' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Escapes LIKE wildcards so a term such as "50%" matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The term filter of the product list: a case-insensitive infix match that the trigram GIN
 * index on search_text serves (terms of three characters or more use it best).
 */
export function productTermCondition(term: string): SQL {
  const needle = `%${escapeLike(term.replace(/\s+/g, ' ').trim().toLowerCase())}%`;
  return sql`${products.searchText} like ${needle}`;
}
