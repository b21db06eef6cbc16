import { needsApproval } from '../../../src/client/features/cart/cart-maths';
import {
  selectCartTotal, selectHasPendingCounts, selectIsCartEmpty,
} from '../../../src/client/features/cart/cart-selectors';
import reducer, { countChosen, initialCartState, loaded } from '../../../src/client/features/cart/cart-slice';
import { APPROVAL_THRESHOLD } from '../../../src/shared/constants';
import { linesTotal } from '../../../src/shared/money';
import { cartItem } from './cart-fixtures';

const withItems = (items = [cartItem(1, 2, 45.5)]) => ({ cart: reducer(initialCartState, loaded({ items, count: items.length, total: 0 })) });

describe('cart maths (spec section 9)', () => {
  it('totals count times price when no line has a sale price', () => {
    expect(linesTotal([cartItem(1, 2, 45.5), cartItem(2, 3, 10)])).toBe(121);
    expect(selectCartTotal(withItems([cartItem(1, 2, 45.5), cartItem(2, 3, 10)]))).toBe(121);
  });

  it('charges the sale price where one exists', () => {
    expect(linesTotal([cartItem(1, 2, 45.5, 40), cartItem(2, 3, 10)])).toBe(110);
    expect(linesTotal([cartItem(1, 4, 19.9, 14.95)])).toBe(59.8);
  });

  it('adds two-decimal prices without drifting', () => {
    expect(linesTotal([cartItem(1, 1, 0.1), cartItem(2, 1, 0.2)])).toBe(0.3);
    expect(linesTotal(Array.from({ length: 10 }, (_, i) => cartItem(i + 1, 3, 1.01, 0.99)))).toBe(29.7);
  });

  it('is 0 for an empty cart', () => {
    expect(linesTotal([])).toBe(0);
    expect(selectIsCartEmpty({ cart: initialCartState })).toBe(true);
  });

  it('needs approval above 30 units, not at 30', () => {
    expect(APPROVAL_THRESHOLD).toBe(30);
    expect(needsApproval(30)).toBe(false);
    expect(needsApproval(31)).toBe(true);
    expect(needsApproval(0)).toBe(false);
  });

  it('knows when a stepper change is still on its way', () => {
    const state = withItems();
    expect(selectHasPendingCounts(state)).toBe(false);
    const stepping = { cart: reducer(state.cart, countChosen({ aid: 1, count: 3, from: 2 })) };
    expect(selectHasPendingCounts(stepping)).toBe(true);
    expect(selectCartTotal(stepping)).toBe(136.5);
  });
});
