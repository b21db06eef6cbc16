import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import authReducer, { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { fetchGuestCart, setCartCount } from '../../../src/client/features/cart/cart-api';
import { cartSaga } from '../../../src/client/features/cart/cart-saga';
import cartReducer, {
  countChosen, guestItemChanged, initialCartState, loaded, type CartState,
} from '../../../src/client/features/cart/cart-slice';
import { notify } from '../../../src/client/lib/notify';
import type { Cart } from '../../../src/shared/api-types';
import { cartItem, serverCart } from './cart-fixtures';

const reducer = combineReducers({ auth: authReducer, cart: cartReducer });
const guest = (list: CartState['guest']) => ({ auth: initialAuthState, cart: { ...initialCartState, guest: list } });
const pricedGuestCart: Cart = { items: [cartItem(7, 1, 12)], count: 1, total: 12 };

describe('cart control, guest (spec section 4: the local list first, then the server prices it)', () => {
  it('appends a new article with count 1 and prices the new list', async () => {
    const { storeState } = await expectSaga(cartSaga)
      .withReducer(reducer, guest([{ aid: 1, count: 2 }]))
      .provide([[matchers.call.fn(fetchGuestCart), { status: 1, cart: pricedGuestCart }]])
      .put(guestItemChanged({ aid: 7, count: 1 }))
      .call(fetchGuestCart, [{ aid: 1, count: 2 }, { aid: 7, count: 1 }])
      .not.call.fn(setCartCount)
      .not.call.fn(notify)
      .dispatch(countChosen({ aid: 7, count: 1, from: 0 }))
      .silentRun(50);
    expect(storeState.cart.guest).toEqual([{ aid: 1, count: 2 }, { aid: 7, count: 1 }]);
    expect(storeState.cart.items).toEqual(pricedGuestCart.items);
    expect(storeState.cart.pending).toEqual([]);
  });

  it('replaces the count of an article already in the list', async () => {
    const { storeState } = await expectSaga(cartSaga)
      .withReducer(reducer, guest([{ aid: 1, count: 2 }, { aid: 2, count: 1 }]))
      .provide([[matchers.call.fn(fetchGuestCart), { status: 1, cart: serverCart }]])
      .call(fetchGuestCart, [{ aid: 1, count: 5 }, { aid: 2, count: 1 }])
      .dispatch(countChosen({ aid: 1, count: 5, from: 2 }))
      .silentRun(50);
    expect(storeState.cart.guest).toEqual([{ aid: 1, count: 5 }, { aid: 2, count: 1 }]);
  });

  it('removes an article at 0 and prices what is left', async () => {
    const { storeState } = await expectSaga(cartSaga)
      .withReducer(reducer, guest([{ aid: 1, count: 1 }, { aid: 2, count: 4 }]))
      .provide([[matchers.call.fn(fetchGuestCart), { status: 1, cart: serverCart }]])
      .call(fetchGuestCart, [{ aid: 2, count: 4 }])
      .dispatch(countChosen({ aid: 1, count: 0, from: 1 }))
      .silentRun(50);
    expect(storeState.cart.guest).toEqual([{ aid: 2, count: 4 }]);
  });

  it('needs no call once the last article is removed', async () => {
    const { storeState } = await expectSaga(cartSaga)
      .withReducer(reducer, guest([{ aid: 1, count: 1 }]))
      .put(loaded({ items: [], count: 0, total: 0 }))
      .not.call.fn(fetchGuestCart)
      .dispatch(countChosen({ aid: 1, count: 0, from: 1 }))
      .silentRun(50);
    expect(storeState.cart.guest).toEqual([]);
    expect(storeState.cart.items).toEqual([]);
  });
});
