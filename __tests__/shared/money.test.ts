import fc from 'fast-check';
import { discountPercent, effectivePrice, formatAed, fromFils, linesTotal, toFils } from '../../src/shared/money';

describe('formatAed', () => {
  it.each([
    [1234.5, 'AED 1,234.50'],
    [0, 'AED 0.00'],
    [7, 'AED 7.00'],
    [19.999, 'AED 20.00'],
    [1234567.891, 'AED 1,234,567.89'],
  ])('formats %p as %p', (aed, text) => {
    expect(formatAed(aed)).toBe(text);
  });

  it('prints a non-number as zero rather than NaN', () => {
    expect(formatAed(Number.NaN)).toBe('AED 0.00');
  });
});

describe('discountPercent', () => {
  it.each([
    [100, 75, 25],
    [45.5, 39.9, 12],
    [19.9, 14.95, 25],
    [3, 2, 33],
    [80, 80, 0],
    // Exact halves round up (floating point put 100 - 109 / 200 * 100 a hair under 45.5).
    [200, 109, 46],
    [200, 111, 45],
    [20, 10.9, 46],
  ])('price %p with sale %p is %p%%', (price, sale, percent) => {
    expect(discountPercent(price, sale)).toBe(percent);
  });

  it('has no discount without a positive price', () => {
    expect(discountPercent(0, 5)).toBe(0);
    expect(discountPercent(-4, 2)).toBe(0);
  });

  it('is 100 minus sale/price*100, rounded half up, for any sale below the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (priceFils, ratio) => {
        const saleFils = Math.floor(priceFils * ratio);
        const percent = discountPercent(priceFils / 100, saleFils / 100);
        // In integers: the nearest whole percent of (price - sale) / price, halves up.
        expect(percent).toBe(Math.floor((2 * 100 * (priceFils - saleFils) + priceFils) / (2 * priceFils)));
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('fils and totals', () => {
  it('converts between AED and fils', () => {
    expect(toFils(12.34)).toBe(1234);
    expect(toFils(0.29)).toBe(29);
    expect(fromFils(1234)).toBe(12.34);
  });

  it('charges the sale price when there is one', () => {
    expect(effectivePrice(10, null)).toBe(10);
    expect(effectivePrice(10, 8.5)).toBe(8.5);
    expect(effectivePrice(10, 0)).toBe(0);
  });

  it('sums count times the effective price in whole fils', () => {
    expect(linesTotal([])).toBe(0);
    expect(linesTotal([{ count: 3, price: 0.1, sale_price: null }])).toBe(0.3);
    expect(
      linesTotal([
        { count: 2, price: 45.5, sale_price: null },
        { count: 3, price: 19.9, sale_price: 14.95 },
      ]),
    ).toBe(135.85);
  });
});
