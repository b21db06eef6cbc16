import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { TrigramVocabulary, trigramsOf } from '../../../src/server/services/search/trigram-vocabulary';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';

// The typo fallback in memory must pick the word the database's pg_trgm would: the same
// trigrams, the same similarity, the same bar and the same choice among equals.

const WORDS = [
  'royal', 'canin', 'nordhaven', 'whiskas', 'pedigree', 'adult', 'puppy', 'kitten', 'senior', 'salmon',
  'chicken', 'lamb', 'rice', 'litter', 'clumping', 'scratcher', 'harness', 'leash', 'aquarium', 'filter',
  'gravel', 'hamster', 'budgie', 'parrot', 'seed', 'treats', 'dental', 'chew', 'sticks', 'grain',
  'free', 'sterilised', 'indoor', 'outdoor', 'small', 'medium', 'large', 'giant', 'breed', 'formula',
];
const NAMES = [
  'royal canin adult medium dry dog food 15kg', 'nordhaven kitten salmon pouches 12 x 85g', 'whiskas senior chicken in jelly',
  'clumping cat litter unscented 10l', 'pedigree dental sticks large', 'budgie seed mix 1kg', 'hamster wheel silent 21 cm',
];
const ASKED = [
  'royl', 'canim', 'nordhavn', 'wiskas', 'pedgree', 'adlut', 'pupy', 'kiten', 'senor', 'salman', 'chiken', 'litte',
  'clumpin', 'scratchr', 'harnes', 'leesh', 'aquarim', 'filtr', 'gravl', 'hamstr', 'budgy', 'parot', 'dentl', 'stiks',
  'grian', 'sterilized', 'indor', 'giantt', 'bred', 'formla', 'xyzzy', 'qq', 'a', 'chicken', 'rice15', '15kg',
  'royal canin adlt medium dog food', 'whiskas senior chiken jelly', 'clumping cat litter', 'hamster wheel', 'nothing alike here',
];

describe.each(DB_KINDS)('the typo fallback in memory against pg_trgm on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  // Letters beyond ASCII are left out: show_trgm prints their trigrams hashed, and whether they
  // count as letters at all depends on the database's locale (not under C).
  it('makes the trigrams show_trgm makes', async () => {
    const texts = ['royal canin', 'Dog-Food 15kg!', 'a', 'x y', 'RC-1042/b', '  spaced   out  '];
    for (const text of texts) {
      const { rows } = await database.db.execute<{ trigrams: string[] }>(sql`select show_trgm(${text}) as trigrams`);
      expect([...trigramsOf(text)].sort()).toEqual([...rows[0].trigrams].sort());
    }
  });

  it('measures the similarity pg_trgm measures, to the float', async () => {
    const vocabulary = new TrigramVocabulary();
    for (const word of WORDS) vocabulary.add(word);
    const { rows } = await database.db.execute<{ asked: string; term: string; similarity: number }>(sql`
      select a as asked, w as term, similarity(w, a) as similarity
      from unnest(${`{${ASKED.map((w) => `"${w}"`).join(',')}}`}::text[]) a, unnest(${`{${WORDS.join(',')}}`}::text[]) w
      where w % a`);
    expect(rows.length).toBeGreaterThan(30);
    for (const word of ASKED) {
      const best = rows.filter((row) => row.asked === word)
        .sort((x, y) => Number(y.similarity) - Number(x.similarity) || (x.term < y.term ? -1 : 1))[0];
      expect({ word, closest: vocabulary.closest(word) }).toEqual({ word, closest: best?.term ?? null });
    }
  });

  it('finds the name the database finds for a whole misspelt term', async () => {
    await database.db.execute(sql`delete from search_vocabulary`);
    await database.db.execute(sql`insert into search_vocabulary (kind, term) select 'name', n from unnest(${`{${NAMES.map((n) => `"${n}"`).join(',')}}`}::text[]) n`);
    const names = new TrigramVocabulary();
    for (const name of NAMES) names.add(name);
    for (const asked of ASKED) {
      const { rows } = await database.db.execute<{ term: string }>(sql`
        select term from search_vocabulary where kind = 'name' and term % ${asked} order by similarity(term, ${asked}) desc, term limit 1`);
      expect({ asked, closest: names.closest(asked) }).toEqual({ asked, closest: rows[0]?.term ?? null });
    }
    expect(names.closest('royal canin adlt medium dog food')).toBe(NAMES[0]);
  });

  it('picks what the database picks among many near names, for garbled and partial terms', async () => {
    // Names made of few words, as a wholesaler's are: many share most of their trigrams, so the
    // lookup's shortcuts (reading only the rarest trigrams' lists) are put to the test.
    const many = Array.from({ length: 400 }, (_, i) => [WORDS[i % 7], WORDS[(i * 3) % 11 + 7], WORDS[(i * 7) % 13 + 18], WORDS[(i * 5) % 9 + 31]].join(' '));
    const garbled = many.filter((_, i) => i % 9 === 0).flatMap((name, i) => [
      name.replace(/[aeiou]/, ''),
      name.split(' ').slice(i % 2, 3).join(' '),
      name.replace(/(\w)(\w)/, '$2$1').slice(0, 12 + (i % 10)),
    ]);
    await database.db.execute(sql`delete from search_vocabulary`);
    await database.db.execute(sql`insert into search_vocabulary (kind, term) select distinct 'name', n from unnest(${`{${many.map((n) => `"${n}"`).join(',')}}`}::text[]) n`);
    const names = new TrigramVocabulary();
    for (const name of many) names.add(name);
    let found = 0;
    for (const asked of garbled) {
      const { rows } = await database.db.execute<{ term: string }>(sql`
        select term from search_vocabulary where kind = 'name' and term % ${asked} order by similarity(term, ${asked}) desc, term limit 1`);
      expect({ asked, closest: names.closest(asked) }).toEqual({ asked, closest: rows[0]?.term ?? null });
      if (rows[0]) found += 1;
    }
    expect(found).toBeGreaterThan(garbled.length / 2);
  });

  it('learns a term once, and answers nothing from an empty vocabulary', () => {
    const vocabulary = new TrigramVocabulary();
    expect(vocabulary.closest('royal')).toBeNull();
    vocabulary.add('royal');
    vocabulary.add('royal');
    expect(vocabulary.size).toBe(1);
    expect(vocabulary.has('royal')).toBe(true);
    expect(vocabulary.closest('royl')).toBe('royal');
  });
});
