import { articlePrice as shownPrice, canBeAdded } from '../../../src/client/lib/price-view';
import { aquariumKit, orthopaedicBed, salmonKibble, variant } from '../catalog/catalog-fixtures';

// Spec section 6 (price by role) and section 5 (discount badge, Add To Cart rule).
const prices = (price: number, sale_price: number | null, b2b_price: number | null, b2b_sale_price: number | null) =>
  ({ price, sale_price, b2b_price, b2b_sale_price });

describe('shownPrice for a guest', () => {
  it('shows the sale price over the struck-through retail price, with the discount', () => {
    expect(shownPrice(prices(129.5, 110, 98, 88.2), false)).toEqual({ main: 110, struck: 129.5, discount: 15 });
  });

  it('shows the retail price alone without a sale', () => {
    expect(shownPrice(prices(329, null, 280, null), false)).toEqual({ main: 329, struck: null, discount: null });
  });

  it('never shows B2B prices to a guest', () => {
    const shown = shownPrice(prices(75, null, 60, 54), false);
    expect(shown.main).toBe(75);
    expect([shown.main, shown.struck]).not.toContain(60);
    expect([shown.main, shown.struck]).not.toContain(54);
  });

  it('shows no badge for a sale price equal to the price', () => {
    expect(shownPrice(prices(40, 40, null, null), false)).toEqual({ main: 40, struck: null, discount: null });
  });
});

describe('shownPrice for a customer', () => {
  it('shows the B2B sale price with the retail price struck, the badge against the B2B price', () => {
    // 88.20 against 98.00 is 10 % off the trade price.
    expect(shownPrice(prices(129.5, 110, 98, 88.2), true)).toEqual({ main: 88.2, struck: 129.5, discount: 10 });
  });

  it('shows the B2B price when there is no B2B sale, with no badge', () => {
    expect(shownPrice(prices(329, null, 280, null), true)).toEqual({ main: 280, struck: 329, discount: null });
  });

  it('ignores a retail sale when a B2B price exists', () => {
    expect(shownPrice(prices(24, 18, 16, null), true)).toEqual({ main: 16, struck: 24, discount: null });
  });

  it('measures a B2B sale without a B2B price against the retail price', () => {
    expect(shownPrice(prices(100, null, null, 80), true)).toEqual({ main: 80, struck: 100, discount: 20 });
  });

  it('falls back to the retail view when the article has no B2B prices', () => {
    expect(shownPrice(prices(499, null, null, null), true)).toEqual({ main: 499, struck: null, discount: null });
    expect(shownPrice(prices(24, 18, null, null), true)).toEqual({ main: 18, struck: 24, discount: 25 });
  });

  it('strikes nothing when the trade price is not below retail', () => {
    expect(shownPrice(prices(50, null, 50, null), true)).toEqual({ main: 50, struck: null, discount: null });
  });

  it('uses the fixture articles as the product card does', () => {
    const [twoKilo, sevenKilo, twelveKilo] = salmonKibble.product_attributes;
    expect(shownPrice(twoKilo, true).main).toBe(88.2);
    expect(shownPrice(sevenKilo, true)).toEqual({ main: 280, struck: 329, discount: null });
    expect(shownPrice(twelveKilo, true)).toEqual({ main: 499, struck: null, discount: null });
  });
});

describe('discount badge percent (spec section 5: 100 - sale/price*100, whole percent)', () => {
  it.each([
    [129.5, 110, 15], // 15.06
    [24, 18, 25],
    [100, 99.5, 1], // 0.5 rounds up
    [100, 99.6, null], // 0.4 rounds to 0: no badge
    [3, 2, 33], // 33.33
    [3, 1, 67], // 66.67
    [59.9, 44.9, 25], // 25.04
    [200, 1, 100], // 99.5
  ])('%d -> %d reads %s %%', (price, sale, percent) => {
    expect(shownPrice(prices(price, sale, null, null), false).discount).toBe(percent);
  });

  it('has no badge when the price is 0', () => {
    expect(shownPrice(prices(0, 0, null, null), false).discount).toBeNull();
  });
});

describe('canBeAdded (spec section 5: stock above 0 and price above 0)', () => {
  it('allows an article in stock with a price', () => {
    expect(canBeAdded(salmonKibble.product_attributes[0])).toBe(true);
    expect(canBeAdded(variant({ id: 1, attribute_id: '1', stock: 1, price: 0.01 }))).toBe(true);
  });

  it('refuses an article out of stock', () => {
    expect(canBeAdded(orthopaedicBed.product_attributes[0])).toBe(false);
    expect(canBeAdded(variant({ id: 1, attribute_id: '1', stock: -2 }))).toBe(false);
  });

  it('refuses an article with price 0', () => {
    expect(canBeAdded(aquariumKit.product_attributes[0])).toBe(false);
  });

  it('refuses when no article is chosen', () => {
    expect(canBeAdded(null)).toBe(false);
  });
});
