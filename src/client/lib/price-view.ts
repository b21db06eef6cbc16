import type { Variant } from '../../shared/api-types';
import { priceFacts, shownPrice, type ListedPrices, type ShownPrice } from '../../shared/price-display';

export type { ShownPrice };

/** An article's prices as this viewer sees them (the shared rule of src/shared/price-display.ts). */
export function articlePrice(prices: ListedPrices, b2b: boolean): ShownPrice {
  return shownPrice(priceFacts(prices, b2b));
}

/** Spec section 5: Add To Cart shows only when the article is in stock and has a price. */
export function canBeAdded(variant: Pick<Variant, 'stock' | 'price'> | null): boolean {
  return variant !== null && variant.stock > 0 && variant.price > 0;
}
