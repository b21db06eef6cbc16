// Writes made as another instance or an operator would make them (plain SQL), and waiting for a
// search feed to hold everything written before.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { refreshSearchDocuments } from '../../../src/server/db/search-document';
import { SEARCH_CHANNEL, type SearchFeed } from '../../../src/server/services/search/search-feed';

type Db = Database['db'];

/** A product with one article, its search document written as every catalogue write does. */
export async function addPlainProduct(db: Db, product: { slug: string; name: string; sku: string; active?: boolean }): Promise<number> {
  const { slug, name, sku, active = true } = product;
  const [row] = (await db.execute<{ id: number }>(sql`insert into products (slug, name, active) values (${slug}, ${name}, ${active}) returning id`)).rows;
  const id = Number(row.id);
  await db.execute(sql`insert into variants (product_id, sku, price_fils) values (${id}, ${sku}, 1000)`);
  await refreshSearchDocuments(db, [id]);
  return id;
}

/** Resolves once the feed holds every change committed before the call. */
export const settleFeed = (db: Db, feed: SearchFeed) => feed.settle((probe) => db.execute(sql`select pg_notify(${SEARCH_CHANNEL}, ${probe})`));
