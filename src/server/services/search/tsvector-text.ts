// A product's stored search document (products.search_doc) as PostgreSQL prints a tsvector:
// 'adult':4A,14A,21 'canin':2A 'dog':22 ... Each lexeme with its positions, each position with
// its weight (A name and SKUs, B brand, C categories and options, D description; none printed
// means D). The in-memory search index takes its words from here, so it has exactly the
// lexemes the database's full text has, stemmed by the database's own dictionaries.

/** ts_rank's default weights of D, C, B and A. */
const WEIGHTS: Record<string, number> = { A: 1.0, B: 0.4, C: 0.2, D: 0.1 };
/** The sum of 1/i² for i = 1..∞ (ts_rank's normalisation of repeated occurrences). */
const SUM_OF_INVERSE_SQUARES = 1.64493406685;

export interface ScoredLexeme {
  lexeme: string;
  /** How much this lexeme alone ranks the document, as ts_rank counts one query word. */
  score: number;
  /** Its positions, each with its weight (`positionOf`, `weightOf`), for ranking words by nearness. */
  positions: number[];
}

/** The place and the weight of an encoded position (as PostgreSQL packs them: 2 + 14 bits). */
export const positionOf = (first: number) => first & 0x3fff;
export const weightOf = (first: number) => [WEIGHTS.D, WEIGHTS.C, WEIGHTS.B, WEIGHTS.A][first >> 14];
const LETTER_CODE: Record<string, number> = { D: 0, C: 1, B: 2, A: 3 };

/**
 * A lexeme's contribution to ts_rank for one query word: its positions' weights, the first
 * counted whole and each further one less (1/j²), the best one counted whole.
 */
export function lexemeScore(weights: readonly number[]): number {
  if (weights.length === 0) return WEIGHTS.D / SUM_OF_INVERSE_SQUARES;
  let sum = 0;
  let best = -1;
  let bestAt = 0;
  weights.forEach((weight, j) => {
    sum += weight / ((j + 1) * (j + 1));
    if (weight > best) {
      best = weight;
      bestAt = j;
    }
  });
  return (best + sum - best / ((bestAt + 1) * (bestAt + 1))) / SUM_OF_INVERSE_SQUARES;
}

/** ts_rank's weight of two words `distance` positions apart. */
export function nearness(distance: number): number {
  return distance > 100 ? 1e-30 : 1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2));
}

/**
 * The rank of a document for several words, as ts_rank ranks an AND: every two places of two
 * different words count by their weights and how near they are, combined as chances are.
 */
export function togetherRank(words: ReadonlyArray<ArrayLike<number>>): number {
  let rank = -1;
  for (let i = 1; i < words.length; i += 1) {
    for (let k = 0; k < i; k += 1) {
      const a = words[i];
      const b = words[k];
      for (let x = 0; x < a.length; x += 1) {
        for (let y = 0; y < b.length; y += 1) {
          const distance = Math.abs(positionOf(a[x]) - positionOf(b[y]));
          // One word of the document read as two of the query is no pair (as in ts_rank).
          if (distance === 0) continue;
          const pair = Math.sqrt(weightOf(a[x]) * weightOf(b[y]) * nearness(distance));
          rank = rank < 0 ? pair : 1 - (1 - rank) * (1 - pair);
        }
      }
    }
  }
  return rank < 0 ? 1e-20 : rank;
}

const ENTRY = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/** The lexemes of a tsvector's text form, each scored. */
export function parseTsvector(text: string): ScoredLexeme[] {
  const lexemes: ScoredLexeme[] = [];
  for (const match of text.matchAll(ENTRY)) {
    const lexeme = match[1].replace(/''/g, "'").replace(/\\\\/g, '\\');
    const written = (match[2] ?? '').split(',').filter(Boolean);
    const positions = written.map((position) => ((LETTER_CODE[position.slice(-1)] ?? 0) << 14) | (Number.parseInt(position, 10) & 0x3fff));
    lexemes.push({ lexeme, score: lexemeScore(positions.map(weightOf)), positions });
  }
  return lexemes;
}
