// Many lines into a customer's saved cart at once (quick order, an uploaded sheet, order
// again, a saved list). Lines are named by SKU; the lines of one article are summed, however its
// SKU was written ("dog-1" and "DOG-1"). Each article is applied whole or not at all, and every
// line answers in the order sent, in one transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BulkLineResult, Cart } from '../../../shared/api-types';
import type { Db, Tx } from '../../db/client';
import { cartLines, products, variants } from '../../db/schema';
import type { PriceView } from '../pricing';
import { loadCartVariants, ruleOfRow } from './cart-items';
import { savedCart } from './customer-cart';
import { lineStamp, linesOfCart, lockCart, touchCart } from './cart-row';
import { BULK_MESSAGES, type SkuDecision, decideSku } from './bulk-decide';

export interface BulkLineInput { sku: string; count: number }

export interface BulkOptions {
  view: PriceView;
  /** Answer what would happen without writing anything (the quick-order page's check). */
  checkOnly?: boolean;
}

export interface BulkOutcome { cart: Cart; results: BulkLineResult[] }

/**
 * How a SKU as typed finds its article: exactly, else whatever the case of its letters (as the
 * search and the contract import find it), unless that case-blind match names several articles.
 */
const keyOf = (sku: string) => sku.trim();

const countable = (line: BulkLineInput) => Number.isSafeInteger(line.count) && line.count > 0;

async function articleIdsBySku(tx: Tx, skus: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(skus.map((sku) => sku.toLowerCase()))].filter((sku) => sku !== '');
  if (wanted.length === 0) return new Map();
  // lower(sku) has its own index (variants_sku_lower_idx).
  const rows = await tx.select({ id: variants.id, sku: variants.sku }).from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(sql`lower(${variants.sku})`, wanted));
  const exact = new Map(rows.map((row) => [row.sku, row.id]));
  const caseBlind = new Map<string, number[]>();
  for (const row of rows) caseBlind.set(row.sku.toLowerCase(), [...(caseBlind.get(row.sku.toLowerCase()) ?? []), row.id]);
  return new Map(skus.flatMap((sku) => {
    const candidates = caseBlind.get(sku.toLowerCase()) ?? [];
    const id = exact.get(sku) ?? (candidates.length === 1 ? candidates[0] : undefined);
    return id === undefined ? [] : [[sku, id] as [string, number]];
  }));
}

async function applyBulk(tx: Tx, customerId: number, input: readonly BulkLineInput[], opts: BulkOptions): Promise<BulkOutcome> {
  const cart = (await lockCart(tx, customerId, true))!;
  // Summed per article (a SKU no article has, per SKU as typed), in the order each first appears.
  const typed = [...new Set(input.map((line) => keyOf(line.sku)))];
  const ids = await articleIdsBySku(tx, typed);
  const groupOf = (sku: string) => {
    const id = ids.get(keyOf(sku));
    return id === undefined ? `sku:${keyOf(sku)}` : `article:${id}`;
  };
  const totals = new Map<string, { id: number | undefined; total: number }>();
  // A line of no count (or less) is refused on its own and takes nothing from the others.
  for (const line of input.filter(countable)) {
    const group = groupOf(line.sku);
    const sum = totals.get(group) ?? { id: ids.get(keyOf(line.sku)), total: 0 };
    totals.set(group, { ...sum, total: sum.total + line.count });
  }
  const rows = await loadCartVariants(tx, [...new Set(ids.values())]);
  const saved = new Map((await linesOfCart(tx, cart.id)).map((l) => [l.aid, l.count]));
  let lineCount = saved.size;
  const decisions = new Map<string, SkuDecision>();
  for (const [group, { id, total }] of totals) {
    const row = id === undefined ? undefined : rows.get(id);
    const decision = decideSku(row ? { active: row.active, stock: row.stock, rule: ruleOfRow(row) } : null, total, saved.get(id ?? 0) ?? 0, lineCount);
    if (decision.write && !saved.has(id!)) lineCount += 1;
    decisions.set(group, { ...decision, aid: id });
  }
  const writes = [...decisions.values()].filter((d) => d.write && d.aid !== undefined);
  if (!opts.checkOnly && writes.length > 0) {
    const fresh = writes.filter((d) => !saved.has(d.aid!));
    await touchCart(tx, cart.id, fresh.length);
    if (fresh.length > 0) {
      await tx.insert(cartLines).values(fresh.map((d, i) => ({ cartId: cart.id, variantId: d.aid!, count: d.count, createdAt: lineStamp(cart.id, i, fresh.length) })));
    }
    for (const d of writes.filter((w) => saved.has(w.aid!))) {
      await tx.update(cartLines).set({ count: d.count }).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.variantId, d.aid!)));
    }
  }
  const results = input.map((line) => {
    if (!countable(line)) return { sku: line.sku, status: 'refused' as const, message: BULK_MESSAGES.badCount };
    const d = decisions.get(groupOf(line.sku))!;
    return { sku: line.sku, status: d.status, message: d.message };
  });
  const priced = await savedCart(tx, { cartId: cart.id }, opts.view);
  return { cart: priced, results };
}

export async function addBulkLines(db: Db, customerId: number, input: readonly BulkLineInput[], opts: BulkOptions): Promise<BulkOutcome> {
  return db.transaction((tx) => applyBulk(tx, customerId, input, opts));
}
