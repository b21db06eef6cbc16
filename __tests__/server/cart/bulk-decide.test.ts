import { BULK_MESSAGES, decideSku } from '../../../src/server/services/cart/bulk-decide';
import { MAX_CART_LINES } from '../../../src/shared/constants';
import { NO_RULE } from '../../../src/shared/quantity-rules';

const article = (over: Partial<Parameters<typeof decideSku>[0] & object> = {}) => ({ active: true, stock: 100, rule: NO_RULE, ...over });

describe('what a bulk call does with one SKU', () => {
  it('adds to what the cart holds', () => {
    expect(decideSku(article(), 5, 3, 1)).toEqual({ status: 'added', message: 'Added 5.', write: true, count: 8 });
  });

  it('adjusts to the case pack counting what the cart holds', () => {
    const cases = article({ rule: { min_order: 1, order_multiple: 12, max_order: null } });
    expect(decideSku(cases, 20, 0, 0)).toEqual({ status: 'adjusted', message: 'Sold in cases of 12: 12 or 24? Added 24.', write: true, count: 24 });
    expect(decideSku(cases, 1, 12, 1)).toMatchObject({ status: 'refused', write: false });
  });

  it('takes the largest whole case the stock holds when the nearest case is more than the stock', () => {
    const cases = (stock: number) => article({ stock, rule: { min_order: 1, order_multiple: 12, max_order: null } });
    expect(decideSku(cases(20), 20, 0, 0)).toEqual({ status: 'adjusted', message: 'Sold in cases of 12: 12 or 24? Added 12.', write: true, count: 12 });
    expect(decideSku(cases(30), 30, 0, 0)).toEqual({ status: 'adjusted', message: 'Sold in cases of 12: 24 or 36? Added 24.', write: true, count: 24 });
    // Counting what the cart holds: 12 there, 8 more asked, 20 in stock: nothing to add.
    expect(decideSku(cases(20), 8, 12, 1)).toMatchObject({ status: 'refused', write: false });
    // Fewer than a case in stock, or more asked than the stock holds: nothing.
    expect(decideSku(cases(10), 10, 0, 0)).toMatchObject({ status: 'unavailable', message: BULK_MESSAGES.overStock(10, 0), write: false });
    expect(decideSku(cases(30), 40, 0, 0)).toMatchObject({ status: 'unavailable', message: BULK_MESSAGES.overStock(30, 0), write: false });
  });

  it('adds nothing past the stock, nor past the cart line cap, nor for a bad count', () => {
    expect(decideSku(article({ stock: 4 }), 5, 0, 0)).toMatchObject({ status: 'unavailable', message: BULK_MESSAGES.overStock(4, 0), write: false });
    expect(decideSku(article(), 1, 0, MAX_CART_LINES)).toMatchObject({ status: 'refused', message: BULK_MESSAGES.fullCart });
    expect(decideSku(article(), 1, 1, MAX_CART_LINES)).toMatchObject({ status: 'added' });
    expect(decideSku(article(), 0, 0, 0)).toMatchObject({ status: 'refused', message: BULK_MESSAGES.badCount });
    expect(decideSku(null, 1, 0, 0)).toMatchObject({ status: 'unknown' });
    expect(decideSku(article({ active: false }), 1, 0, 0)).toMatchObject({ status: 'unavailable', message: BULK_MESSAGES.notSold });
  });
});
