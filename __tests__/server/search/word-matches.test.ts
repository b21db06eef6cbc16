import { PostingStore } from '../../../src/server/services/search/postings';
import { QueryScratch } from '../../../src/server/services/search/query-scratch';
import { type WordLists, allWordsMatches, lookUpPays } from '../../../src/server/services/search/word-matches';

// A later word of a query is checked either by walking its postings or by looking the
// candidates left up in them; which one is a matter of cost, never of the answer. Compared on
// a random catalogue: every query answered both ways must find the same documents with the
// same ranks (to the last bit), with products removed and products added after the full load.

/** A small deterministic random source (the same catalogue every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const VOCABULARY = ['dog', 'cat', 'food', 'dry', 'wet', 'adult', 'puppy', 'kitten', 'salmon', 'chicken', 'nordhaven', 'rare', 'treat', 'toy'];
// Common words are held by most documents, rare ones by a few.
const HELD = [0.7, 0.5, 0.6, 0.4, 0.3, 0.4, 0.2, 0.2, 0.3, 0.3, 0.05, 0.01, 0.2, 0.1];

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
      const positions = [1 + Math.floor(next() * 40), 41 + Math.floor(next() * 40)];
      store.add(lexeme, doc, Math.fround(0.1 + next()), positions);
    });
  };
  for (let doc = 0; doc < documents; doc += 1) put(doc);
  store.seal();
  // Removed after the load, and added since (lists of their own next to the packed ones).
  for (let doc = 0; doc < documents; doc += 7) gone[doc] = 1;
  for (let doc = documents; doc < gone.length; doc += 1) put(doc);

  const holds = (lexeme: string, doc: number) => store.of(lexeme).some((list) => {
    for (let j = list.start; j < list.end; j += 1) if (list.docs[j] === doc) return true;
    return false;
  });
  const query = (...words: string[][]): WordLists[] => words.map((lexemes) => store.listsOf(lexemes)).sort((a, b) => a.size - b.size);
  const answer = (order: WordLists[], lookUp: (candidates: number, word: WordLists) => boolean) => {
    const found = allWordsMatches(order, gone, scratch, scratch.nextGeneration(), lookUp);
    const byDoc = new Map(Array.from(found.docs, (doc, i) => [doc, found.ranks[i]]));
    return [...byDoc].sort((a, b) => a[0] - b[0]);
  };

  const QUERIES = [
    [['nordhaven'], ['adult', 'puppy', 'kitten']],
    [['rare'], ['dog'], ['food', 'dry', 'wet', 'treat', 'toy']],
    [['salmon', 'chicken'], ['cat'], ['dry']],
    [['dog'], ['cat']],
    [['rare'], ['nordhaven']],
    // The rarest word of several lexemes: its candidates come list after list, not in order.
    [['rare', 'nordhaven'], ['dog']],
    [['toy'], ['dog', 'cat', 'food', 'dry', 'wet', 'adult', 'puppy', 'kitten', 'salmon', 'chicken', 'treat']],
  ];

  it.each(QUERIES.map((words) => [words.map((w) => w.join('|')).join(' '), words]))('finds the same documents with the same ranks both ways: %s', (_, words) => {
    const walked = answer(query(...words), () => false);
    const lookedUp = answer(query(...words), () => true);
    expect(lookedUp).toEqual(walked);
    // Every found document holds every word and is not gone.
    for (const [doc] of walked) {
      expect(gone[doc]).toBe(0);
      for (const lexemes of words) expect(lexemes.some((lexeme) => holds(lexeme, doc))).toBe(true);
    }
  });

  it('finds documents at all, some of them added after the load', () => {
    const found = answer(query(['rare'], ['dog', 'cat']), () => true);
    expect(found.length).toBeGreaterThan(3);
    expect(answer(query(['nordhaven'], ['adult', 'puppy', 'kitten']), () => true).some(([doc]) => doc >= documents)).toBe(true);
  });

  it('looks candidates up only when few are left against a common word', () => {
    const common = store.listsOf(['dog', 'cat', 'food']);
    expect(lookUpPays(5, common)).toBe(true);
    expect(lookUpPays(2_000, common)).toBe(false);
  });
});
