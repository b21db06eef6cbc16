import { b2bView, chargedFils, listedPrices, priceViewFor, retailView, shopDate, unitFils } from '../../../src/server/services/pricing';

const FULL = { priceFils: 12_950, salePriceFils: 11_000, b2bPriceFils: 9_900, b2bSalePriceFils: 8_750 };
const NO_B2B = { priceFils: 4_500, salePriceFils: null, b2bPriceFils: null, b2bSalePriceFils: null };
const retail = retailView();
const b2b = b2bView();

describe('prices by role', () => {
  it('treats guests as retail, staff as B2B without a price list, and customers as B2B on the list their session brought', () => {
    expect(priceViewFor({ kind: 'guest' }).kind).toBe('retail');
    expect(priceViewFor({ kind: 'staff', staffId: 1, sessionId: 'session-of-test-2' })).toMatchObject({ kind: 'b2b', listId: null });
    expect(priceViewFor({ kind: 'customer', customerId: 7, sessionId: 's', priceListId: 3 })).toMatchObject({ kind: 'b2b', listId: 3 });
    expect(priceViewFor({ kind: 'customer', customerId: 7, sessionId: 's', priceListId: null })).toMatchObject({ kind: 'b2b', listId: null });
  });

  it('dates rules by the calendar day in Dubai', () => {
    expect(shopDate(new Date('2027-03-11T20:30:00Z'))).toBe('2027-03-12');
    expect(shopDate(new Date('2027-03-11T19:30:00Z'))).toBe('2027-03-11');
  });

  it('never lists B2B prices to guests and lists all four to B2B viewers, in AED', () => {
    expect(listedPrices(FULL, 1, retail)).toEqual({ price: 129.5, sale_price: 110, b2b_price: null, b2b_sale_price: null });
    expect(listedPrices(FULL, 1, b2b)).toEqual({ price: 129.5, sale_price: 110, b2b_price: 99, b2b_sale_price: 87.5 });
    expect(listedPrices(NO_B2B, 1, b2b)).toEqual({ price: 45, sale_price: null, b2b_price: null, b2b_sale_price: null });
  });

  it('charges B2B buyers the B2B pair, falling back to retail when a variant has no B2B price', () => {
    expect(chargedFils(FULL, b2b)).toEqual({ price: 9_900, sale: 8_750, retail: 12_950 });
    expect(chargedFils(FULL, retail)).toEqual({ price: 12_950, sale: 11_000, retail: 12_950 });
    expect(chargedFils(NO_B2B, b2b)).toEqual({ price: 4_500, sale: null, retail: 4_500 });
    expect(unitFils(FULL, 1, 1, b2b)).toBe(8_750);
    expect(unitFils({ ...FULL, b2bSalePriceFils: null }, 1, 1, b2b)).toBe(9_900);
    expect(unitFils(NO_B2B, 1, 1, retail)).toBe(4_500);
  });

  it('charges a customer the retail sale of an article without B2B prices, as its card shows', () => {
    const retailSaleOnly = { ...NO_B2B, salePriceFils: 3_600 };
    expect(chargedFils(retailSaleOnly, b2b)).toEqual({ price: 4_500, sale: 3_600, retail: 4_500 });
    expect(unitFils(retailSaleOnly, 1, 1, b2b)).toBe(3_600);
  });

  it('shows a contract price for one unit as the B2B sale price and the tiers at the customer\'s prices', () => {
    const view = b2bView(7, '2027-01-10');
    view.terms.set(1, {
      tiers: [{ from: 1, priceFils: 9_000 }, { from: 12, priceFils: 8_000 }],
      rules: [{ id: 3, listId: 7, listName: 'Chain stores', kind: 'brand', priceFils: 8_500, percentOffBp: null, validFrom: null, validTo: null, tiers: [] }],
    });
    expect(listedPrices(FULL, 1, view)).toEqual({ price: 129.5, sale_price: 110, b2b_price: 99, b2b_sale_price: 85 });
    expect(unitFils(FULL, 1, 12, view)).toBe(8_000);
  });
});
