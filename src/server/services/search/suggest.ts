// What the search overlay suggests while the buyer types: the best few products (ranked like
// the search page, with the viewer's prices), the categories whose path from the animal down
// has every word ("cat litt" -> Cat › Litter & Accessories), and the brands named by the
// first word. Categories and brands are a few dozen rows: matched in memory when the instance
// keeps a search index (suggest-links.ts), in SQL on the fly when not; their names are read
// Arabic-normalised (search_normalize, as the search documents).
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { SUGGEST } from '../../../shared/constants';
import type { SearchSuggestions, SuggestedLink, SuggestedProduct } from '../../../shared/api-types';
import { defaultVariant } from '../../../shared/variants';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { type ProductCard, loadProductCards } from '../catalog-products';
import type { PriceView } from '../pricing';
import { type SearchSource, searchInMemory } from './memory-search';
import { searchTopIds } from './product-search';
import { parseTerm, tsQueryOf } from './search-terms';
import { type LinkSource, categoryPaths, linksInMemory } from './suggest-links';

async function matchingCategories(db: DbOrTx, query: SQL): Promise<SuggestedLink[]> {
  const result = await db.execute<{ id: number; path: string }>(sql`${categoryPaths}
    select id, path from paths
    where to_tsvector('english', search_normalize(path)) || to_tsvector('simple', search_normalize(path)) @@ (${query})
    order by depth, sort, id limit ${SUGGEST.categories}`);
  return result.rows.map((row) => ({ id: Number(row.id), name: row.path, link: `/shop/${Number(row.id)}` }));
}

async function matchingBrands(db: DbOrTx, query: SQL): Promise<SuggestedLink[]> {
  const result = await db.execute<{ id: number; name: string }>(sql`
    select id, name from brands where to_tsvector('simple', search_normalize(name)) @@ (${query})
    order by sort, name, id limit ${SUGGEST.brands}`);
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, link: `/brand/${Number(row.id)}` }));
}

async function suggestedIds(db: DbOrTx, term: string, search: SearchSource | null): Promise<number[]> {
  const parsed = parseTerm(term);
  const index = search?.current();
  if (index && search) return (await searchInMemory(db, index, search.stemmer, { parsed, raw: term, offset: 0, limit: SUGGEST.products })).ids;
  return searchTopIds(db, { where: and(eq(products.active, true)) as SQL, parsed, raw: term }, SUGGEST.products);
}

async function suggestedProducts(db: DbOrTx, term: string, view: PriceView, sources: SuggestSources): Promise<SuggestedProduct[]> {
  const ids = await suggestedIds(db, term, sources.search ?? null);
  // Cards, not whole products: the overlay shows a name, a picture and a price.
  const cards = sources.cards ? await sources.cards(ids, view) : await loadProductCards(db, ids, view);
  return cards.map((card) => {
    const variant = defaultVariant(card.variants) ?? card.variants[0];
    return {
      id: card.id, slug: card.slug, name: card.name, thumbnail: card.thumbnail,
      price: variant?.price ?? 0, sale_price: variant?.sale_price ?? null,
      b2b_price: variant?.b2b_price ?? null, b2b_sale_price: variant?.b2b_sale_price ?? null,
    };
  });
}

export interface SuggestSources {
  /** The in-memory search index, when this instance keeps one. */
  search?: SearchSource | null;
  /** The categories and brands kept for matching in memory (used with the index). */
  links?: LinkSource;
  /** The cards of active products `ids` in that order (the instance's kept products first); absent: read. */
  cards?: (ids: readonly number[], view: PriceView) => Promise<ProductCard[]>;
}

async function suggestedLinks(db: DbOrTx, words: readonly string[], all: SQL, first: SQL, sources: SuggestSources): Promise<Pick<SearchSuggestions, 'categories' | 'brands'>> {
  const index = sources.search?.current();
  if (index && sources.search && sources.links) return linksInMemory(db, await sources.links.get(db), index, sources.search.stemmer, words);
  const [categories, brands] = await Promise.all([matchingCategories(db, all), matchingBrands(db, first)]);
  return { categories, brands };
}

export async function suggest(db: DbOrTx, rawTerm: string, view: PriceView, sources: SuggestSources = {}): Promise<SearchSuggestions> {
  const term = rawTerm.replace(/\s+/g, ' ').trim();
  const { words } = parseTerm(term);
  const all = tsQueryOf(words);
  // A brand is named by the first word (while it is the only one, it may be a prefix).
  const first = tsQueryOf(words.slice(0, 1), words.length === 1);
  if (!all || !first) return { term, products: [], categories: [], brands: [] };
  const [productList, links] = await Promise.all([suggestedProducts(db, term, view, sources), suggestedLinks(db, words, all, first, sources)]);
  return { term, products: productList, ...links };
}
