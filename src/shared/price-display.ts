import { discountPercent } from './money';

// The one rule for prices on every screen (card, product page, variant picker, drawer, cart,
// checkout, order history) and for what the server charges, so a buyer never reads one "was"
// price on a card and another in the cart.
//
// - The buyer's price list: retail (price, sale_price) for guests; for customers the B2B pair
//   (b2b_price, else the retail price; b2b_sale_price) whenever the article has a B2B price,
//   else the retail pair (spec section 6).
// - Main price: the list's sale price when there is one, else its price.
// - Struck "was" price: the retail price, when it is above the main price (spec section 6).
// - Discount badge: the list's sale against the list's price, 100 - sale/price*100 rounded
//   (spec section 5), shown only for a real reduction.
// Amounts may be AED or fils: the rule only compares and divides them.

export interface ListedPrices {
  price: number;
  sale_price: number | null;
  b2b_price: number | null;
  b2b_sale_price: number | null;
}

/** The prices a buyer deals in: their list's price and sale, and the retail price beside them. */
export interface PriceFacts {
  price: number;
  sale: number | null;
  retail: number;
}

export interface ShownPrice {
  main: number;
  /** The struck-through "was" price; null when there is nothing above the main price. */
  struck: number | null;
  /** Whole percent for the discount badge; null when there is no sale. */
  discount: number | null;
}

const present = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The buyer's list for an article: B2B for customers when the article has B2B prices. */
export function priceFacts(prices: ListedPrices, b2b: boolean): PriceFacts {
  if (b2b && (present(prices.b2b_price) || present(prices.b2b_sale_price))) {
    return {
      price: present(prices.b2b_price) ? prices.b2b_price : prices.price,
      sale: present(prices.b2b_sale_price) ? prices.b2b_sale_price : null,
      retail: prices.price,
    };
  }
  return { price: prices.price, sale: present(prices.sale_price) ? prices.sale_price : null, retail: prices.price };
}

/** What is charged per unit: the list's sale price when there is one. */
export const chargedPrice = (facts: Pick<PriceFacts, 'price' | 'sale'>): number => (facts.sale === null ? facts.price : facts.sale);

export function shownPrice(facts: PriceFacts): ShownPrice {
  const main = chargedPrice(facts);
  const percent = facts.sale === null ? 0 : discountPercent(facts.price, facts.sale);
  return { main, struck: facts.retail > main ? facts.retail : null, discount: percent > 0 ? percent : null };
}

/** A cart line carries its buyer's pair already (api-contract: B2B for customers) and the retail price. */
export function cartLineFacts(item: { price: number; sale_price: number | null; retail_price?: number }): PriceFacts {
  return { price: item.price, sale: present(item.sale_price) ? item.sale_price : null, retail: item.retail_price ?? item.price };
}

/** An order line keeps only the unit price it was charged: no sale, nothing struck. */
export function orderLineFacts(line: { unit_price: number }): PriceFacts {
  return { price: line.unit_price, sale: null, retail: line.unit_price };
}
