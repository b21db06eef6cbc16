import type { Variant } from '../../../shared/api-types';
import { discountPercent } from '../../../shared/money';

/** What a price block shows: the main price, the struck-through one, and the discount badge. */
export interface ShownPrice {
  main: number;
  struck: number | null;
  /** Whole percent for the discount badge; null when there is no sale. */
  discount: number | null;
}

type Prices = Pick<Variant, 'price' | 'sale_price' | 'b2b_price' | 'b2b_sale_price'>;

/** A badge only for a real reduction: a 'sale' at or above the price shows none. */
const positive = (percent: number | null): number | null => (percent !== null && percent > 0 ? percent : null);

const present = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Spec section 6. Guests: the sale price as the main price over the struck-through retail
 * price. Customers: the B2B sale price, else the B2B price, as the main price with the retail
 * price struck through. The discount badge (section 5) compares the sale price with the price
 * it reduces: retail for guests, B2B for customers.
 */
export function shownPrice(prices: Prices, b2b: boolean): ShownPrice {
  const retailMain = present(prices.sale_price) ? prices.sale_price : prices.price;
  if (b2b && (present(prices.b2b_sale_price) || present(prices.b2b_price))) {
    const base = present(prices.b2b_price) ? prices.b2b_price : prices.price;
    const main = present(prices.b2b_sale_price) ? prices.b2b_sale_price : base;
    const discount = present(prices.b2b_sale_price) ? discountPercent(base, prices.b2b_sale_price) : null;
    return { main, struck: prices.price > main ? prices.price : null, discount: positive(discount) };
  }
  if (!present(prices.sale_price)) return { main: retailMain, struck: null, discount: null };
  return {
    main: prices.sale_price,
    struck: prices.price > prices.sale_price ? prices.price : null,
    discount: positive(discountPercent(prices.price, prices.sale_price)),
  };
}

/** Spec section 5: Add To Cart shows only when the article is in stock and has a price. */
export function canBeAdded(variant: Pick<Variant, 'stock' | 'price'> | null): boolean {
  return variant !== null && variant.stock > 0 && variant.price > 0;
}
