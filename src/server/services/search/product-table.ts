// The search index's table of products: for each internal document number the product's id,
// age, name and SKUs, and the other way, the document of a product id and the products of a
// SKU or an exact name (which go first on a page). A replaced or removed product's document
// stays, marked gone, until the next full load.
import { normalizeArabic } from './arabic-text';
import { ownString } from './lexicon';
import { resized } from './typed-memory';

const NO_PRODUCTS: ReadonlySet<number> = new Set();

export interface IndexedProduct {
  id: number;
  /** Milliseconds; null sorts after every date, as NULLS LAST does. */
  createdAt: number | null;
  /** lower(name), compared whole with the typed term. */
  name: string;
  skus: readonly string[];
  lexemes: ReadonlyArray<{ lexeme: string; score: number; positions: readonly number[] }>;
}

export class ProductTable {
  /** Product id of each document. */
  readonly ids: number[] = [];
  /** Age of each document, for ordering (milliseconds; -Infinity for none). */
  readonly created: number[] = [];
  /** 1 for a document whose product was removed or replaced since. */
  gone = new Uint8Array(0);
  private readonly names: string[] = [];
  private readonly skusOf: (readonly string[])[] = [];
  private readonly docOf = new Map<number, number>();
  private readonly bySku = new Map<string, Set<number>>();
  private readonly byName = new Map<string, Set<number>>();
  /** Products whose name Arabic normalising changes, by the normalised name (the others are byName's). */
  private readonly byNormalizedName = new Map<string, Set<number>>();

  /** Active products. */
  get size(): number {
    return this.docOf.size;
  }

  /** Documents ever numbered (gone ones included). */
  get documents(): number {
    return this.ids.length;
  }

  has(productId: number): boolean {
    return this.docOf.has(productId);
  }

  /** Numbers a new document for the product (the caller removed any older one). */
  add(product: IndexedProduct): number {
    const doc = this.ids.length;
    this.ids.push(product.id);
    this.created.push(product.createdAt ?? Number.NEGATIVE_INFINITY);
    this.names.push(ownString(product.name));
    this.skusOf.push(product.skus.map(ownString));
    this.docOf.set(product.id, doc);
    for (const key of this.skusOf[doc]) addTo(this.bySku, key.toLowerCase(), product.id);
    addTo(this.byName, this.names[doc], product.id);
    const normalized = normalizeArabic(this.names[doc]);
    if (normalized !== this.names[doc]) addTo(this.byNormalizedName, normalized, product.id);
    return doc;
  }

  /** Marks the product's document gone; false when the table did not hold it. */
  remove(productId: number): boolean {
    const doc = this.docOf.get(productId);
    if (doc === undefined) return false;
    this.docOf.delete(productId);
    this.gone[doc] = 1;
    for (const sku of this.skusOf[doc]) this.bySku.get(sku.toLowerCase())?.delete(productId);
    this.byName.get(this.names[doc])?.delete(productId);
    const normalized = normalizeArabic(this.names[doc]);
    if (normalized !== this.names[doc]) this.byNormalizedName.get(normalized)?.delete(productId);
    return true;
  }

  /** Products with exactly this SKU, whatever the case of its letters (as lower(sku) in the database). */
  withSku(raw: string): ReadonlySet<number> {
    return this.bySku.get(raw.toLowerCase()) ?? NO_PRODUCTS;
  }

  /** Products named exactly so (lower case), if any. */
  named(normalized: string): ReadonlySet<number> | undefined {
    return this.byName.get(normalized);
  }

  /**
   * Products whose name, Arabic normalised, is exactly this normalised term
   * (search_normalize(lower(name)) in the database): those the normalising changed, and those
   * named so already.
   */
  namedNormalized(normalized: string): ReadonlySet<number> | undefined {
    const changed = this.byNormalizedName.get(normalized);
    const same = this.byName.get(normalized);
    if (!changed || changed.size === 0) return same;
    return same && same.size > 0 ? new Set([...changed, ...same]) : changed;
  }

  /** Room for this many documents in the gone marks. */
  widen(size: number): void {
    if (size > this.gone.length) this.gone = resized(this.gone, size);
  }
}

function addTo(map: Map<string, Set<number>>, key: string, id: number): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(id);
}
