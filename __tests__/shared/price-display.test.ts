import { cartLineFacts, orderLineFacts, priceFacts, shownPrice, type ListedPrices } from '../../src/shared/price-display';

// One rule for the old price, the sale price and the badge on every screen. Each row is an
// article as listed, the viewer, and what every screen must show for it.
const listed = (price: number, sale_price: number | null, b2b_price: number | null, b2b_sale_price: number | null): ListedPrices =>
  ({ price, sale_price, b2b_price, b2b_sale_price });

const table: Array<[string, ListedPrices, boolean, { main: number; struck: number | null; discount: number | null }]> = [
  ['guest, retail sale', listed(129.5, 110, null, null), false, { main: 110, struck: 129.5, discount: 15 }],
  ['guest, no sale', listed(329, null, null, null), false, { main: 329, struck: null, discount: null }],
  ['guest, a "sale" at the price', listed(40, 40, null, null), false, { main: 40, struck: null, discount: null }],
  ['guest, B2B prices never shown', listed(75, null, 60, 54), false, { main: 75, struck: null, discount: null }],
  // The case of the reported disagreement: 64.50 retail, 53.00 B2B, 45.05 B2B sale.
  ['customer, B2B sale', listed(64.5, null, 53, 45.05), true, { main: 45.05, struck: 64.5, discount: 15 }],
  ['customer, B2B price only', listed(329, null, 280, null), true, { main: 280, struck: 329, discount: null }],
  ['customer, retail sale ignored beside a B2B price', listed(24, 18, 16, null), true, { main: 16, struck: 24, discount: null }],
  ['customer, B2B sale without a B2B price', listed(100, null, null, 80), true, { main: 80, struck: 100, discount: 20 }],
  ['customer, no B2B prices: the retail pair', listed(24, 18, null, null), true, { main: 18, struck: 24, discount: 25 }],
  ['customer, trade price not below retail', listed(50, null, 50, null), true, { main: 50, struck: null, discount: null }],
  ['customer, nothing on sale', listed(499, null, null, null), true, { main: 499, struck: null, discount: null }],
];

describe('the price rule', () => {
  it.each(table)('%s: card and product page', (_name, prices, b2b, expected) => {
    expect(shownPrice(priceFacts(prices, b2b))).toEqual(expected);
  });

  it.each(table)('%s: the cart line, drawer and checkout show what the card shows', (_name, prices, b2b, expected) => {
    // The server prices a cart line by the same facts: the buyer's pair plus the retail price.
    const facts = priceFacts(prices, b2b);
    const line = { price: facts.price, sale_price: facts.sale, retail_price: facts.retail };
    expect(shownPrice(cartLineFacts(line))).toEqual(expected);
  });

  it.each(table)('%s: the order history shows the unit price charged, nothing struck', (_name, prices, b2b, expected) => {
    expect(shownPrice(orderLineFacts({ unit_price: expected.main }))).toEqual({ main: expected.main, struck: null, discount: null });
    expect(shownPrice(priceFacts(prices, b2b)).main).toBe(expected.main);
  });

  it("takes the line's own price as the retail one when an answer carries none", () => {
    expect(shownPrice(cartLineFacts({ price: 53, sale_price: 45.05 }))).toEqual({ main: 45.05, struck: 53, discount: 15 });
  });
});
