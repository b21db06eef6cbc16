import { PostingStore } from '../../../src/server/services/search/postings';
import { QueryScratch } from '../../../src/server/services/search/query-scratch';
import { togetherRank } from '../../../src/server/services/search/tsvector-text';
import { type WordLists, allWordsMatches, lookUpPays, oneWordMatches } from '../../../src/server/services/search/word-matches';

// A later word of a query is checked either by walking its postings or by looking the
// candidates left up in them; which one is a matter of cost, never of the answer. On a random
// catalogue (products removed after the full load, products added since, lexemes of a document
// often scoring the same), every query is answered both ways and by the rule itself, written
// out plainly: a document holding every word, each by its best-scoring lexeme (the first list
// on a tie), ranked by how near and weighty those lexemes' places are. The same documents,
// each once, with the same ranks to the last bit.

/** A small deterministic random source (the same catalogue every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
}

const VOCABULARY = ['dog', 'cat', 'food', 'dry', 'wet', 'adult', 'puppy', 'kitten', 'salmon', 'chicken', 'nordhaven', 'rare', 'treat', 'toy'];
// Common words are held by most documents, rare ones by a few.
const HELD = [0.7, 0.5, 0.6, 0.4, 0.3, 0.4, 0.2, 0.2, 0.3, 0.3, 0.05, 0.01, 0.2, 0.1];
// Few distinct scores, so two lexemes of one word often tie (as 'dri':2A 'dry':2A do).
const SCORES = [0.1, 0.2, 0.4, 1].map(Math.fround);

describe('matching every word of a query', () => {
  const next = random(42);
  const store = new PostingStore();
  const scratch = new QueryScratch();
  const documents = 3_000;
  const gone = new Uint8Array(documents + 200);
  scratch.grow(gone.length);
  const put = (doc: number) => {
    VOCABULARY.forEach((lexeme, k) => {
      if (next() >= HELD[k]) return;
      // Positions with weights in the top bits, as PostgreSQL packs them.
      const positions = [1 + Math.floor(next() * 40), 41 + Math.floor(next() * 40)].map((at) => at | (Math.floor(next() * 4) << 14));
      store.add(lexeme, doc, SCORES[Math.floor(next() * SCORES.length)], positions);
    });
  };
  for (let doc = 0; doc < documents; doc += 1) put(doc);
  store.seal();
  // Removed after the load, and added since (lists of their own next to the packed ones).
  for (let doc = 0; doc < documents; doc += 7) gone[doc] = 1;
  for (let doc = documents; doc < gone.length; doc += 1) put(doc);

  const query = (...words: string[][]): WordLists[] => words.map((lexemes) => store.listsOf(lexemes)).sort((a, b) => a.size - b.size);
  const answer = (order: WordLists[], lookUp: (candidates: number, word: WordLists) => boolean) => {
    const found = allWordsMatches(order, gone, scratch, scratch.nextGeneration(), lookUp);
    return Array.from(found.docs, (doc, i) => [doc, found.ranks[i]]).sort((a, b) => a[0] - b[0]);
  };
  /** The rule, document by document. */
  const byTheRule = (order: WordLists[]) => {
    const found: number[][] = [];
    for (let doc = 0; doc < gone.length; doc += 1) {
      if (gone[doc] === 1) continue;
      const chosen = order.map(({ lists }) => {
        let best: { list: (typeof lists)[number]; at: number } | null = null;
        for (const list of lists) {
          for (let j = list.start; j < list.end; j += 1) {
            if (list.docs[j] === doc && (!best || list.ranks[j] > best.list.ranks[best.at])) best = { list, at: j };
          }
        }
        return best;
      });
      if (chosen.some((best) => best === null)) continue;
      const held = chosen as NonNullable<(typeof chosen)[number]>[];
      const rank = togetherRank(held.map((b) => b.list.places), held.map((b) => b.list.from[b.at]), held.map((b) => b.list.from[b.at + 1]), held.length);
      found.push([doc, rank]);
    }
    return found;
  };

  const QUERIES = [
    [['nordhaven'], ['adult', 'puppy', 'kitten']],
    [['rare'], ['dog'], ['food', 'dry', 'wet', 'treat', 'toy']],
    [['salmon', 'chicken'], ['cat'], ['dry']],
    [['dog'], ['cat']],
    [['rare'], ['nordhaven', 'dog']],
    // The rarest word of several lexemes: its candidates come list after list, not in order.
    [['rare', 'nordhaven'], ['dog']],
    [['toy'], ['dog', 'cat', 'food', 'dry', 'wet', 'adult', 'puppy', 'kitten', 'salmon', 'chicken', 'treat']],
  ];

  it.each(QUERIES.map((words) => [words.map((w) => w.join('|')).join(' '), words]))('finds, walking or looking up, what the rule finds: %s', (_, words) => {
    const expected = byTheRule(query(...words));
    expect(expected.length).toBeGreaterThan(0);
    expect(answer(query(...words), () => false)).toEqual(expected);
    expect(answer(query(...words), () => true)).toEqual(expected);
    // Asked only which documents, the same ones, either way.
    for (const lookUp of [() => false, () => true]) {
      const docs = Array.from(allWordsMatches(query(...words), gone, scratch, scratch.nextGeneration(), lookUp, false).docs).sort((a, b) => a - b);
      expect(docs).toEqual(expected.map(([doc]) => doc));
    }
  });

  // A start opens every lexeme it starts, one span of the packed lists (documents more than
  // once, not in order) and the lists added since: the same as those lexemes written out in
  // their sorted order.
  const STARTS: (string[] | { starts: string[] })[][] = [
    [['nordhaven'], { starts: ['d'] }],
    [{ starts: ['c', 'ch'] }, ['dog']],
    [['rare'], { starts: ['t', 'p'] }],
    [['toy'], { starts: ['k', 'w', 'a', 's', 'd'] }],
    // The span the rarest word: its candidates come out of order, then looked up in the next word.
    [{ starts: ['n', 'p', 'r'] }, ['dog']],
  ];
  it.each(STARTS.map((words) => [JSON.stringify(words), words]))('finds with a start what the lexemes it opens find: %s', (_, words) => {
    const spelled = words.map((word) => (Array.isArray(word) ? word : VOCABULARY.filter((l) => word.starts.some((s) => l.startsWith(s))).sort()));
    const expected = byTheRule(query(...spelled));
    expect(expected.length).toBeGreaterThan(0);
    const withStarts = words.map((word) => (Array.isArray(word) ? store.listsOf(word) : store.listsOf([], word.starts))).sort((a, b) => a.size - b.size);
    expect(withStarts.some((word) => word.lists.some((list) => list.mixed))).toBe(true);
    expect(answer(withStarts, () => false)).toEqual(expected);
    expect(answer(withStarts, () => true)).toEqual(expected);
  });

  it('counts each document once for one word of a span, its lexemes\' scores summed', () => {
    // The answer is the scratch's: read before the next query.
    const byDoc = (lists: WordLists['lists']) => {
      const found = oneWordMatches(lists, gone, scratch, scratch.nextGeneration());
      return { count: found.docs.length, ranks: new Map(Array.from(found.docs, (doc, i) => [doc, found.ranks[i]])) };
    };
    // The span of the full load alone (one list), and with the lists added since.
    const [span] = store.listsOf([], ['d']).lists;
    expect(span.mixed).toBe(true);
    const alone = byDoc([span]);
    expect(alone.count).toBe(alone.ranks.size);
    expect(alone).toEqual(byDoc([store.of('dog')[0], store.of('dry')[0]]));
    const withAdded = byDoc(store.listsOf([], ['d']).lists);
    expect(withAdded.count).toBe(withAdded.ranks.size);
    expect(withAdded).toEqual(byDoc(store.listsOf(['dog', 'dry']).lists));
  });

  it('finds products added after the load', () => {
    expect(answer(query(['nordhaven'], ['adult', 'puppy', 'kitten']), () => true).some(([doc]) => doc >= documents)).toBe(true);
  });

  it('looks candidates up only when few are left against a common word', () => {
    const common = store.listsOf(['dog', 'cat', 'food']);
    expect(lookUpPays(5, common)).toBe(true);
    expect(lookUpPays(2_000, common)).toBe(false);
  });
});
