// The order of a search's page: the exact SKU, then the buyer's own words (after a typo
// fallback), then the exact name, then the rank, newest first, highest id first. Only the
// best page is kept while the matches are walked, unless the page lies deep in the list.
import type { ProductTable } from './product-table';

export interface Matches {
  /** Internal document numbers of the matching products, with their ranks. */
  docs: Int32Array | readonly number[];
  ranks: Float64Array | readonly number[];
}

export interface RankRequest {
  /** The term as typed (trimmed): a product with exactly this SKU comes first. */
  raw: string;
  /** The normalized term: a product of exactly this name comes next. */
  normalized: string;
  /** The term holds Arabic: names are compared Arabic-normalised (ParsedTerm.arabic). */
  arabic?: boolean;
  /** Set when a typo fallback widened the match: products the buyer's own words found first. */
  own?: ReadonlySet<number>;
  offset: number;
  limit: number;
}

/** Pages that end beyond this many matches are sorted whole. */
const DEEP_PAGE = 500;

/** The product ids of one page of `matches`, in the search's order. */
export function pageOf(table: ProductTable, matches: Matches, request: RankRequest): number[] {
  const { docs, ranks } = matches;
  const { ids, created } = table;
  const skus = table.withSku(request.raw);
  const { own } = request;
  const named = request.arabic ? table.namedNormalized(request.normalized) : table.named(request.normalized);
  const anyFlag = skus.size > 0 || (own?.size ?? 0) > 0 || (named?.size ?? 0) > 0;
  // Plain numbers, no object per match: a broad word matches most of the catalogue.
  const flagsOf = (i: number) => {
    if (!anyFlag) return 0;
    const id = ids[docs[i]];
    return (skus.has(id) ? 4 : 0) + (own?.has(id) ? 2 : 0) + (named?.has(id) ? 1 : 0);
  };
  /** Above zero when match `a` (with `fa`) goes before match `b`. */
  const compare = (a: number, fa: number, b: number, fb: number) => fa - fb
    || Math.fround(ranks[a]) - Math.fround(ranks[b])
    || (created[docs[a]] - created[docs[b]] || 0)
    || ids[docs[a]] - ids[docs[b]];
  const want = request.offset + request.limit;
  if (want > DEEP_PAGE) {
    // A page deep in a long list: sorting everything once is cheaper than inserting.
    const flags = Array.from({ length: docs.length }, (_, i) => flagsOf(i));
    const order = Array.from({ length: docs.length }, (_, i) => i).sort((a, b) => compare(b, flags[b], a, flags[a]));
    return order.slice(request.offset, want).map((i) => ids[docs[i]]);
  }
  // The best `want` matches, best first; a page is a few dozen, so inserting in place is cheap.
  const top: number[] = [];
  const topFlags: number[] = [];
  for (let i = 0; i < docs.length; i += 1) {
    const flags = flagsOf(i);
    const last = top.length - 1;
    if (top.length === want && compare(i, flags, top[last], topFlags[last]) <= 0) continue;
    let at = top.length;
    while (at > 0 && compare(i, flags, top[at - 1], topFlags[at - 1]) > 0) at -= 1;
    top.splice(at, 0, i);
    topFlags.splice(at, 0, flags);
    if (top.length > want) {
      top.pop();
      topFlags.pop();
    }
  }
  return top.slice(request.offset).map((i) => ids[docs[i]]);
}
