import { lineWarning } from '../../../src/client/features/cart/components/CartLine';
import { cartItem } from './cart-fixtures';

describe('the warning of a cart line', () => {
  it('says nothing for a count the stock and the rule allow', () => {
    expect(lineWarning({ ...cartItem(1, 12, 10), order_multiple: 12 })).toBeNull();
  });

  it('names the rule a line no longer meets, then the stock it passes', () => {
    expect(lineWarning({ ...cartItem(1, 30, 10), order_multiple: 12 })).toBe('Sold in cases of 12: 24 or 36?');
    expect(lineWarning({ ...cartItem(1, 60, 10), stock: 50 })).toBe('Only 50 in stock.');
    expect(lineWarning({ ...cartItem(1, 1, 10), stock: 0 })).toBe('Out of stock.');
  });
});
