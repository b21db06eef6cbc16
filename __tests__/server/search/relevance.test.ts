import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { products } from '../../../src/server/db/schema';
import { listProductPage } from '../../../src/server/services/catalog-query';
import { SearchFeed } from '../../../src/server/services/search/search-feed';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';
import { RELEVANCE_CASES, type RelevanceCase } from './relevance-cases';
import { loadSearchCatalogue } from './search-catalogue';

// One suite, both databases, both ways of answering: the same queries must find the same
// products on PGlite and on PostgreSQL, asked of the database's full text or of the instance's
// in-memory index. The rates are the ones the README reports.

interface Outcome {
  c: RelevanceCase;
  names: string[];
  hit: boolean;
}

function judge(c: RelevanceCase, names: string[]): boolean {
  if (c.first) return names[0] === c.first;
  return names.slice(0, 3).some((name) => c.top3!.test(name));
}

const WAYS = DB_KINDS.flatMap((kind) => (['database', 'memory'] as const).map((source) => [kind, source] as const));

describe.each(WAYS)('search relevance on %s, answered by the %s', (kind, source) => {
  let database: Database;
  let feed: SearchFeed | null = null;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await loadSearchCatalogue(database.db);
    if (source === 'memory') {
      feed = new SearchFeed(database.db);
      feed.live(true);
      await feed.loaded();
    }
    for (const c of RELEVANCE_CASES) {
      const page = await listProductPage(database.db, { filter: { kind: 'all' }, term: c.query, page: 1, pageSize: 24, search: feed });
      const rows = page.ids.length ? await database.db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, page.ids.slice(0, 3))) : [];
      const names = page.ids.slice(0, 3).map((id) => rows.find((r) => r.id === id)!.name);
      outcomes.push({ c, names, hit: judge(c, names) });
    }
  }, 180_000);

  afterAll(async () => {
    await database.close();
  });

  const misses = (list: Outcome[]) => list.filter((o) => !o.hit).map((o) => `${o.c.kind} "${o.c.query}" -> ${JSON.stringify(o.names)}`);

  it('is answered where it says', async () => {
    const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(products).where(eq(products.active, true));
    expect(feed?.current()?.size ?? null).toBe(source === 'memory' ? count : null);
  });

  it('asks at least 40 queries of every kind', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(40);
    expect(new Set(outcomes.map((o) => o.c.kind)).size).toBe(7);
  });

  it('puts the product first for every exact name and every SKU', () => {
    const strict = outcomes.filter((o) => o.c.first !== undefined);
    expect(strict.length).toBeGreaterThanOrEqual(13);
    expect(misses(strict)).toEqual([]);
  });

  it('has a right answer in the top 3 for at least 90 % of all queries', () => {
    const rate = outcomes.filter((o) => o.hit).length / outcomes.length;
    // The misses are in the message, for whoever tunes the ranking next.
    expect({ rate: rate >= 0.9, misses: misses(outcomes) }).toMatchObject({ rate: true });
  });
});
