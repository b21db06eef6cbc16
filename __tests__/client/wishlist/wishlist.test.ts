import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from '@reduxjs/toolkit';
import { wishlistSaga } from '../../../src/client/features/wishlist/wishlist-saga';
import reducer, {
  compareToggled, initialWishlistState, listsReplaced, toggled,
} from '../../../src/client/features/wishlist/wishlist-slice';
import { selectCompareIds, selectIsWished, selectWishIds } from '../../../src/client/features/wishlist/wishlist-selectors';
import { notify } from '../../../src/client/lib/notify';

const wrap = (wishlist = initialWishlistState) => ({ wishlist });

describe('wishlist slice', () => {
  it('adds an absent id and removes a present one', () => {
    const added = reducer(initialWishlistState, toggled(7));
    expect(selectWishIds(wrap(added))).toEqual([7]);
    expect(selectIsWished(wrap(added), 7)).toBe(true);
    const removed = reducer(added, toggled(7));
    expect(selectWishIds(wrap(removed))).toEqual([]);
    expect(selectIsWished(wrap(removed), 7)).toBe(false);
  });

  it('keeps the compare list apart from the wishlist', () => {
    const state = reducer(reducer(initialWishlistState, toggled(1)), compareToggled(2));
    expect(selectWishIds(wrap(state))).toEqual([1]);
    expect(selectCompareIds(wrap(state))).toEqual([2]);
    expect(selectCompareIds(wrap(reducer(state, compareToggled(2))))).toEqual([]);
  });

  it('takes the lists the server answers with', () => {
    const state = reducer({ ...initialWishlistState, ids: [1], compareIds: [2] }, listsReplaced({ ids: [1, 5, 9] }));
    expect(state).toEqual({ ...initialWishlistState, ids: [1, 5, 9], compareIds: [2] });
  });
});

describe('wishlist saga', () => {
  const root = combineReducers({ wishlist: reducer });
  const silent = { call: (effect: { fn: unknown }, next: () => unknown) => (effect.fn === notify ? undefined : next()) };

  it("says 'Added to wishlist.' when an id was added", () =>
    expectSaga(wishlistSaga)
      .withReducer(root)
      .provide(silent)
      .call(notify, 'Added to wishlist.', 'success')
      .dispatch(toggled(3))
      .silentRun(50));

  it("says 'Removed from wishlist' in the error style when an id was removed", () =>
    expectSaga(wishlistSaga)
      .withReducer(root, { wishlist: { ...initialWishlistState, ids: [3] } })
      .provide(silent)
      .call(notify, 'Removed from wishlist', 'error')
      .dispatch(toggled(3))
      .silentRun(50));
});
