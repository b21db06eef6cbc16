// Prices by role (spec section 6, api-contract "General rules"): guests see retail prices
// only; customers (and staff looking at the shop) see B2B prices as well, and their carts and
// orders are charged at B2B prices. Every price the API shows or charges comes through here.
import { fromFils } from '../../shared/money';
import { chargedPrice, priceFacts } from '../../shared/price-display';
import type { Viewer } from '../plugins/auth';

export type PriceView = 'retail' | 'b2b';

export interface VariantPriceColumns {
  priceFils: number;
  salePriceFils: number | null;
  b2bPriceFils: number | null;
  b2bSalePriceFils: number | null;
}

export function priceViewOf(viewer: Viewer): PriceView {
  return viewer.kind === 'guest' ? 'retail' : 'b2b';
}

const aed = (fils: number | null): number | null => (fils === null ? null : fromFils(fils));

/** The four prices of a variant as a product listing shows them; B2B ones are null for guests. */
export function listedPrices(row: VariantPriceColumns, view: PriceView) {
  return {
    price: fromFils(row.priceFils),
    sale_price: aed(row.salePriceFils),
    b2b_price: view === 'b2b' ? aed(row.b2bPriceFils) : null,
    b2b_sale_price: view === 'b2b' ? aed(row.b2bSalePriceFils) : null,
  };
}

/**
 * What a cart line or order line is charged, in fils, by the rule every screen shows
 * (src/shared/price-display.ts): for B2B buyers the B2B pair when the variant has a B2B price,
 * else the retail pair; for guests the retail pair. `retail` is the struck-through price.
 */
export function chargedFils(row: VariantPriceColumns, view: PriceView): { price: number; sale: number | null; retail: number } {
  const facts = priceFacts({
    price: row.priceFils, sale_price: row.salePriceFils, b2b_price: row.b2bPriceFils, b2b_sale_price: row.b2bSalePriceFils,
  }, view === 'b2b');
  return { price: facts.price, sale: facts.sale, retail: facts.retail };
}

/** The unit price actually paid: the sale price when there is one. */
export function unitFils(row: VariantPriceColumns, view: PriceView): number {
  return chargedPrice(chargedFils(row, view));
}
