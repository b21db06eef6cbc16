import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import authReducer, { initialAuthState, loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { mergeWishlist, syncWishlist } from '../../../src/client/features/wishlist/wishlist-api';
import { wishlistSaga } from '../../../src/client/features/wishlist/wishlist-saga';
import reducer, {
  initialWishlistState, listsReplaced, mergeFailed, pageOpened, synced, syncFailed, syncStarted, toggled, type WishlistState,
} from '../../../src/client/features/wishlist/wishlist-slice';
import { notify } from '../../../src/client/lib/notify';
import { customerSession } from '../auth/token-fixtures';
import { ropeToy, salmonKibble, walkingHarness } from '../catalog/catalog-fixtures';
import { toastRecorder } from '../lib/toast-recorder';
import { headerMounted } from '../../../src/client/lib/shared-events';

// Spec section 4: toggling tells which way it went, and the wishlist is synchronised after load
// (when there is one) and after every toggle. Section 8: a failed sync shows nothing.

const root = combineReducers({ wishlist: reducer, auth: authReducer });
const wished = (patch: Partial<WishlistState> = {}) => ({ wishlist: { ...initialWishlistState, ...patch }, auth: initialAuthState });
const quiet: [matchers.Matcher, undefined] = [matchers.call.fn(notify), undefined];
const answer = (...products: (typeof salmonKibble)[]) => ({ count: products.length, products });

describe('wishlist saga: toggling', () => {
  it("adds the product, says 'Added to wishlist.' and synchronises the new list", () =>
    expectSaga(wishlistSaga)
      .withReducer(root, wished({ ids: [ropeToy.id], products: [ropeToy], status: 'succeeded' }))
      .provide([quiet, [matchers.call.fn(syncWishlist), answer(ropeToy, salmonKibble)]])
      .call(notify, 'Added to wishlist.', 'success')
      .not.call(notify, 'Removed from wishlist', 'error')
      .put(syncStarted())
      .call(syncWishlist, [ropeToy.id, salmonKibble.id])
      .put(synced({ products: [ropeToy, salmonKibble] }))
      .dispatch(toggled(salmonKibble.id))
      .hasFinalState(wished({ ids: [ropeToy.id, salmonKibble.id], products: [ropeToy, salmonKibble], status: 'succeeded' }))
      .silentRun(50));

  it("removes the product, says 'Removed from wishlist' in the error style and synchronises", () =>
    expectSaga(wishlistSaga)
      .withReducer(root, wished({ ids: [ropeToy.id, salmonKibble.id], products: [ropeToy, salmonKibble], status: 'succeeded' }))
      .provide([quiet, [matchers.call.fn(syncWishlist), answer(salmonKibble)]])
      .call(notify, 'Removed from wishlist', 'error')
      .not.call(notify, 'Added to wishlist.', 'success')
      .call(syncWishlist, [salmonKibble.id])
      .dispatch(toggled(ropeToy.id))
      .hasFinalState(wished({ ids: [salmonKibble.id], products: [salmonKibble], status: 'succeeded' }))
      .silentRun(50));

  it('sends the empty list after the last removal, so the saved wishlist empties too', () =>
    expectSaga(wishlistSaga)
      .withReducer(root, wished({ ids: [ropeToy.id], products: [ropeToy], status: 'succeeded' }))
      .provide([quiet, [matchers.call.fn(syncWishlist), answer()]])
      .call(notify, 'Removed from wishlist', 'error')
      .call(syncWishlist, [])
      .dispatch(toggled(ropeToy.id))
      .hasFinalState(wished({ ids: [], products: [], status: 'succeeded' }))
      .silentRun(50));

  it('tells each of several quick toggles, and keeps the newest list', async () => {
    const { toasts, provider } = toastRecorder();
    await expectSaga(wishlistSaga)
      .withReducer(root, wished())
      .provide([[matchers.call.fn(syncWishlist), answer(ropeToy)], provider])
      .call(syncWishlist, [ropeToy.id])
      .dispatch(toggled(salmonKibble.id))
      .dispatch(toggled(ropeToy.id))
      .dispatch(toggled(salmonKibble.id))
      .hasFinalState(wished({ ids: [ropeToy.id], products: [ropeToy], status: 'succeeded' }))
      .silentRun(50);
    expect(toasts).toEqual([
      ['Added to wishlist.', 'success'], ['Added to wishlist.', 'success'], ['Removed from wishlist', 'error'],
    ]);
  });
});

describe('wishlist saga: synchronising after load', () => {
  it('synchronises a stored wishlist once the header has mounted', () =>
    expectSaga(wishlistSaga)
      .withReducer(root, wished({ ids: [salmonKibble.id, walkingHarness.id] }))
      .provide([[matchers.call.fn(syncWishlist), answer(salmonKibble, walkingHarness)]])
      .put(syncStarted())
      .call(syncWishlist, [salmonKibble.id, walkingHarness.id])
      .dispatch(headerMounted())
      .hasFinalState(wished({ ids: [salmonKibble.id, walkingHarness.id], products: [salmonKibble, walkingHarness], status: 'succeeded' }))
      .silentRun(50));

  it('makes no call when there is no wishlist, and says it is empty', () =>
    expectSaga(wishlistSaga)
      .withReducer(root, wished())
      .provide([[matchers.call.fn(syncWishlist), answer()]])
      .not.call.fn(syncWishlist)
      .not.put(syncStarted())
      .put(synced({ products: [] }))
      .dispatch(headerMounted())
      .hasFinalState(wished({ status: 'succeeded' }))
      .silentRun(50));

  it('synchronises the merged list the server sent after a login', () =>
    expectSaga(wishlistSaga)
      .withReducer(root, wished({ ids: [ropeToy.id] }))
      .provide([[matchers.call.fn(syncWishlist), answer(ropeToy, walkingHarness)]])
      .call(syncWishlist, [ropeToy.id, walkingHarness.id])
      .dispatch(listsReplaced({ ids: [ropeToy.id, walkingHarness.id] }))
      .hasFinalState(wished({ ids: [ropeToy.id, walkingHarness.id], products: [ropeToy, walkingHarness], status: 'succeeded' }))
      .silentRun(50));

  it('synchronises after a login, so the saved wishlist of the customer comes back priced for them', () =>
    expectSaga(wishlistSaga)
      .withReducer(root, wished({ ids: [ropeToy.id] }))
      .provide([[matchers.call.fn(syncWishlist), answer(ropeToy)]])
      .call(syncWishlist, [ropeToy.id])
      .dispatch(loginSucceeded(customerSession))
      .silentRun(50));

  it('synchronises when the wishlist page opens', () =>
    expectSaga(wishlistSaga)
      .withReducer(root, wished({ ids: [ropeToy.id] }))
      .provide([[matchers.call.fn(syncWishlist), answer(ropeToy)]])
      .call(syncWishlist, [ropeToy.id])
      .dispatch(pageOpened())
      .hasFinalState(wished({ ids: [ropeToy.id], products: [ropeToy], status: 'succeeded' }))
      .silentRun(50));

  it('fails silently: status failed, the list and the products shown stay', () =>
    expectSaga(wishlistSaga)
      .withReducer(root, wished({ ids: [ropeToy.id], products: [ropeToy], status: 'succeeded' }))
      .provide([quiet, [matchers.call.fn(syncWishlist), throwError(new Error('Network Error'))]])
      .put(syncFailed())
      .not.call.fn(notify)
      .dispatch(headerMounted())
      .hasFinalState(wished({ ids: [ropeToy.id], products: [ropeToy], status: 'failed' }))
      .silentRun(50));

  it('a failed sync after a toggle still tells the toggle, and nothing else', async () => {
    const { toasts, provider } = toastRecorder();
    await expectSaga(wishlistSaga)
      .withReducer(root, wished())
      .provide([[matchers.call.fn(syncWishlist), throwError(new Error('Network Error'))], provider])
      .put(syncFailed())
      .dispatch(toggled(ropeToy.id))
      .hasFinalState(wished({ ids: [ropeToy.id], status: 'failed' }))
      .silentRun(50);
    expect(toasts).toEqual([
      ['Added to wishlist.', 'success'],
    ]);
  });
});

describe('wishlist saga: a failed login merge', () => {
  const loggedInAfterFailedMerge = () => ({
    wishlist: { ...initialWishlistState, ids: [ropeToy.id], mergePending: true },
    auth: authReducer(initialAuthState, loginSucceeded(customerSession)),
  });

  it('merges the guest list into the saved one instead of replacing it, then shows the saved list', () =>
    expectSaga(wishlistSaga)
      .withReducer(root, loggedInAfterFailedMerge())
      .provide([
        [matchers.call.fn(mergeWishlist), { status: 1, wish: [salmonKibble.id, ropeToy.id] }],
        [matchers.call.fn(syncWishlist), answer(salmonKibble, ropeToy)],
      ])
      .call(mergeWishlist, [ropeToy.id])
      .put(listsReplaced({ ids: [salmonKibble.id, ropeToy.id] }))
      .not.call(syncWishlist, [ropeToy.id])
      .call(syncWishlist, [salmonKibble.id, ropeToy.id])
      .dispatch(loginSucceeded(customerSession))
      .hasFinalState({
        wishlist: { ...initialWishlistState, ids: [salmonKibble.id, ropeToy.id], products: [salmonKibble, ropeToy], status: 'succeeded' },
        auth: authReducer(initialAuthState, loginSucceeded(customerSession)),
      })
      .silentRun(50));

  it('never sends the guest list as the wishlist while the merge is still pending', () =>
    expectSaga(wishlistSaga)
      .withReducer(root, loggedInAfterFailedMerge())
      .provide([[matchers.call.fn(mergeWishlist), throwError(new Error('Network Error'))], quiet])
      .not.call.fn(syncWishlist)
      .dispatch(loginSucceeded(customerSession))
      .dispatch(toggled(salmonKibble.id))
      .silentRun(50));

  it('is marked by the login saga when the merge fails', () => {
    expect(reducer(initialWishlistState, mergeFailed()).mergePending).toBe(true);
    expect(reducer({ ...initialWishlistState, mergePending: true }, listsReplaced({ ids: [] })).mergePending).toBeUndefined();
  });
});
