// The storefront's product search: full text on products.search_doc (GIN index), ranked by
// relevance, then newest first, so equal matches keep a stable order from page to page.
// An exact SKU comes first (Arabic-Indic digits typed read as digits), then a product whose
// whole name is the term (compared with Arabic normalised, arabic-text.ts, when the term holds
// Arabic), then the rank. When the full text finds fewer than FEW products, the typo
// fallback's alternative queries join in, ranked after every product the buyer's own words
// found.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { normalizeArabic } from './arabic-text';
import { FEW, type ParsedTerm, type SearchPage, tsQueryOf } from './search-terms';
import { correctedQuery } from './typo-fallback';

export interface SearchPageRequest {
  /** Which products may appear at all (active, and the listing's filter). */
  where: SQL;
  parsed: ParsedTerm;
  /** The term as typed (trimmed), for the exact SKU match. */
  raw: string;
  page: number;
  pageSize: number;
}

export interface Ranking {
  match: SQL;
  /** Set when the fallback widened the match: the buyer's own words still rank first. */
  primary: SQL | null;
}

/**
 * Exported so tests can EXPLAIN the exact statement the search runs. The query is worked out
 * once (a typed prefix looks up its words), the matches' sort keys are computed below the
 * count so the count keeps narrow rows, and only then are they ordered.
 */
export function rankedStatement(request: SearchPageRequest, ranking: Ranking, withTotal: boolean): SQL {
  const { parsed } = request;
  // Arabic-Indic digits typed in a SKU are its digits ("RC-١٠٤٢").
  const raw = normalizeArabic(request.raw);
  const name = parsed.arabic ? sql`search_normalize(lower(products.name))` : sql`lower(products.name)`;
  const total = withTotal ? sql`count(*) over () as total,` : sql``;
  return sql`
    with q as materialized (select (${ranking.match})::tsquery as match, ${ranking.primary ? sql`(${ranking.primary})::tsquery` : sql`null::tsquery`} as own)
    select id${withTotal ? sql`, total` : sql``} from (
      select ${total} m.* from (
        select products.id,
          products.id in (select v.product_id from variants v where lower(v.sku) = lower(${raw})) as sku,
          coalesce(products.search_doc @@ (select own from q), false) as own,
          ${name} = ${parsed.normalized} as named,
          ts_rank(products.search_doc, (select match from q)) as rank,
          products.created_at
        from products
        where ${request.where} and products.search_doc @@ (select match from q)
        offset 0
      ) m
    ) ranked
    order by sku desc, own desc, named desc, rank desc, created_at desc nulls last, id desc
    limit ${request.pageSize} offset ${(request.page - 1) * request.pageSize}`;
}

async function runRanked(db: DbOrTx, request: SearchPageRequest, ranking: Ranking): Promise<SearchPage> {
  const result = await db.execute<{ id: number; total: number }>(rankedStatement(request, ranking, true));
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length > 0) return { count: Number(result.rows[0].total), ids };
  // Past the last page the window has no row to carry the total.
  const counted = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from products where ${request.where} and products.search_doc @@ (select ${ranking.match})`);
  return { count: Number(counted.rows[0]?.count ?? 0), ids };
}

/** The ranked page of a search (the term must have at least one word). */
export async function searchProductPage(db: DbOrTx, request: SearchPageRequest): Promise<SearchPage> {
  const query = tsQueryOf(request.parsed.words);
  if (!query) return { count: 0, ids: [] };
  const found = await runRanked(db, request, { match: query, primary: null });
  if (found.count >= FEW) return found;
  const alternative = await correctedQuery(db, request.parsed);
  if (!alternative) return found;
  return runRanked(db, request, { match: sql`(${query}) || (${alternative})`, primary: query });
}

/** The ids of the best `limit` matches, without a count (the suggestions ask this). */
export async function searchTopIds(db: DbOrTx, request: Omit<SearchPageRequest, 'page' | 'pageSize'>, limit: number): Promise<number[]> {
  const query = tsQueryOf(request.parsed.words);
  if (!query) return [];
  const page = { ...request, page: 1, pageSize: limit };
  const first = await db.execute<{ id: number }>(rankedStatement(page, { match: query, primary: null }, false));
  if (first.rows.length >= Math.min(FEW, limit)) return first.rows.map((row) => Number(row.id));
  const alternative = await correctedQuery(db, request.parsed);
  if (!alternative) return first.rows.map((row) => Number(row.id));
  const widened = await db.execute<{ id: number }>(rankedStatement(page, { match: sql`(${query}) || (${alternative})`, primary: query }, false));
  return widened.rows.map((row) => Number(row.id));
}
