import { trigramsOf } from '../../../src/server/services/search/trigram-vocabulary';
import { type IndexedProduct, SearchIndex } from '../../../src/server/services/search/search-index';
import { lexemeScore, parseTsvector } from '../../../src/server/services/search/tsvector-text';

// The in-memory index on its own: which products match a list of words, in which order a page
// shows them, and how it follows a product that is added, replaced or removed.

const DAY = 86_400;

function product(id: number, name: string, doc: string, opts: { skus?: string[]; created?: number | null } = {}): IndexedProduct {
  return { id, name: name.toLowerCase(), skus: opts.skus ?? [], createdAt: opts.created === undefined ? id * DAY : opts.created, lexemes: parseTsvector(doc) };
}

const words = (...lists: string[][]) => lists.map((lexemes) => ({ lexemes }));

/** A page of the words' lexemes; `starts` (per word) adds every lexeme starting so. */
function pageOf(index: SearchIndex, query: string[][], request: Partial<Parameters<SearchIndex['page']>[1]> & { starts?: string[][] } = {}): number[] {
  const { starts = [], ...rank } = request;
  const asked = words(...query).map((word, i) => (starts[i]?.length ? { ...word, starts: starts[i] } : word));
  return index.page(index.matches(asked), { raw: '', normalized: '', offset: 0, limit: 24, ...rank });
}

describe('the in-memory search index', () => {
  const catalogue = [
    product(1, 'Barkley Dry Dog Food 12kg', "'barkley':1A 'dri':2A 'dry':2A 'dog':3A 'food':4A '12kg':5A"),
    product(2, 'Purrfect Cat Litter', "'purrfect':1A 'cat':2A 'litter':3A 'dog':9", { skus: ['PF-CL-10'] }),
    product(3, 'Barkley Puppy Treats', "'barkley':1A 'puppi':2A 'puppy':2A 'treat':3A 'treats':3A 'dog':5C"),
    product(4, 'Dry Dog Biscuits', "'dri':1A 'dry':1A 'dog':2A 'biscuit':3A 'biscuits':3A"),
  ];

  it('finds the products that hold every word, by any of its lexemes', () => {
    const index = new SearchIndex(catalogue);
    expect(pageOf(index, [['dog']]).sort()).toEqual([1, 2, 3, 4]);
    expect(pageOf(index, [['dri', 'dry'], ['dog']]).sort()).toEqual([1, 4]);
    expect(pageOf(index, [['barkley'], ['puppi', 'puppy']])).toEqual([3]);
    expect(pageOf(index, [['barkley'], ['cat']])).toEqual([]);
    expect(pageOf(index, [['nothing']])).toEqual([]);
    expect(index.matches([]).docs).toEqual([]);
  });

  it('ranks one word by the summed scores of its lexemes a product holds (ts_rank of an OR), before and after the full load', () => {
    const index = new SearchIndex(catalogue);
    const ranksOf = (...lexemes: string[]) => {
      const found = index.matches(words(lexemes));
      return Object.fromEntries(Array.from(found.docs, (doc, i) => [index.productIds([doc])[0], found.ranks[i]]));
    };
    const inName = lexemeScore([1]);
    expect(ranksOf('dry')).toEqual({ 1: expect.closeTo(inName, 6), 4: expect.closeTo(inName, 6) });
    expect(ranksOf('dri', 'dry')).toEqual({ 1: expect.closeTo(2 * inName, 6), 4: expect.closeTo(2 * inName, 6) });
    // Put after the load, a product's lexemes are lists of their own; a removed one is not found.
    index.put(product(5, 'Dry Cat Food', "'dri':1A 'dry':1A 'cat':2A 'food':3A"));
    index.remove(4);
    expect(ranksOf('dry')).toEqual({ 1: expect.closeTo(inName, 6), 5: expect.closeTo(inName, 6) });
    expect(ranksOf('dri', 'dry')).toEqual({ 1: expect.closeTo(2 * inName, 6), 5: expect.closeTo(2 * inName, 6) });
    expect(ranksOf('biscuit')).toEqual({});
  });

  it('keeps a copy of matches that the next query does not overwrite', () => {
    const index = new SearchIndex(catalogue);
    const found = index.matches(words(['dry', 'dri'], ['dog']));
    const before = { docs: Array.from(found.docs), ranks: Array.from(found.ranks) };
    const kept = index.kept(found);
    // Another query with other products and ranks writes the same scratch.
    index.matches(words(['dog']));
    expect({ docs: Array.from(kept.docs), ranks: Array.from(kept.ranks) }).toEqual(before);
    expect(index.productIds(kept.docs).sort()).toEqual([1, 4]);
  });

  it('tells only which products hold every word, the same as the ranked matches', () => {
    const index = new SearchIndex(catalogue);
    for (const query of [[['dri', 'dry'], ['dog']], [['dog']], [['barkley'], ['cat']], [['dog'], ['barkley'], ['puppi']]]) {
      const ranked = Array.from(index.kept(index.matches(words(...query))).docs);
      expect(Array.from(index.matchingDocs(words(...query)))).toEqual(ranked);
    }
    expect(Array.from(index.matchingDocs([]))).toEqual([]);
  });

  it('merges several matches into one OR of their lexemes: each product once, ranked by the scores it holds', () => {
    const index = new SearchIndex(catalogue);
    const dry = index.kept(index.matches(words(['dry'])));
    const barkley = index.kept(index.matches(words(['barkley'])));
    const merged = index.orMatches([dry.docs, barkley.docs], ['dry', 'barkley', 'dry']);
    // 1 holds both lexemes, 4 only "dry", 3 only "barkley"; each product once, in the order first met.
    const inName = lexemeScore([1]);
    const ranks = Object.fromEntries(Array.from(merged.docs, (doc, i) => [index.productIds([doc])[0], merged.ranks[i]]));
    expect(ranks).toEqual({ 1: expect.closeTo(2 * inName, 6), 4: expect.closeTo(inName, 6), 3: expect.closeTo(inName, 6) });
    expect(index.productIds(merged.docs)).toEqual([...index.productIds(dry.docs), 3]);
    // A lexeme none of them holds changes nothing; no parts, nothing.
    expect(Array.from(index.orMatches([dry.docs], ['dry', 'cat']).ranks)).toEqual(Array.from(dry.ranks));
    expect(index.orMatches([], ['dry']).docs).toHaveLength(0);
  });

  it('orders by rank, then newest, then highest id', () => {
    const index = new SearchIndex(catalogue);
    // "dog" is in the names of 1 and 4 (4 newer), in the categories of 3, the text of 2.
    expect(pageOf(index, [['dog']])).toEqual([4, 1, 3, 2]);
    const same = new SearchIndex([product(7, 'A', "'toy':1A", { created: 100 }), product(8, 'B', "'toy':1A", { created: 100 }), product(9, 'C', "'toy':1A", { created: null })]);
    expect(pageOf(same, [['toy']])).toEqual([8, 7, 9]);
  });

  it('puts an exact SKU first (whatever the case of its letters), then an exact name, then the buyer\'s own words', () => {
    const index = new SearchIndex(catalogue);
    expect(pageOf(index, [['dog']], { raw: 'pf-cl-10' })[0]).toBe(2);
    expect(pageOf(index, [['dog']], { raw: 'Pf-Cl-10' })[0]).toBe(2);
    expect(pageOf(index, [['dog']], { normalized: 'barkley puppy treats' })[0]).toBe(3);
    expect(pageOf(index, [['dog']], { own: new Set([2]) })[0]).toBe(2);
  });

  it('pages through the order', () => {
    const index = new SearchIndex(catalogue);
    expect(pageOf(index, [['dog']], { offset: 1, limit: 2 })).toEqual([1, 3]);
    expect(pageOf(index, [['dog']], { offset: 4, limit: 2 })).toEqual([]);
  });

  it('opens a typed prefix into the words of letters it starts, the most common first', () => {
    const index = new SearchIndex(catalogue);
    expect(index.wordsStartingWith(['d'], 50)).toEqual(['dog', 'dri', 'dry']);
    expect(index.wordsStartingWith(['bisc', 'bis'], 50)).toEqual(['biscuit', 'biscuits']);
    expect(index.wordsStartingWith(['pu'], 2)).toEqual(['puppi', 'puppy']);
    // Digits are no word of letters, but a prefix of every lexeme still reaches them (below).
    expect(index.wordsStartingWith(['12'], 50)).toEqual([]);
    expect(pageOf(index, [['barkley'], []], { starts: [[], ['12']] })).toEqual([1]);
    expect(pageOf(index, [['barkley'], []], { starts: [[], ['13']] })).toEqual([]);
  });

  it('opens a typed start holding marks into the words it starts (Arabic vowel signs, Devanagari), as letters', () => {
    const marked = new SearchIndex([product(31, 'Marked', "'कुत्ता':1A 'طَعام':2A 'खाना':3A")]);
    expect(marked.wordsStartingWith(['कुत्'], 50)).toEqual(['कुत्ता']);
    expect(marked.wordsStartingWith(['طَع'], 50)).toEqual(['طَعام']);
    expect(trigramsOf('طَعام').size).toBe(Array.from('  طَعام ').length - 2);
  });

  describe('a start of digits, matched as the start of every lexeme (thousands of SKU parts)', () => {
    const skus = [
      product(11, 'Chew Bone', "'chew':1A 'bone':2A '-0021':3A 'pur-0021':3A '0021':4A"),
      product(12, 'Chew Stick', "'chew':1A 'stick':2A '0022':3A '0022-01':3A"),
      product(13, 'Cat Toy', "'cat':1A 'toy':2A '0031':3A 'chew':9"),
      product(14, 'Chew Ring', "'chew':1A 'ring':2A '002':3A"),
    ];
    /** The lexemes the starts open, written out one by one. */
    const spelledOut = (starts: string[]) => ['-0021', '002', '0021', '0022', '0022-01', '0031', 'pur-0021'].filter((l) => starts.some((s) => l.startsWith(s)));
    const ranked = (index: SearchIndex, found: ReturnType<SearchIndex['matches']>) =>
      Object.fromEntries(Array.from(found.docs, (doc, i) => [index.productIds([doc])[0], found.ranks[i]]));

    it('finds each product once, ranked as by the lexemes it opens written out, whether loaded or added since', () => {
      const index = new SearchIndex(skus);
      const bySpan = index.matches([{ lexemes: [], starts: ['002'] }]);
      const byLexemes = index.matches(words(spelledOut(['002'])));
      expect(ranked(index, bySpan)).toEqual(ranked(index, byLexemes));
      // 12 holds two lexemes the start opens: found once, both counted; '-0021' of 11 starts otherwise.
      expect(Object.keys(ranked(index, bySpan)).map(Number).sort()).toEqual([11, 12, 14]);
      expect(ranked(index, bySpan)[12]).toBeCloseTo(2 * lexemeScore([1]), 6);
      expect(ranked(index, bySpan)[11]).toBeCloseTo(lexemeScore([1]), 6);
      // A start inside another's opens nothing more; one that opens nothing, nothing.
      expect(ranked(index, index.matches([{ lexemes: [], starts: ['002', '0022', '002'] }]))).toEqual(ranked(index, bySpan));
      expect(index.matches([{ lexemes: [], starts: ['9'] }]).docs).toHaveLength(0);
      // Added since the load, and removed: followed as any product.
      index.put(product(15, 'Chew Toy', "'chew':1A '00299':2A"));
      index.remove(12);
      expect(Object.keys(ranked(index, index.matches([{ lexemes: [], starts: ['002'] }]))).map(Number).sort()).toEqual([11, 14, 15]);
    });

    it('ranks with other words as by the lexemes written out, looked up or walked', () => {
      const index = new SearchIndex(skus);
      for (const word of [['chew'], ['cat'], ['bone']]) {
        const bySpan = index.matches([{ lexemes: word }, { lexemes: [], starts: ['00'] }]);
        const byLexemes = index.matches(words(word, spelledOut(['00'])));
        expect(ranked(index, bySpan)).toEqual(ranked(index, byLexemes));
      }
      expect(Object.keys(ranked(index, index.matches([{ lexemes: ['chew'] }, { lexemes: [], starts: ['00'] }]))).map(Number).sort()).toEqual([11, 12, 13, 14]);
    });

    it('widens a typo fallback by the lexemes a start opens, each counted once', () => {
      const index = new SearchIndex(skus);
      const chew = index.kept(index.matches(words(['chew'])));
      const merged = index.orMatches([chew.docs], ['chew', '0021'], ['002']);
      // '0021', asked and opened, counts once.
      const spelled = index.orMatches([chew.docs], ['chew', '0021', '0022', '0022-01', '002']);
      expect(ranked(index, merged)).toEqual(ranked(index, spelled));
    });
  });

  it('opens a prefix asked again into the words counted since, in their new order', () => {
    const index = new SearchIndex(catalogue);
    expect(index.wordsStartingWith(['pu'], 1)).toEqual(['puppi']);
    // Remembered answers are the index's own: changing one changes nothing.
    index.wordsStartingWith(['pu'], 1).push('pumpkin');
    expect(index.wordsStartingWith(['pu'], 1)).toEqual(['puppi']);
    index.put(product(6, 'Pumpkin Purée', "'pumpkin':1A 'pure':2A"));
    index.put(product(7, 'Pumpkin Bites', "'pumpkin':1A 'bite':2A"));
    index.put(product(8, 'Pumpkin Mash', "'pumpkin':1A 'mash':2A"));
    // Putting products counts nothing: the counts are the database's, as the feed reads them.
    expect(index.wordsStartingWith(['pu'], 1)).toEqual(['puppi']);
    index.holdCounts([{ lexeme: 'pumpkin', docs: 3 }, { lexeme: 'pure', docs: 1 }]);
    expect(index.wordsStartingWith(['pu'], 1)).toEqual(['pumpkin']);
    expect(index.wordsStartingWith(['pu'], 50)).toEqual(['pumpkin', 'puppi', 'puppy', 'pure', 'purrfect']);
    // A lexeme with digits is no word a typed start opens; a start of digits still finds it.
    index.put(product(9, 'Pumpkin Pu-200 Chews', "'pumpkin':1A 'pu200':2A 'chew':3A"));
    expect(index.wordsStartingWith(['pu'], 50)).toEqual(['pumpkin', 'puppi', 'puppy', 'pure', 'purrfect']);
    expect(pageOf(index, [[]], { starts: [['pu2']] })).toEqual([9]);
  });

  it('follows a product replaced, added or removed', () => {
    const index = new SearchIndex(catalogue);
    index.put(product(4, 'Dry Cat Biscuits', "'dri':1A 'dry':1A 'cat':2A 'biscuit':3A", { skus: ['DCB-1'] }));
    expect(pageOf(index, [['dri'], ['dog']])).toEqual([1]);
    expect(pageOf(index, [['dri'], ['cat']])).toEqual([4]);
    index.put(product(5, 'Kitten Milk', "'kitten':1A 'milk':2A 'cat':3C"));
    index.holdCounts([{ lexeme: 'kitten', docs: 1 }]);
    expect(index.wordsStartingWith(['kit'], 50)).toEqual(['kitten']);
    expect(pageOf(index, [['cat']])).toEqual([4, 2, 5]);
    index.remove(2);
    index.remove(99);
    expect(pageOf(index, [['cat']])).toEqual([4, 5]);
    expect(pageOf(index, [['dog']], { raw: 'PF-CL-10' })).toEqual([1, 3]);
    expect(index.size).toBe(4);
    expect(index.has(2)).toBe(false);
    expect(index.addedSinceLoad).toBe(2);
    // Its old SKU is gone with the old version.
    expect(pageOf(index, [['biscuit']], { raw: 'DCB-1' })).toEqual([4]);
  });

  it('packs what a full load put, and keeps answering as it grows past its first size', () => {
    const loaded = new SearchIndex();
    loaded.put(product(1, 'Toy 1', "'toy':1A"));
    loaded.seal();
    loaded.put(product(2, 'Toy 2', "'toy':1A"));
    loaded.seal();
    expect(loaded.addedSinceLoad).toBe(1);
    expect(pageOf(loaded, [['toy']])).toEqual([2, 1]);
    const index = new SearchIndex([]);
    for (let id = 1; id <= 3000; id += 1) index.put(product(id, `Toy ${id}`, `'toy':1A '${id}':2A`));
    expect(pageOf(index, [['toy']], { limit: 3 })).toEqual([3000, 2999, 2998]);
    expect(index.matches(words(['toy'])).docs).toHaveLength(3000);
    expect(pageOf(index, [['toy'], ['1500']])).toEqual([1500]);
    // A deep page (sorted whole) continues the first pages' order.
    expect(pageOf(index, [['toy']], { offset: 600, limit: 2 })).toEqual([2400, 2399]);
  });
});
