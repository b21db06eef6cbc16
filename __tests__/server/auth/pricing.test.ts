import { chargedFils, listedPrices, priceViewOf, unitFils } from '../../../src/server/services/pricing';

const FULL = { priceFils: 12_950, salePriceFils: 11_000, b2bPriceFils: 9_900, b2bSalePriceFils: 8_750 };
const NO_B2B = { priceFils: 4_500, salePriceFils: null, b2bPriceFils: null, b2bSalePriceFils: null };

describe('prices by role', () => {
  it('treats guests as retail and customers and staff as B2B', () => {
    expect(priceViewOf({ kind: 'guest' })).toBe('retail');
    expect(priceViewOf({ kind: 'customer', customerId: 1, sessionId: 'session-of-test-1' })).toBe('b2b');
    expect(priceViewOf({ kind: 'staff', staffId: 1, sessionId: 'session-of-test-2' })).toBe('b2b');
  });

  it('never lists B2B prices to guests and lists all four to B2B viewers, in AED', () => {
    expect(listedPrices(FULL, 'retail')).toEqual({ price: 129.5, sale_price: 110, b2b_price: null, b2b_sale_price: null });
    expect(listedPrices(FULL, 'b2b')).toEqual({ price: 129.5, sale_price: 110, b2b_price: 99, b2b_sale_price: 87.5 });
    expect(listedPrices(NO_B2B, 'b2b')).toEqual({ price: 45, sale_price: null, b2b_price: null, b2b_sale_price: null });
  });

  it('charges B2B buyers the B2B pair, falling back to retail when a variant has no B2B price', () => {
    expect(chargedFils(FULL, 'b2b')).toEqual({ price: 9_900, sale: 8_750, retail: 12_950 });
    expect(chargedFils(FULL, 'retail')).toEqual({ price: 12_950, sale: 11_000, retail: 12_950 });
    expect(chargedFils(NO_B2B, 'b2b')).toEqual({ price: 4_500, sale: null, retail: 4_500 });
    expect(unitFils(FULL, 'b2b')).toBe(8_750);
    expect(unitFils({ ...FULL, b2bSalePriceFils: null }, 'b2b')).toBe(9_900);
    expect(unitFils(NO_B2B, 'retail')).toBe(4_500);
  });

  it('charges a customer the retail sale of an article without B2B prices, as its card shows', () => {
    const retailSaleOnly = { ...NO_B2B, salePriceFils: 3_600 };
    expect(chargedFils(retailSaleOnly, 'b2b')).toEqual({ price: 4_500, sale: 3_600, retail: 4_500 });
    expect(unitFils(retailSaleOnly, 'b2b')).toBe(3_600);
  });
});
