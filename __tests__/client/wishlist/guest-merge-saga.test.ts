import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import {
  guestMergeFailed, guestMergeSettled, loginAccepted,
} from '../../../src/client/features/auth/auth-forms-slice';
import { mergeGuestLists } from '../../../src/client/features/wishlist/wishlist-api';
import { guestMerged } from '../../../src/client/features/cart/cart-slice';
import { guestMergeSaga } from '../../../src/client/features/wishlist/guest-merge-saga';
import { listsReplaced, mergeFailed } from '../../../src/client/features/wishlist/wishlist-slice';
import { accountReducer, accountState, httpError } from '../auth/auth-fixtures';
import { customerToken } from '../auth/token-fixtures';
import { serverCart } from '../cart/cart-fixtures';

const guest = accountState({ cart: { guest: [{ aid: 7, count: 2 }] }, wishlist: { ids: [3, 9], compareIds: [4] } });

function afterLogin(answer: unknown) {
  return expectSaga(guestMergeSaga)
    .withReducer(accountReducer, guest)
    .provide([[matchers.call.fn(mergeGuestLists), answer]])
    .dispatch(loginAccepted({ token: customerToken }));
}

describe('guest merge saga', () => {
  it("sends the guest's cart, wishlist and compare list with the new token and keeps the merged lists", async () => {
    const { storeState } = await afterLogin({ status: 1, cart: serverCart, wish: [3, 9, 12], compare: [4, 5] })
      .call(mergeGuestLists, customerToken, { cart: [{ aid: 7, count: 2 }], wish: [3, 9], compare: [4] })
      .put(guestMerged(serverCart))
      .put(listsReplaced({ ids: [3, 9, 12], compareIds: [4, 5] }))
      .put(guestMergeSettled())
      .not.put(guestMergeFailed())
      .silentRun(50);
    expect(storeState.cart.guest).toEqual([]);
    expect(storeState.cart.items).toEqual(serverCart.items);
    expect(storeState.wishlist.ids).toEqual([3, 9, 12]);
  });

  it.each([
    ['refuses it', { status: 0, message: 'Error' }],
    ['fails', throwError(httpError(500))],
  ])('keeps the local lists, marks the wishlist for merging and still settles when the server %s', async (_label, answer) => {
    const { storeState } = await afterLogin(answer)
      .put(guestMergeFailed())
      .put(mergeFailed())
      .put(guestMergeSettled())
      .not.put.actionType(guestMerged.type)
      .silentRun(50);
    expect(storeState.cart.guest).toEqual([{ aid: 7, count: 2 }]);
    expect(storeState.wishlist.ids).toEqual([3, 9]);
    expect(storeState.wishlist.mergePending).toBe(true);
  });
});
