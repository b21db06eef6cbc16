import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { refreshAllSearchDocuments, refreshSearchDocuments } from '../../../src/server/db/search-document';
import { Stemmer, searchInMemory } from '../../../src/server/services/search/memory-search';
import { searchProductPage } from '../../../src/server/services/search/product-search';
import { SEARCH_CHANNEL, SearchFeed } from '../../../src/server/services/search/search-feed';
import { PREFIX_WORDS, parseTerm } from '../../../src/server/services/search/search-terms';
import { parseTsvector } from '../../../src/server/services/search/tsvector-text';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';

// The feed keeps an instance's index in step with the catalogue whoever writes it: here the
// writes are plain SQL on the database (as another instance or an operator would make them),
// and the index must hold each once the feed has settled.

describe.each(DB_KINDS)('the search index feed on %s', (kind) => {
  let database: Database;
  let feed: SearchFeed;
  let stop: () => Promise<void>;

  const db = () => database.db;
  const settle = () => feed.settle((probe) => db().execute(sql`select pg_notify(${SEARCH_CHANNEL}, ${probe})`));

  async function addProduct(slug: string, name: string, sku: string, active = true): Promise<number> {
    const [row] = (await db().execute<{ id: number }>(sql`insert into products (slug, name, active) values (${slug}, ${name}, ${active}) returning id`)).rows;
    const id = Number(row.id);
    await db().execute(sql`insert into variants (product_id, sku, price_fils) values (${id}, ${sku}, 1000)`);
    await refreshSearchDocuments(db(), [id]);
    return id;
  }

  const search = async (term: string, stemmer = feed.stemmer): Promise<number[] | null> => {
    const index = feed.current();
    if (!index) return null;
    return (await searchInMemory(db(), index, stemmer, { parsed: parseTerm(term), raw: term, offset: 0, limit: 24 })).ids;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await stop?.();
    await database.close();
  });

  it('offers no index before it hears, then loads every active product', async () => {
    await addProduct('wombat-chew', 'Wombat Chew Stick', 'WCS-1');
    await addProduct('wombat-old', 'Wombat Retired Stick', 'WRS-1', false);
    feed = new SearchFeed(db());
    expect(feed.current()).toBeNull();
    ({ stop } = await database.listen(SEARCH_CHANNEL, feed));
    await feed.loaded();
    expect(feed.current()?.size).toBe(1);
    expect(await search('wombat')).toHaveLength(1);
    // The typo fallback's vocabulary comes with it, the retired product's words too (the table keeps them).
    expect(feed.current()!.vocabulary.checkWords(['wombta', 'retird'])).toEqual([
      { word: 'wombta', known: false, best: 'wombat' },
      { word: 'retird', known: false, best: 'retired' },
    ]);
  });

  it('holds a product written elsewhere once settled: added, renamed, its SKU, switched off, deleted', async () => {
    const id = await addProduct('numbat-bed', 'Numbat Snooze Bed', 'NSB-7');
    await settle();
    expect(await search('numbat snoo')).toEqual([id]);
    await db().execute(sql`update products set name = 'Numbat Dream Bed' where id = ${id}`);
    await refreshSearchDocuments(db(), [id]);
    await settle();
    expect(await search('snooze')).toEqual([]);
    expect(await search('numbat dream')).toEqual([id]);
    // An exact SKU ranks its product first: the index learns the new one.
    const other = await addProduct('numbat-mat', 'Numbat Bed Mat', 'NBM-1');
    await db().execute(sql`update variants set sku = 'NSB-9' where product_id = ${id}`);
    await refreshSearchDocuments(db(), [id]);
    await settle();
    expect(await search('NSB-9')).toEqual([id]);
    expect((await search('numbat bed'))!.sort()).toEqual([id, other].sort());
    await db().execute(sql`update products set active = false where id = ${other}`);
    await settle();
    expect(await search('numbat bed')).toEqual([id]);
    await db().execute(sql`delete from variants where product_id = ${id}`);
    await db().execute(sql`delete from products where id = ${id}`);
    await settle();
    expect(await search('numbat')).toEqual([]);
    expect(feed.current()?.has(id)).toBe(false);
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
    const inSql = async () => {
      const [{ query }] = (await db().execute<{ query: string }>(sql`select search_prefix_query('zorb')::text as query`)).rows;
      return query.split(' | ').map((lexeme) => lexeme.replace(/'/g, '')).sort();
    };
    const inMemory = () => feed.current()!.wordsStartingWith(['zorb'], PREFIX_WORDS).sort();
    const request = { parsed: parseTerm('zorb'), raw: 'zorb' };
    const foundInMemory = async () => searchInMemory(db(), feed.current()!, feed.stemmer, { ...request, offset: 0, limit: 100 });
    const foundInSql = () => searchProductPage(db(), { ...request, where: sql`products.active`, page: 1, pageSize: 100 });
    expect(await inSql()).toHaveLength(PREFIX_WORDS);
    expect(await inSql()).not.toContain('zorbcc');
    expect(inMemory()).toEqual(await inSql());
    const fromSql = await foundInSql();
    expect(fromSql.ids).not.toContain(last);
    expect(fromSql.count).toBeGreaterThan(40);
    expect(await foundInMemory()).toEqual(fromSql);
    // Loaded afresh, the index counts what the database counts, deleted products' words too.
    feed.live(false);
    feed.live(true);
    await feed.loaded();
    expect(inMemory()).toEqual(await inSql());
    expect(await foundInMemory()).toEqual(fromSql);
  });

  it('holds the counts heard while it loads, and hears a full recount once it is whole', async () => {
    const inSql = async (start: string) => {
      const [{ query }] = (await db().execute<{ query: string }>(sql`select search_prefix_query(${start})::text as query`)).rows;
      return query.includes(':*') ? [] : query.split(' | ').map((lexeme) => lexeme.replace(/'/g, '')).sort();
    };
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
          await db().execute(sql`select pg_notify(${SEARCH_CHANNEL}, 'heard-before-loaded')`);
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
      expect(feed.current()!.wordsStartingWith(['zorb'], PREFIX_WORDS).sort()).toEqual(await inSql('zorb'));
    } finally {
      await counting.stop();
    }
  });

  it('learns the vocabulary of a product written elsewhere: a misspelt word or name finds it', async () => {
    const id = await addProduct('bandicoot-wand', 'Bandicoot Feather Wand', 'BFW-1');
    await settle();
    const { vocabulary } = feed.current()!;
    expect(vocabulary.checkWords(['bandicot', 'feat'])).toEqual([
      { word: 'bandicot', known: false, best: 'bandicoot' },
      { word: 'feat', known: true, best: null },
    ]);
    expect(vocabulary.closestName('bandicot feathr wnd')).toBe('bandicoot feather wand');
    expect(await search('bandicot feather')).toEqual([id]);
  });

  it('learns exactly the rows the vocabulary table gains, also with no product changing', async () => {
    // A category's words join the table with the next product saved, even when nothing the
    // index holds of that product changed (no product notification).
    await db().execute(sql`insert into search_vocabulary (kind, term) values ('word', 'aquamarine'), ('name', 'aquamarine glass bowl')`);
    await settle();
    const { vocabulary } = feed.current()!;
    expect(vocabulary.checkWords(['aquamarin', 'bowl'])[0]).toEqual({ word: 'aquamarin', known: false, best: 'aquamarine' });
    expect(vocabulary.closestName('aquamarine glas bowl')).toBe('aquamarine glass bowl');
    // A product notified without new rows teaches nothing the table lacks.
    const id = await addProduct('tapir-brush', 'Tapir Brush', 'TBR-1');
    await db().execute(sql`insert into categories (name, slug) values ('Zanzibarine Gear', 'zanzibarine-gear')`);
    await db().execute(sql`delete from variants where product_id = ${id}`);
    await db().execute(sql`delete from products where id = ${id}`);
    await settle();
    expect(vocabulary.checkWords(['zanzibarin'])).toEqual([{ word: 'zanzibarin', known: false, best: null }]);
    expect(vocabulary.checkWords(['tapirr'])).toEqual([{ word: 'tapirr', known: false, best: 'tapir' }]);
  });

  it('answers searches running at once as it answers each alone', async () => {
    await addProduct('wombat-bowl', 'Wombat Steel Bowl', 'WSB-1');
    await addProduct('wombat-mat', 'Wombat Chew Mat', 'WCM-1');
    await settle();
    // Words never met before: each search waits for the database to stem them, so their
    // turns with the index interleave.
    const terms = ['wombat', 'wombats chew', 'wombat steel', 'wombatting', 'chewing wombat', 'steel bowls', 'wombat chewed mat'];
    const alone: Array<number[] | null> = [];
    for (const term of terms) alone.push(await search(term));
    const fresh = new Stemmer();
    expect(await Promise.all(terms.map((term) => search(term, fresh)))).toEqual(alone);
    expect(alone.filter((ids) => (ids?.length ?? 0) > 0).length).toBeGreaterThan(3);
  });

  it('offers no index while it cannot hear, and loads afresh when it hears again', async () => {
    feed.live(false);
    expect(feed.current()).toBeNull();
    // Written while not hearing: only a fresh load can know it.
    const id = await addProduct('quoll-ball', 'Quoll Bounce Ball', 'QBB-1');
    feed.live(true);
    await feed.loaded();
    expect(await search('quoll')).toEqual([id]);
  });

  it('keeps no index for a catalogue over its limit: the database answers', async () => {
    const told: number[] = [];
    const capped = new SearchFeed(db(), { maxProducts: 1, onTooLarge: (products) => told.push(products) });
    await addProduct('quoll-rope', 'Quoll Rope', 'QRP-1');
    capped.live(true);
    await capped.loaded();
    expect(capped.current()).toBeNull();
    const [{ count }] = (await db().execute<{ count: number }>(sql`select count(*)::int as count from products where active`)).rows;
    expect(told).toEqual([Number(count)]);
    expect(Number(count)).toBeGreaterThan(1);
  });

  it('loads afresh when the products table is emptied', async () => {
    await db().execute(sql`truncate products cascade`);
    await settle();
    await feed.loaded();
    expect(feed.current()?.size).toBe(0);
    expect(await search('quoll')).toEqual([]);
  });

  it('scores a lexeme as ts_rank does for a one-word query', async () => {
    const { rows } = await db().execute<{ doc: string; rank: number }>(sql`
      select d::text as doc, ts_rank(d, to_tsquery('simple', 'adult')) as rank from (values
        (setweight(to_tsvector('simple', 'adult dog'), 'A')),
        (setweight(to_tsvector('simple', 'adult adult'), 'B') || to_tsvector('simple', 'adult food for the adult dog')),
        (setweight(to_tsvector('simple', 'adult'), 'C'))) as t(d)`);
    for (const row of rows) {
      const adult = parseTsvector(row.doc).find((l) => l.lexeme === 'adult')!;
      expect(adult.score).toBeCloseTo(Number(row.rank), 5);
    }
  });

  it('stems a word as the database does, asking once', async () => {
    const stemmer = new Stemmer();
    expect(Object.fromEntries(await stemmer.stems(db(), ['puppies', 'the', '15kg']))).toEqual({
      puppies: { english: ['puppi'], simple: ['puppies'] }, the: { english: [], simple: ['the'] }, '15kg': { english: ['15kg'], simple: ['15kg'] },
    });
    // Remembered: answered without the database.
    const closed = { execute: () => Promise.reject(new Error('not asked')) } as unknown as Database['db'];
    expect(Object.fromEntries(await stemmer.stems(closed, ['puppies']))).toEqual({ puppies: { english: ['puppi'], simple: ['puppies'] } });
  });
});
