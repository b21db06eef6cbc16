// Arabic in the storefront search, on both databases, answered both ways: the database's
// search_normalize() reads every text as the server's normalizeArabic() reads a typed term,
// and the database's full text and the instance's in-memory index find the same products, in
// the same order, for Arabic digits, vowel marks, hamza forms, the article, typed starts and a
// misspelt Arabic word; the suggestions' categories and brands and the typo fallback's
// vocabulary agree too.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { listProductPage } from '../../../src/server/services/catalog-query';
import { retailView } from '../../../src/server/services/pricing';
import { normalizeArabic } from '../../../src/server/services/search/arabic-text';
import { SearchFeed } from '../../../src/server/services/search/search-feed';
import { parseTerm } from '../../../src/server/services/search/search-terms';
import { suggest } from '../../../src/server/services/search/suggest';
import { LinkSource } from '../../../src/server/services/search/suggest-links';
import { type WordCheck, databaseVocabulary } from '../../../src/server/services/search/typo-fallback';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';
import { loadArabicCatalogue } from './arabic-catalogue';

/** Every character of the Arabic block alone and between letters, hamza and madda typed apart, and buyers' spellings. */
const TEXTS = [
  ...Array.from({ length: 0x100 }, (_, i) => String.fromCharCode(0x600 + i)),
  Array.from({ length: 0x100 }, (_, i) => `ب${String.fromCharCode(0x600 + i)}ت`).join(' '),
  'ا\u0654 ا\u0655 ا\u0653 و\u0654 ي\u0654 ە\u0654 ہ\u0654 ے\u0654 ا\u064e\u0654',
  'طَعام القِطَط', 'RC-١٠٤٢', '۲ کغ', 'الألعاب للقطط', 'للحم الم ال', 'بالغ والد كالسيوم', 'abcالقطط 2القطط',
  'Royal Canin\u200fطعام\u200c', 'Nordhaven Adult', 'Pâté कुत्ता', 'قطط،كلاب؛ ١٫٥ ٪',
  // Every presentation form, alone and between letters, and shaped words beside full-width Latin (read in NFKC too).
  ...Array.from({ length: 0xfeff - 0xfe70 + 1 }, (_, i) => String.fromCharCode(0xfe70 + i)),
  Array.from({ length: 0xfdff - 0xfb50 + 1 }, (_, i) => `ب${String.fromCharCode(0xfb50 + i)}ت`).join(' '),
  '\uFEC3\uFECC\uFE8E\uFEE1 \uFE8D\uFEDF\uFED8\uFEC4\uFEC2 \uFF32\uFF23-\uFF11\uFF10', '\uFEFFطعام', '\uFDF2 \uFEFB',
];

type Expectation = { first?: string; holds?: string[]; sameAs?: string };

const QUERIES: Array<[string, Expectation]> = [
  ['RC-١٠٤٢-٠١', { first: 'dry' }],
  ['rc-١٠٤٢', { first: 'dry' }],
  ['٢ كغ', { first: 'dry' }],
  ['۲ کغ', { sameAs: '٢ كغ' }],
  ['nordhaven ٢ kg', { first: 'nordhaven' }],
  ['طعام القطط', { first: 'dry' }],
  ['طَعامُ القِطَطِ', { sameAs: 'طعام القطط' }],
  ['طعـــام', { first: 'dry' }],
  // As copied out of a PDF: shaped letters.
  ['\uFEC3\uFECC\uFE8E\uFEE1 \uFE8D\uFEDF\uFED8\uFEC4\uFEC2', { sameAs: 'طعام القطط' }],
  ['اغذية', { first: 'wet', holds: ['dry'] }],
  ['أغذيه', { sameAs: 'اغذية' }],
  ['قطط', { holds: ['dry', 'wet', 'litter', 'collar', 'feather', 'bed', 'comfy-bed'] }],
  ['القطط', { sameAs: 'قطط' }],
  ['للقطط', { sameAs: 'قطط' }],
  ['الكلاب', { holds: ['ball', 'supplement', 'treats', 'squeaky'] }],
  ['كلاب', { sameAs: 'الكلاب' }],
  ['مائي', { first: 'aquarium' }],
  ['مايي', { sameAs: 'مائي' }],
  ['ماىى', { sameAs: 'مائي' }],
  ['لولوي', { first: 'collar' }],
  ['حلوي', { first: 'treats' }],
  ['لعبه', { first: 'feather' }],
  ['الألعاب', { holds: ['ball', 'squeaky'] }],
  ['العاب', { sameAs: 'الألعاب' }],
  ['ألعاب', { sameAs: 'الألعاب' }],
  ['سرير قطط', { first: 'bed', holds: ['comfy-bed'] }],
  ['السرير المريح', { first: 'comfy-bed' }],
  ['القط', { holds: ['dry', 'wet', 'bed'] }],
  ['طعا', { first: 'dry' }],
  ['نجوم', { holds: ['dry', 'wet'] }],
  ['كرة مطاطبة', { first: 'ball' }],
];

describe.each(DB_KINDS)('Arabic in the search on %s', (kind) => {
  let database: Database;
  let feed: SearchFeed;
  let ids: Map<string, number>;
  const keyOf = (id: number) => [...ids].find(([, value]) => value === id)?.[0] ?? `#${id}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ids = await loadArabicCatalogue(database.db);
    feed = new SearchFeed(database.db);
    feed.live(true);
    await feed.loaded();
    expect(feed.current()?.size).toBe(ids.size);
  });

  afterAll(async () => {
    await database.close();
  });

  const search = async (term: string, source: SearchFeed | null) => {
    const page = await listProductPage(database.db, { filter: { kind: 'all' }, term, page: 1, pageSize: 24, search: source });
    return { count: page.count, keys: page.ids.map(keyOf) };
  };

  it('normalises every text in SQL as the server does', async () => {
    for (const text of TEXTS) {
      const { rows } = await database.db.execute<{ normalized: string }>(sql`select search_normalize(${text}) as normalized`);
      expect({ text, normalized: rows[0].normalized }).toEqual({ text, normalized: normalizeArabic(text) });
    }
  });

  it.each(QUERIES)('finds the same for %s from the database and from the index', async (term, expected) => {
    const inDatabase = await search(term, null);
    const inMemory = await search(term, feed);
    expect({ term, ...inMemory }).toEqual({ term, ...inDatabase });
    const { keys } = inDatabase;
    if (expected.first) expect({ term, first: keys[0] }).toEqual({ term, first: expected.first });
    for (const key of expected.holds ?? []) expect({ term, keys }).toEqual({ term, keys: expect.arrayContaining([key]) });
    if (expected.sameAs) expect({ term, keys }).toEqual({ term, keys: (await search(expected.sameAs, null)).keys });
    expect(keys.length).toBeGreaterThan(0);
  });

  it('keeps the English products\' search as it was', async () => {
    expect((await search('nordhaven adult', feed)).keys).toEqual(['nordhaven']);
    expect((await search('NOR-0001-02', null)).keys[0]).toBe('nordhaven');
    expect((await search('playmoor', null)).keys).toEqual(['squeaky', 'ball']);
  });

  it('holds the normalised words in the typo fallback\'s vocabulary, and names only without Arabic', async () => {
    const { rows } = await database.db.execute<{ kind: string; term: string }>(sql`select kind, term from search_vocabulary order by kind, term`);
    const words = rows.filter((row) => row.kind === 'word').map((row) => row.term);
    expect(words).toEqual(expect.arrayContaining(['قطط', 'اغذيه', 'كلاب', 'مايي', 'لولوي', 'مستلزمات', 'نجوم', 'صحراء', 'عاب']));
    expect(words.filter((word) => normalizeArabic(word) !== word)).toEqual([]);
    const names = rows.filter((row) => row.kind === 'name').map((row) => row.term);
    expect(names).toEqual(['nordhaven adult dry dog food 2 kg', 'playmoor squeaky ball']);
  });

  it('opens a typed Arabic start into the catalogue\'s words, as the index does', async () => {
    const { rows } = await database.db.execute<{ query: string }>(sql`select search_prefix_query(${parseTerm('القطـ').words[0]})::text as query`);
    expect(rows[0].query).toBe("'قطط'");
    expect(feed.current()!.wordsStartingWith(['قط'], 50)).toEqual(['قطط']);
  });

  it('corrects a word the way the database and the index both do', async () => {
    const asked = ['مطاطبه', 'قططط', 'اغديه', 'ريشه', 'زجاجى', 'نجوك', 'playmoar', 'nordhavn', 'قطط', 'صحراءء'];
    // The closest word counts only for a word not known (the database works it out anyway).
    const unknownBest = (checks: WordCheck[]) => checks.map((check) => ({ ...check, best: check.known ? null : check.best }));
    const inDatabase = unknownBest(await databaseVocabulary(database.db).checkWords(asked));
    const inMemory = unknownBest(feed.current()!.vocabulary.checkWords(asked));
    expect(inMemory).toEqual(inDatabase);
    expect(inDatabase.filter((check) => !check.known).length).toBeGreaterThanOrEqual(7);
    expect(inDatabase.find((check) => check.word === 'مطاطبه')?.best).toBe('مطاطيه');
    expect(inDatabase.find((check) => check.word === 'nordhavn')?.best).toBe('nordhaven');
  });

  it('suggests the same Arabic categories and brands in memory as in SQL', async () => {
    const view = retailView();
    for (const term of ['اغذية', 'أغذية القطط', 'مستلزمات', 'القطط', 'نجو', 'نُجوم الصحراء', 'الالعاب', 'ألعاب الكل', 'dog fo']) {
      const inMemory = await suggest(database.db, term, view, { search: feed, links: new LinkSource(60_000) });
      const inSql = await suggest(database.db, term, view, { search: feed });
      expect({ term, categories: inMemory.categories, brands: inMemory.brands }).toEqual({ term, categories: inSql.categories, brands: inSql.brands });
    }
    const cats = await suggest(database.db, 'اغذية', view, { search: feed });
    expect(cats.categories.map((c) => c.name)).toEqual(['مستلزمات القطط › أغذية القطط']);
    const brands = await suggest(database.db, 'نجو', view, { search: feed });
    expect(brands.brands.map((b) => b.name)).toEqual(['نُجوم الصحراء']);
  });
});
