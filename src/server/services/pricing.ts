// Prices by viewer (spec section 6, api-contract "General rules", README "Price lists and
// volume tiers"): guests see retail prices only; customers (and staff looking at the shop) see
// B2B prices, lowered by the customer's price list and the volume tiers (price-lists/). Every
// price the API shows or charges comes through here.
//
// A PriceView is made once per request (`priceViewFor`); `preparePrices` then loads the terms
// of the articles about to be shown in one go, so the synchronous shaping code below can price
// each of them without another query.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PriceTier } from '../../shared/api-types';
import { fromFils } from '../../shared/money';
import { chargedPrice, priceFacts } from '../../shared/price-display';
import type { DbOrTx } from '../db/client';
import type { Viewer } from '../plugins/auth';
import { type ArticleTerms, NO_TERMS, type PriceDecision, type Tier, customerTiers, decidePrice } from './price-lists/decide-price';
import { loadArticleTerms } from './price-lists/load-terms';

export interface PriceView {
  kind: 'retail' | 'b2b';
  /** The customer's price list (their own, else their group's), null for none. */
  listId: number | null;
  /** Today in the shop's time zone, YYYY-MM-DD: rules are valid per calendar day. */
  date: string;
  /** Terms of the articles prepared so far in this request, by article id. */
  terms: Map<number, ArticleTerms>;
}

export interface VariantPriceColumns {
  priceFils: number;
  salePriceFils: number | null;
  b2bPriceFils: number | null;
  b2bSalePriceFils: number | null;
}

const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' });
export const shopDate = (now = new Date()) => SHOP_DAY.format(now);

export const retailView = (date = shopDate()): PriceView => ({ kind: 'retail', listId: null, date, terms: new Map() });
export const b2bView = (listId: number | null = null, date = shopDate()): PriceView => ({ kind: 'b2b', listId, date, terms: new Map() });

/**
 * The active price list of the customer whose id is `customerId` (a column of the statement asking), as a
 * scalar subquery: their own list beats their group's. The session read asks it in the same
 * statement, so a customer's request costs no extra round trip for its prices.
 */
export const activePriceListOf = (customerId: SQLWrapper): SQL => sql`(
    select coalesce(own.id, shared.id) from customer_price_terms t
    left join price_lists own on own.id = t.price_list_id and own.active
    left join customer_groups g on g.id = t.group_id
    left join price_lists shared on shared.id = g.price_list_id and shared.active
    where t.customer_id = ${customerId})`;

/** The view of a request: the customer's list came with their session (plugins/auth.ts). */
export function priceViewFor(viewer: Viewer, now = new Date()): PriceView {
  if (viewer.kind === 'guest') return retailView(shopDate(now));
  return b2bView(viewer.kind === 'customer' ? viewer.priceListId : null, shopDate(now));
}

/** Cache key of answers priced for this view: customers of one list on one day see the same prices. */
export const priceViewKey = (view: PriceView) => (view.kind === 'retail' ? 'retail' : `b2b:${view.listId ?? '-'}:${view.date}`);

/**
 * Terms a statement has already brought: the articles' own volume tiers are all a B2B view
 * without a price list needs, so the listings price such customers without another query.
 */
export function knowTiers(view: PriceView, articles: ReadonlyArray<{ id: number; tiers?: Tier[] }>): void {
  if (!tiersSuffice(view)) return;
  for (const { id, tiers } of articles) if (tiers && !view.terms.has(id)) view.terms.set(id, { tiers, rules: [] });
}

/** Whether the articles' own tiers are all this view's prices need (B2B without a price list). */
export const tiersSuffice = (view: PriceView) => view.kind === 'b2b' && view.listId === null;

/** Loads the terms of these articles (once each per request); guests have none. */
export async function preparePrices(db: DbOrTx, view: PriceView, articleIds: readonly number[]): Promise<void> {
  if (view.kind === 'retail') return;
  const missing = articleIds.filter((id) => !view.terms.has(id));
  if (missing.length === 0) return;
  for (const [id, terms] of await loadArticleTerms(db, missing, view.listId, view.date)) view.terms.set(id, terms);
}

const aed = (fils: number | null): number | null => (fils === null ? null : fromFils(fils));

/**
 * What a cart line or order line is charged, in fils, by the rule every screen shows
 * (src/shared/price-display.ts): for B2B buyers the B2B pair when the variant has a B2B price,
 * else the retail pair; for guests the retail pair. `retail` is the struck-through price.
 */
export function chargedFils(row: VariantPriceColumns, view: PriceView): { price: number; sale: number | null; retail: number } {
  const facts = priceFacts({
    price: row.priceFils, sale_price: row.salePriceFils, b2b_price: row.b2bPriceFils, b2b_sale_price: row.b2bSalePriceFils,
  }, view.kind === 'b2b');
  return { price: facts.price, sale: facts.sale, retail: facts.retail };
}

/** The one pricing decision: the unit price of `quantity` units of article `aid` for this viewer. */
export function decideUnit(row: VariantPriceColumns, aid: number, quantity: number, view: PriceView): PriceDecision {
  const normal = chargedPrice(chargedFils(row, view));
  if (view.kind === 'retail') return { unitFils: normal, rule: null, tier: null, tiers: [] };
  return decidePrice(normal, view.terms.get(aid) ?? NO_TERMS, quantity, view.date);
}

/** The unit price actually paid for `quantity` units. */
export function unitFils(row: VariantPriceColumns, aid: number, quantity: number, view: PriceView): number {
  return decideUnit(row, aid, quantity, view).unitFils;
}

/**
 * The four prices of a variant as a product listing shows them (B2B ones null for guests). A
 * customer's contract price for one unit shows as the B2B sale price when it is lower than
 * the normal one, so the card strikes and badges it like any other reduction.
 */
export function listedPrices(row: VariantPriceColumns, aid: number, view: PriceView) {
  const b2b = view.kind === 'b2b';
  const normal = chargedFils(row, view);
  const single = decideUnit(row, aid, 1, view).unitFils;
  return {
    price: fromFils(row.priceFils),
    sale_price: aed(row.salePriceFils),
    b2b_price: b2b ? aed(row.b2bPriceFils) : null,
    b2b_sale_price: !b2b ? null : single < chargedPrice(normal) ? fromFils(single) : aed(row.b2bSalePriceFils),
  };
}

/** The volume tiers a customer sees for an article, at that customer's prices; absent for guests. */
export function tiersFor(row: VariantPriceColumns, aid: number, view: PriceView): PriceTier[] | undefined {
  if (view.kind === 'retail') return undefined;
  const normal = chargedPrice(chargedFils(row, view));
  return customerTiers(normal, view.terms.get(aid) ?? NO_TERMS, view.date).map((t) => ({ from: t.from, price: fromFils(t.priceFils) }));
}
