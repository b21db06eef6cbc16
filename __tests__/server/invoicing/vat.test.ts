import { formatNumber, uaeDate, uaeYear } from '../../../src/server/services/invoicing/numbering';
import { amount, priceLine, totalsOf, vatOf } from '../../../src/server/services/invoicing/vat';

describe('VAT of a line, rounded half up to the fils', () => {
  it.each([
    // taxable fils, rate bp, VAT fils
    [10000, 500, 500], // AED 100.00 at 5 % = 5.00
    [1, 500, 0], // 0.0005 AED rounds down
    [10, 500, 1], // 0.005 AED: exactly half a fils rounds up
    [9, 500, 0], // 0.0045 rounds down
    [30, 500, 2], // 0.015 rounds up
    [12345, 500, 617], // 617.25 -> 617
    [12350, 500, 618], // 617.5 -> 618
    [99999, 0, 0], // zero rated
    [0, 500, 0],
    [1_000_000_000_00, 500, 5_000_000_000], // AED 1 bn stays exact
  ])('%d fils at %d bp is %d fils', (taxable, rate, vat) => {
    expect(vatOf(taxable, rate)).toBe(vat);
  });

  it('refuses a negative or fractional taxable amount', () => {
    expect(() => vatOf(-1, 500)).toThrow(RangeError);
    expect(() => vatOf(1.5, 500)).toThrow(RangeError);
  });
});

describe('lines and totals', () => {
  it.each([
    // quantity, unit fils, discount, category -> taxable, vat, gross
    [3, 1999, 0, 'S', 5997, 300, 6297],
    [7, 333, 0, 'S', 2331, 117, 2448],
    [2, 1000, 150, 'S', 1850, 93, 1943],
    [4, 2500, 0, 'Z', 10000, 0, 10000],
    [1, 4200, 0, 'E', 4200, 0, 4200],
  ] as const)('%d x %d fils less %d (%s)', (quantity, unit, discount, category, taxable, vat, gross) => {
    const line = priceLine({ description: 'x', sku: 'x', quantity, unitPriceFils: unit, discountFils: discount, category }, 1);
    expect([line.taxableFils, line.vatFils, line.grossFils]).toEqual([taxable, vat, gross]);
    expect(line.rateBp).toBe(category === 'S' ? 500 : 0);
  });

  it('refuses a discount larger than the line and a quantity that is not a positive whole number', () => {
    expect(() => priceLine({ description: 'x', sku: 'x', quantity: 1, unitPriceFils: 100, discountFils: 101, category: 'S' }, 1)).toThrow(RangeError);
    expect(() => priceLine({ description: 'x', sku: 'x', quantity: 0, unitPriceFils: 100, category: 'S' }, 1)).toThrow(RangeError);
  });

  it('sums per-line VAT, so net + VAT = gross and the categories add up to the document', () => {
    // Three lines of 0.10 AED: per line 0.005 -> 0.01 each; 0.03 in all (not 0.015 -> 0.02 on the sum).
    const lines = [1, 2, 3].map((i) => priceLine({ description: `l${i}`, sku: `s${i}`, quantity: 1, unitPriceFils: 10, category: 'S' }, i));
    lines.push(priceLine({ description: 'z', sku: 'z', quantity: 2, unitPriceFils: 500, category: 'Z' }, 4));
    const totals = totalsOf(lines);
    expect(totals).toEqual({
      netFils: 1030, vatFils: 3, grossFils: 1033,
      byCategory: [{ category: 'S', rateBp: 500, taxableFils: 30, vatFils: 3 }, { category: 'Z', rateBp: 0, taxableFils: 1000, vatFils: 0 }],
    });
    expect(totals.byCategory.reduce((s, c) => s + c.taxableFils + c.vatFils, 0)).toBe(totals.grossFils);
  });

  it('writes amounts with two decimals', () => {
    expect([amount(0), amount(5), amount(123450), amount(-2550)]).toEqual(['0.00', '0.05', '1234.50', '-25.50']);
  });
});

describe('numbers and dates', () => {
  it.each([
    ['INV', 2027, 1, 'INV-2027-000001'],
    ['CN', 2027, 42, 'CN-2027-000042'],
    ['INV', 2028, 1234567, 'INV-2028-1234567'],
  ] as const)('%s %d #%d is %s', (series, year, seq, number) => {
    expect(formatNumber(series, year, seq)).toBe(number);
  });

  it('takes the date and the year in UAE time (UTC+4)', () => {
    expect(uaeDate(new Date('2026-12-31T19:59:59Z'))).toBe('2026-12-31');
    expect(uaeDate(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(uaeYear(new Date('2026-12-31T20:00:00Z'))).toBe(2027);
  });
});
