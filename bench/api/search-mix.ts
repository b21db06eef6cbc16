// The queries of the `search-mix` and `suggest` scenarios: what buyers of a wholesaler type,
// made from products all over the loaded catalogue, each query once, in a fixed order. A fifth
// each of whole words ("lamb rice"), a word and the start of the next ("nordhaven adu"), a
// misspelt word ("nordhavn adult"), a SKU whole or begun ("NOR-0001234-02", "NOR-00012") and
// a brand with a product type ("nordhaven food"). The suggestions are asked for what the
// buyer has typed so far: each query cut after a few of its characters.

export interface SampledProduct {
  name: string;
  brand: string | null;
  skus: string[];
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => /^[a-z]{3,}$/.test(w));

/** A deterministic typo: two neighbouring letters swapped, or one dropped. */
function misspell(word: string, n: number): string {
  const at = 1 + (n % (word.length - 2));
  return n % 2 === 0 ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + word.slice(at + 1);
}

function queryFor(product: SampledProduct, n: number): string | null {
  const words = wordsOf(product.name);
  const brandWords = product.brand ? wordsOf(product.brand) : [];
  const own = words.filter((w) => !brandWords.includes(w));
  if (own.length < 2) return null;
  const pick = (k: number) => own[(n + k) % own.length];
  switch (n % 5) {
    case 0:
      return `${pick(0)} ${pick(1)}`;
    case 1:
      return `${brandWords[0] ?? pick(1)} ${pick(0).slice(0, 3 + (n % 3))}`;
    case 2: {
      const long = own.find((w) => w.length >= 6) ?? pick(0);
      return `${misspell(long, n)} ${long === pick(1) ? pick(2) : pick(1)}`;
    }
    case 3: {
      const sku = product.skus[n % Math.max(1, product.skus.length)];
      if (!sku) return null;
      return n % 2 === 0 ? sku : sku.slice(0, Math.max(5, sku.length - 5));
    }
    default:
      return `${brandWords[0] ?? pick(1)} ${own[own.length - 1]}`;
  }
}

export function searchMix(products: readonly SampledProduct[]): string[] {
  const seen = new Set<string>();
  products.forEach((product, n) => {
    const query = queryFor(product, n);
    if (query) seen.add(query);
  });
  return [...seen];
}

/** What has been typed of each query when a suggestion is asked: 3 characters to all of it. */
export function typedSoFar(queries: readonly string[]): string[] {
  const seen = new Set<string>();
  queries.forEach((query, n) => {
    const cut = Math.min(query.length, 3 + (n % Math.max(1, query.length - 2)));
    const typed = query.slice(0, cut).trim();
    if (typed.length >= 2) seen.add(typed);
  });
  return [...seen];
}
