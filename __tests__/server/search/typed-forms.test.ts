// How a buyer writes what they look for does not change what is found, on both databases, from
// the full text and from the instance's index alike: an exact SKU brings its product first
// whatever the case of its letters, typed or saved ("Rc-1042-01" as "RC-1042-01"), and a word
// whose letters carry marks (Arabic vowel signs, the vowel signs of Indian scripts) is one word.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { refreshSearchDocuments } from '../../../src/server/db/search-document';
import { listProductPage } from '../../../src/server/services/catalog-query';
import { SearchFeed } from '../../../src/server/services/search/search-feed';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';

const WAYS = DB_KINDS.flatMap((kind) => (['database', 'memory'] as const).map((source) => [kind, source] as const));

describe.each(WAYS)('typed forms on %s, answered by the %s', (kind, source) => {
  let database: Database;
  let feed: SearchFeed | null = null;
  let owner: number;
  let lookalike: number;
  let marked: number;

  async function addProduct(slug: string, name: string, sku: string): Promise<number> {
    const [row] = (await database.db.execute<{ id: number }>(sql`insert into products (slug, name) values (${slug}, ${name}) returning id`)).rows;
    const id = Number(row.id);
    await database.db.execute(sql`insert into variants (product_id, sku, price_fils) values (${id}, ${sku}, 1000)`);
    await refreshSearchDocuments(database.db, [id]);
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    owner = await addProduct('rope-toy', 'Rope Tug Toy', 'Rc-1042-01');
    // Newer, and its name says the same words: without the SKU rule it would come first.
    lookalike = await addProduct('refill', 'RC 1042 01 Refill Pack', 'RFP-77');
    marked = await addProduct('marked', 'طَعام القِطَط Café कुत्ता खाना', 'MRK-1');
    if (source === 'memory') {
      feed = new SearchFeed(database.db);
      feed.live(true);
      await feed.loaded();
    }
  });

  afterAll(async () => {
    await database.close();
  });

  const first = async (term: string) =>
    (await listProductPage(database.db, { filter: { kind: 'all' }, term, page: 1, pageSize: 24, search: feed })).ids[0];

  it.each(['Rc-1042-01', 'RC-1042-01', 'rc-1042-01'])('puts the product of %s first', async (term) => {
    expect(await first(term)).toBe(owner);
  });

  it('ranks the look-alike first when the SKU is not typed whole', async () => {
    expect(await first('rc 1042 01 refill')).toBe(lookalike);
  });

  it.each(['कुत्ता', 'खाना', 'طَعام', 'القِطَط', 'café', 'cafe\u0301'])('finds a name by its word %s', async (term) => {
    expect(await first(term)).toBe(marked);
  });
});
