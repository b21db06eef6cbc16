import { logoutRequested } from '../../../src/client/features/auth/auth-slice';
import reducer, {
  cleared, guestItemChanged, guestMerged, initialCartState, loaded, loadFailed, loadStarted,
} from '../../../src/client/features/cart/cart-slice';
import {
  selectCartCountOf, selectCartItems, selectCartLineCount, selectCartTotal, selectGuestCart, selectIsCartArriving,
} from '../../../src/client/features/cart/cart-selectors';
import { cartItem, serverCart } from './cart-fixtures';

const wrap = (cart = initialCartState) => ({ cart });

describe('cart slice', () => {
  it('moves through loading to the server cart', () => {
    const loading = reducer(initialCartState, loadStarted());
    expect(loading.status).toBe('loading');
    const state = reducer(loading, loaded(serverCart));
    expect(state.status).toBe('succeeded');
    expect(selectCartItems(wrap(state))).toEqual(serverCart.items);
    expect(selectCartLineCount(wrap(state))).toBe(2);
  });

  it('keeps the last cart when a refresh fails', () => {
    const state = reducer(reducer(initialCartState, loaded(serverCart)), loadFailed());
    expect(state.status).toBe('failed');
    expect(state.items).toEqual(serverCart.items);
  });

  it('totals count times sale price, else price, without float drift', () => {
    const state = reducer(initialCartState, loaded({ ...serverCart, items: [cartItem(1, 3, 0.1), cartItem(2, 3, 9, 0.2)] }));
    expect(selectCartTotal(wrap(state))).toBe(0.9);
    expect(selectCartTotal(wrap(reducer(initialCartState, loaded(serverCart))))).toBe(135.85);
  });

  it('applies guest changes to the local list', () => {
    let state = reducer(initialCartState, guestItemChanged({ aid: 4, count: 1 }));
    state = reducer(state, guestItemChanged({ aid: 4, count: 3 }));
    state = reducer(state, guestItemChanged({ aid: 6, count: 2 }));
    expect(selectGuestCart(wrap(state))).toEqual([
      { aid: 4, count: 3 },
      { aid: 6, count: 2 },
    ]);
    expect(selectGuestCart(wrap(reducer(state, guestItemChanged({ aid: 4, count: 0 }))))).toEqual([{ aid: 6, count: 2 }]);
  });

  it('tells the count of one article, 0 when absent', () => {
    const state = wrap(reducer(initialCartState, loaded(serverCart)));
    expect(selectCartCountOf(state, 2)).toBe(3);
    expect(selectCartCountOf(state, 99)).toBe(0);
  });

  it('empties both the server cart and the guest list when cleared', () => {
    const full = reducer(reducer(initialCartState, loaded(serverCart)), guestItemChanged({ aid: 1, count: 1 }));
    expect(reducer(full, cleared())).toEqual({ ...initialCartState, status: 'succeeded' });
    // Known to be empty: the drawer says so instead of waiting for a cart no call will bring.
    expect(selectIsCartArriving(wrap(reducer(full, cleared())))).toBe(false);
    expect(selectIsCartArriving(wrap(initialCartState))).toBe(true);
  });

  it('forgets the customer cart on logout but keeps a guest list', () => {
    const full = reducer(reducer(initialCartState, loaded(serverCart)), guestItemChanged({ aid: 1, count: 1 }));
    const state = reducer(full, logoutRequested());
    expect(state.items).toEqual([]);
    expect(state.total).toBe(0);
    expect(state.guest).toEqual([{ aid: 1, count: 1 }]);
  });
});

describe('cart slice, login merge', () => {
  it('takes the merged cart and empties the guest list', () => {
    const before = { ...initialCartState, guest: [{ aid: 7, count: 2 }] };
    const state = reducer(before, guestMerged(serverCart));
    expect(state.items).toEqual(serverCart.items);
    expect(state.total).toBe(serverCart.total);
    expect(state.status).toBe('succeeded');
    expect(state.guest).toEqual([]);
  });
});
