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
export const positionOf = (position: number) => position & 0x3fff;
const BY_CODE = [WEIGHTS.D, WEIGHTS.C, WEIGHTS.B, WEIGHTS.A];
export const weightOf = (position: number) => BY_CODE[position >> 14];


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

/** Words further apart than this count as not near at all (ts_rank's 1e-30). */
const FAR = 100;
/**
 * ts_rank's weight of two words 0 to FAR positions apart, worked out once: a broad query ranks
 * hundreds of thousands of pairs.
 */
const NEARNESS = Float64Array.from({ length: FAR + 1 }, (_, distance) => 1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2)));
/** ts_rank's weight of two words `distance` (a whole number) positions apart. */
const nearness = (distance: number) => (distance > FAR ? 1e-30 : NEARNESS[distance]);
/**
 * What two places count together (the square root of both weights times the nearness), for
 * their weights' codes a and b (0 to 3) and a distance up to FAR: entry
 * ((a * 4 + b) * (FAR + 1) + distance), worked out once in the same order as `pairOf` would.
 */
const PAIRS = Float64Array.from({ length: 16 * (FAR + 1) }, (_, k) => {
  const codes = Math.floor(k / (FAR + 1));
  return Math.sqrt(BY_CODE[codes >> 2] * BY_CODE[codes & 3] * NEARNESS[k % (FAR + 1)]);
});
/** What two encoded places count together (ts_rank): their weights and how near they stand. */
const pairOf = (a: number, b: number, distance: number) => (distance > FAR
  ? Math.sqrt(weightOf(a) * weightOf(b) * nearness(distance))
  : PAIRS[((a >> 14) * 4 + (b >> 14)) * (FAR + 1) + distance]);

/**
 * The rank of a document for several words, as ts_rank ranks an AND: every two places of two
 * different words count by their weights and how near they are, combined as chances are.
 * Word w's places are places[w][from[w]] up to places[w][to[w]] (no copies on the hot path).
 */
export function togetherRank(places: ReadonlyArray<ArrayLike<number>>, from: ArrayLike<number>, to: ArrayLike<number>, words: number): number {
  let rank = -1;
  for (let i = 1; i < words; i += 1) {
    const a = places[i];
    for (let k = 0; k < i; k += 1) {
      const b = places[k];
      for (let x = from[i]; x < to[i]; x += 1) {
        for (let y = from[k]; y < to[k]; y += 1) {
          const distance = Math.abs(positionOf(a[x]) - positionOf(b[y]));
          // One word of the document read as two of the query is no pair (as in ts_rank).
          if (distance === 0) continue;
          const pair = pairOf(a[x], b[y], distance);
          rank = rank < 0 ? pair : 1 - (1 - rank) * (1 - pair);
        }
      }
    }
  }
  return rank < 0 ? 1e-20 : rank;
}

const QUOTE = 39; // '
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;

/**
 * The lexemes of a tsvector's text form, each scored. Read by hand, character by character:
 * a full load reads some 100 MB of it for 100,000 products.
 */
export function parseTsvector(text: string): ScoredLexeme[] {
  const lexemes: ScoredLexeme[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text.charCodeAt(i) !== QUOTE) i += 1;
    if (i >= n) break;
    i += 1;
    // The lexeme, its quotes doubled and its backslashes escaped.
    let lexeme = '';
    let start = i;
    for (;;) {
      if (i >= n) return lexemes;
      const c = text.charCodeAt(i);
      if (c === BACKSLASH) {
        lexeme += text.slice(start, i) + text[i + 1];
        i += 2;
        start = i;
      } else if (c === QUOTE && text.charCodeAt(i + 1) === QUOTE) {
        lexeme += text.slice(start, i + 1);
        i += 2;
        start = i;
      } else if (c === QUOTE) {
        lexeme += text.slice(start, i);
        i += 1;
        break;
      } else {
        i += 1;
      }
    }
    const positions: number[] = [];
    if (text.charCodeAt(i) === COLON) {
      i += 1;
      for (;;) {
        let place = 0;
        let c = text.charCodeAt(i);
        while (c >= 48 && c <= 57) {
          place = place * 10 + (c - 48);
          i += 1;
          c = text.charCodeAt(i);
        }
        const code = c >= 65 && c <= 68 ? 68 - c : 0; // A 3, B 2, C 1, D 0
        if (c >= 65 && c <= 68) i += 1;
        positions.push((code << 14) | (place & 0x3fff));
        if (text.charCodeAt(i) !== COMMA) break;
        i += 1;
      }
    }
    lexemes.push({ lexeme, score: lexemeScore(positions.map(weightOf)), positions });
  }
  return lexemes;
}
