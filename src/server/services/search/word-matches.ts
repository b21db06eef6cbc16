// Finding the documents that hold every word of a query, for the search index (search-index.ts
// `matches`), in the query's scratch memory (query-scratch.ts). A word is any of a few
// lexemes, each with its postings (postings.ts); a list holds each document once, in the order
// the documents were numbered, so ascending (a span of several lexemes, `mixed`, does not).
//
// The rarest word's lists are walked first and make the candidates. A later word is checked
// either by walking its lists and keeping the candidates met there, or, when few candidates
// are left and the word is common (the last word being typed, "nordhaven a", stands for 50
// lexemes and most of the catalogue), by looking each candidate up in each list: a binary
// search from where the previous one stopped. Both note the same things for a document, in
// the same order of lists, so the answer does not depend on which was taken.
import type { Matches } from './page-order';
import type { Postings } from './postings';
import { MAX_QUERY_WORDS, type QueryScratch } from './query-scratch';
import { togetherRank } from './tsvector-text';

/** A word's postings, with how many entries they hold. */
export interface WordLists {
  lists: Postings[];
  size: number;
}

/** Marks (1) for documents no longer found. */
type Gone = ArrayLike<number>;

/**
 * One word (most of what the overlay asks): the documents holding any of its lexemes, ranked
 * by their summed scores (ts_rank of an OR).
 */
export function oneWordMatches(lists: readonly Postings[], gone: Gone, scratch: QueryScratch, generation: number): Matches {
  const { stamp, total, candidates, matchedDocs: docs, matchedRanks: ranks } = scratch;
  if (lists.length === 1 && !lists[0].mixed) {
    const { docs: held, ranks: scores, start, end } = lists[0];
    let at = 0;
    for (let j = start; j < end; j += 1) {
      if (gone[held[j]] === 1) continue;
      docs[at] = held[j];
      ranks[at] = scores[j];
      at += 1;
    }
    return { docs: docs.subarray(0, at), ranks: ranks.subarray(0, at) };
  }
  let count = 0;
  for (const { docs: held, ranks: scores, start, end } of lists) {
    for (let j = start; j < end; j += 1) {
      const doc = held[j];
      if (gone[doc] === 1) continue;
      if (stamp[doc] !== generation) {
        stamp[doc] = generation;
        total[doc] = 0;
        candidates[count] = doc;
        count += 1;
      }
      total[doc] += scores[j];
    }
  }
  for (let i = 0; i < count; i += 1) {
    docs[i] = candidates[i];
    ranks[i] = total[candidates[i]];
  }
  return { docs: docs.subarray(0, count), ranks: ranks.subarray(0, count) };
}

/** The first entry of `list` from `low` on whose document is not below `doc`. */
function seek(list: Postings, low: number, doc: number): number {
  const { docs } = list;
  let high = list.end;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (docs[mid] < doc) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether looking `candidates` up in the word's lists costs less than walking them. */
export const lookUpPays = (candidates: number, word: WordLists) => candidates * word.lists.length * Math.log2(word.size + 2) < word.size;

/**
 * Several words (rarest first): the documents holding all of them, ranked by how near and how
 * weighty the places of each word's best lexeme are (as ts_rank ranks an AND). Unless
 * `ranked` is false: then only which documents (a reading of the typo fallback, which the
 * widened query ranks afresh), with no ranks.
 */
export function allWordsMatches(order: readonly WordLists[], gone: Gone, scratch: QueryScratch, generation: number, lookUp = lookUpPays, ranked = true): { docs: Int32Array; ranks: Float64Array } {
  const { stamp, mask, best, chosenList, chosenAt, candidates } = scratch;
  // Slots per query word, each word's slots side by side: a word's notes fall close together.
  const documents = stamp.length;
  let candidateCount = 0;
  let ascending = false;
  // The postings met, numbered: a slot remembers the number and the entry of its best lexeme.
  const walked: Postings[] = [];
  const note = (doc: number, step: number, bit: number, score: number, listNumber: number, j: number) => {
    if (!ranked) {
      mask[doc] |= bit;
      return;
    }
    const slot = step * documents + doc;
    if ((mask[doc] & bit) === 0 || score > best[slot]) {
      mask[doc] |= bit;
      best[slot] = score;
      chosenList[slot] = listNumber;
      chosenAt[slot] = j;
    }
  };
  order.forEach((word, step) => {
    const bit = 1 << step;
    const before = bit - 1;
    if (step > 0) {
      // Only the candidates holding every earlier word go on.
      let alive = 0;
      for (let i = 0; i < candidateCount; i += 1) {
        if (mask[candidates[i]] === before) candidates[alive++] = candidates[i];
      }
      candidateCount = alive;
    }
    // Looking up needs lists in order: a word with a span of several lexemes is walked.
    if (step > 0 && !word.lists.some((list) => list.mixed) && lookUp(candidateCount, word)) {
      if (!ascending) candidates.subarray(0, candidateCount).sort();
      ascending = true;
      for (const list of word.lists) {
        const listNumber = walked.push(list) - 1;
        let j = list.start;
        for (let i = 0; i < candidateCount && j < list.end; i += 1) {
          const doc = candidates[i];
          j = seek(list, j, doc);
          if (j < list.end && list.docs[j] === doc) note(doc, step, bit, list.ranks[j], listNumber, j);
        }
      }
      return;
    }
    for (const list of word.lists) {
      const listNumber = walked.push(list) - 1;
      const { docs, ranks, end } = list;
      for (let j = list.start; j < end; j += 1) {
        const doc = docs[j];
        if (gone[doc] === 1) continue;
        if (step === 0) {
          if (stamp[doc] !== generation) {
            stamp[doc] = generation;
            mask[doc] = 0;
            candidates[candidateCount] = doc;
            candidateCount += 1;
          }
        } else if (stamp[doc] !== generation || (mask[doc] & ~bit) !== before) {
          continue;
        }
        note(doc, step, bit, ranks[j], listNumber, j);
      }
    }
  });
  const all = (1 << order.length) - 1;
  // Written into the scratch the next query reuses: the answer is a view, good until the next query.
  const { matchedDocs: docs, matchedRanks: ranks } = scratch;
  const places: ArrayLike<number>[] = [];
  const from = new Int32Array(MAX_QUERY_WORDS);
  const to = new Int32Array(MAX_QUERY_WORDS);
  let at = 0;
  for (let i = 0; i < candidateCount; i += 1) {
    const doc = candidates[i];
    if (mask[doc] !== all) continue;
    docs[at] = doc;
    if (!ranked) {
      at += 1;
      continue;
    }
    for (let step = 0; step < order.length; step += 1) {
      const slot = step * documents + doc;
      const list = walked[chosenList[slot]];
      places[step] = list.places;
      from[step] = list.from[chosenAt[slot]];
      to[step] = list.from[chosenAt[slot] + 1];
    }
    ranks[at] = togetherRank(places, from, to, order.length);
    at += 1;
  }
  return { docs: docs.subarray(0, at), ranks: ranks.subarray(0, ranked ? at : 0) };
}
