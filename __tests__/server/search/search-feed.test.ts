import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { refreshSearchDocuments } from '../../../src/server/db/search-document';
import { Stemmer, searchInMemory } from '../../../src/server/services/search/memory-search';
import { SEARCH_CHANNEL, SearchFeed } from '../../../src/server/services/search/search-feed';
import { parseTerm } from '../../../src/server/services/search/search-terms';
import { parseTsvector } from '../../../src/server/services/search/tsvector-text';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';
import { addPlainProduct, settleFeed } from './feed-fixtures';

// The feed keeps an instance's index in step with the catalogue whoever writes it: here the
// writes are plain SQL on the database (as another instance or an operator would make them),
// and the index must hold each once the feed has settled.

describe.each(DB_KINDS)('the search index feed on %s', (kind) => {
  let database: Database;
  let feed: SearchFeed;
  let stop: () => Promise<void>;

  const db = () => database.db;
  const settle = () => settleFeed(db(), feed);
  const addProduct = (slug: string, name: string, sku: string, active = true) => addPlainProduct(db(), { slug, name, sku, active });

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
