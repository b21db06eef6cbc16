import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { refreshAllSearchDocuments, refreshSearchDocuments } from '../../../src/server/db/search-document';
import { searchInMemory } from '../../../src/server/services/search/memory-search';
import { searchProductPage } from '../../../src/server/services/search/product-search';
import { SEARCH_CHANNEL, SearchFeed } from '../../../src/server/services/search/search-feed';
import { PREFIX_WORDS, parseTerm } from '../../../src/server/services/search/search-terms';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';
import { addPlainProduct, settleFeed } from './feed-fixtures';

// A word still being typed opens the catalogue's 50 most common words that start with it
// (search_prefix_query). The in-memory index must open the same ones as SQL: it holds the
// database's counts (search_lexemes, migration 0028), which keep the words of deleted products
// and count a product saved again once.

describe.each(DB_KINDS)('the words a typed start opens, in memory and in SQL, on %s', (kind) => {
  let database: Database;
  let feed: SearchFeed;
  let stop: () => Promise<void>;

  const db = () => database.db;
  const settle = () => settleFeed(db(), feed);
  const addProduct = (slug: string, name: string, sku: string) => addPlainProduct(db(), { slug, name, sku });
  /** The words search_prefix_query opens for `start`, sorted ([] when it stays a prefix). */
  const inSql = async (start: string) => {
    const [{ query }] = (await db().execute<{ query: string }>(sql`select search_prefix_query(${start})::text as query`)).rows;
    return query.includes(':*') ? [] : query.split(' | ').map((lexeme) => lexeme.replace(/'/g, '')).sort();
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    feed = new SearchFeed(db());
    ({ stop } = await database.listen(SEARCH_CHANNEL, feed));
    await feed.loaded();
  });

  afterAll(async () => {
    await stop();
    await database.close();
  });

  it('opens a typed start into the words the database opens, however often a product was saved or whichever were deleted', async () => {
    // 55 words of one start, one product each: a start opens the 50 most common, the first by
    // name among equals (search_prefix_query), so "zorbcc", the last, is left out.
    const suffixes = Array.from({ length: 55 }, (_, i) => `${'abc'[Math.floor(i / 26)]}${String.fromCharCode(97 + (i % 26))}`);
    const ids: number[] = [];
    for (const suffix of suffixes) ids.push(await addProduct(`zorb${suffix}`, `Zorb${suffix} Ball`, `ZRB-${suffix}`));
    const last = ids[ids.length - 1];
    // Saved again and again: the database counts its words once, not once a save.
    for (const colour of ['Red', 'Blue', 'Green']) {
      await db().execute(sql`update products set name = ${`Zorbcc Ball ${colour}`} where id = ${last}`);
      await refreshSearchDocuments(db(), [last]);
    }
    // Deleted: the database keeps their words (and their counts).
    for (const id of ids.slice(0, 5)) {
      await db().execute(sql`delete from variants where product_id = ${id}`);
      await db().execute(sql`delete from products where id = ${id}`);
    }
    await settle();
    const inMemory = () => feed.current()!.wordsStartingWith(['zorb'], PREFIX_WORDS).sort();
    const request = { parsed: parseTerm('zorb'), raw: 'zorb' };
    const foundInMemory = async () => searchInMemory(db(), feed.current()!, feed.stemmer, { ...request, offset: 0, limit: 100 });
    const foundInSql = () => searchProductPage(db(), { ...request, where: sql`products.active`, page: 1, pageSize: 100 });
    expect(await inSql('zorb')).toHaveLength(PREFIX_WORDS);
    expect(await inSql('zorb')).not.toContain('zorbcc');
    expect(inMemory()).toEqual(await inSql('zorb'));
    const fromSql = await foundInSql();
    expect(fromSql.ids).not.toContain(last);
    expect(fromSql.count).toBeGreaterThan(40);
    expect(await foundInMemory()).toEqual(fromSql);
    // Loaded afresh, the index counts what the database counts, deleted products' words too.
    feed.live(false);
    feed.live(true);
    await feed.loaded();
    expect(inMemory()).toEqual(await inSql('zorb'));
    expect(await foundInMemory()).toEqual(fromSql);
  });

  it('holds the counts heard while it loads, and hears a full recount once it is whole', async () => {
    // A load whose read of the counts answers what it read before a product was written: the
    // product's new word reaches the fresh index by its notification alone.
    let written = false;
    const slow = {
      execute: async (query: Parameters<Database['db']['execute']>[0]) => {
        const result = await db().execute(query);
        const text = (db() as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string } } }).dialect.sqlToQuery(query).sql;
        if (!written && text.includes('from search_lexemes')) {
          written = true;
          await addProduct('quokka-dish', 'Quokkabowl Dish', 'QKD-1');
          // Its notifications arrive while the load is still under way.
          await new Promise((resolve) => { setTimeout(resolve, 100); });
        }
        return result;
      },
    } as unknown as Database['db'];
    const loading = new SearchFeed(slow);
    const listening = await database.listen(SEARCH_CHANNEL, loading);
    try {
      await loading.loaded();
      expect(written).toBe(true);
      expect(loading.current()!.wordsStartingWith(['quokkab'], PREFIX_WORDS)).toEqual(await inSql('quokkab'));
      expect(await inSql('quokkab')).toEqual(['quokkabowl']);
    } finally {
      await listening.stop();
    }

    // A full recount tells the instances once, when it is whole (not every count of every chunk).
    const heard: string[] = [];
    const counting = await database.listen(SEARCH_CHANNEL, { notified: (payload: string) => heard.push(payload), live: () => undefined });
    try {
      await refreshAllSearchDocuments(db());
      await settle();
      await feed.loaded();
      const told = heard.filter((payload) => !payload.startsWith('probe:'));
      expect(told.filter((payload) => payload.startsWith('count:'))).toEqual([]);
      expect(told[told.length - 1]).toBe('*');
      expect(feed.current()!.wordsStartingWith(['quokkab'], PREFIX_WORDS)).toEqual(await inSql('quokkab'));
      expect(await inSql('quokkab')).toEqual(['quokkabowl']);
    } finally {
      await counting.stop();
    }
  });
});
