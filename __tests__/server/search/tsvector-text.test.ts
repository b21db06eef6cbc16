import { lexemeScore, parseTsvector } from '../../../src/server/services/search/tsvector-text';

// The search documents the database stores, as the in-memory index reads them: lexemes with
// their positions and weights.

describe('reading a stored search document', () => {
  it('takes every lexeme with its weights, D when none is printed', () => {
    const lexemes = parseTsvector("'-1042':7A 'adult':4A,14B,21 'dog''s':22 'food':23");
    expect(lexemes.map((l) => l.lexeme)).toEqual(['-1042', 'adult', "dog's", 'food']);
    expect(lexemes[0].score).toBeCloseTo(lexemeScore([1]), 10);
    expect(lexemes[1].score).toBeCloseTo(lexemeScore([1, 0.4, 0.1]), 10);
    expect(lexemes[3].score).toBeCloseTo(lexemeScore([0.1]), 10);
  });

  it('reads quotes and backslashes inside a lexeme, and a lexeme without positions', () => {
    expect(parseTsvector("'it''s':1 'a\\\\b':2B 'bare'").map((l) => [l.lexeme, l.positions.length])).toEqual([["it's", 1], ['a\\b', 1], ['bare', 0]]);
  });

  it('ranks a word in the name above the same word in the brand, categories or description', () => {
    const [name, brand, category, text] = ['A', 'B', 'C', 'D'].map((w) => parseTsvector(`'dog':1${w}`)[0].score);
    expect(name).toBeGreaterThan(brand);
    expect(brand).toBeGreaterThan(category);
    expect(category).toBeGreaterThan(text);
    // A second mention adds, less than the first.
    expect(parseTsvector("'dog':1A,5A")[0].score).toBeGreaterThan(name);
    expect(parseTsvector("'dog':1A,5A")[0].score).toBeLessThan(2 * name);
  });
});
