// The storefront search's stored data: products.search_doc (the weighted full-text document,
// computed in SQL by product_search_document(), migration 0007, its texts Arabic-normalised
// since migration 0025) and the search_vocabulary of words and names its typo tolerance looks
// up, and the search_lexemes a typed prefix becomes.
// Every write of a product, its brand, its categories or its SKUs ends by calling
// refreshSearchDocuments for the products it touched; the seeds call refreshAllSearchDocuments
// once their rows are in.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

const CHUNK = 1000;

/** A Postgres int[] literal; ids are numbers, so nothing can be injected through it. */
function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

export async function refreshSearchDocuments(db: DbOrTx, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const slice = intArray(ids.slice(i, i + CHUNK));
    await db.execute(sql`update products set search_doc = product_search_document(id) where id = any(${slice}::int[])`);
    await db.execute(sql`select search_vocabulary_add(${slice}::int[])`);
    await db.execute(sql`select search_lexemes_add(${slice}::int[])`);
  }
}

/** Every product, in id ranges so that no statement holds too much at once. */
export async function refreshAllSearchDocuments(db: DbOrTx, onProgress?: (done: number, total: number) => void): Promise<void> {
  const result = await db.execute<{ low: number | null; high: number | null; total: number }>(
    sql`select min(id) as low, max(id) as high, count(*)::int as total from products`,
  );
  const { low, high, total } = result.rows[0] ?? { low: null, high: null, total: 0 };
  if (low === null || high === null) return;
  // The words are counted afresh, chunk by chunk; the instances' indexes are told once, at the
  // end ('*': each loads the counts whole), not of every count each chunk changes (migration 0028).
  await db.execute(sql`delete from search_lexemes`);
  // Small enough that each statement stays far below the API pool's statement_timeout (2 s by
  // default), so a refresh after a large import runs on the same pool as everything else.
  const step = 500;
  for (let from = Number(low); from <= Number(high); from += step) {
    const to = from + step - 1;
    await db.execute(sql`update products set search_doc = product_search_document(id) where id between ${from} and ${to}`);
    await db.execute(sql`select search_vocabulary_add(array(select id from products where id between ${from} and ${to}))`);
    await db.execute(sql`
      select search_lexemes_add(array(select id from products where id between ${from} and ${to}), true)
      from (select set_config('petora.lexemes_recount', 'on', true)) as quiet`);
    onProgress?.(Math.min(Number(total), to - Number(low) + 1), Number(total));
  }
  await db.execute(sql`select set_config('petora.lexemes_recount', '', true), pg_notify('catalog_search', '*')`);
}
