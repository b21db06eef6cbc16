import type { Rng } from '../random';

// Prices in integer fils (1 AED = 100 fils), rounded the way a shop would print them.
// B2B prices always sit below retail, and B2B sale prices below the B2B price.

export interface PriceSet {
  priceFils: number;
  salePriceFils: number | null;
  b2bPriceFils: number;
  b2bSalePriceFils: number | null;
}

/** Rounds an AED amount to a shelf price: quarters below 10, halves below 100, whole above. */
export function shelfPrice(aed: number): number {
  const step = aed < 10 ? 0.25 : aed < 100 ? 0.5 : aed < 1000 ? 1 : 5;
  return Math.max(step, Math.round(aed / step) * step);
}

const toFils = (aed: number) => Math.round(aed * 100);

/** Trade discount for a product, drawn once so all its variants share it. */
export function tradeRatio(rng: Rng): number {
  return 0.68 + rng.int(0, 14) / 100;
}

/** Sale discount for a product (0 = not on sale). */
export function saleDiscount(rng: Rng, onSale: boolean): number {
  return onSale ? rng.pick([0.1, 0.15, 0.2, 0.25]) : 0;
}

export function priceSet(retailAed: number, ratio: number, discount: number): PriceSet {
  const retail = shelfPrice(retailAed);
  const b2b = Math.min(retail - 0.25, Math.round((retail * ratio) / 0.25) * 0.25);
  const result: PriceSet = { priceFils: toFils(retail), salePriceFils: null, b2bPriceFils: toFils(b2b), b2bSalePriceFils: null };
  if (discount > 0) {
    result.salePriceFils = toFils(Math.min(retail - 0.25, shelfPrice(retail * (1 - discount))));
    result.b2bSalePriceFils = toFils(Math.min(b2b - 0.25, Math.round((b2b * (1 - discount)) / 0.25) * 0.25));
  }
  return result;
}

export function stockLevel(rng: Rng, offer: boolean): number {
  if (rng.chance(offer ? 0.2 : 0.08)) return 0;
  return offer ? rng.int(2, 40) : rng.int(6, 640);
}
