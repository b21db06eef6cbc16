import reducer, {
  compareToggled, initialWishlistState, listsReplaced, pageOpened, synced, syncFailed, syncStarted, toggled,
} from '../../../src/client/features/wishlist/wishlist-slice';
import {
  selectCompareIds, selectIsWished, selectWishIds, selectWishProducts, selectWishStatus,
} from '../../../src/client/features/wishlist/wishlist-selectors';
import { ropeToy, salmonKibble } from '../catalog/catalog-fixtures';

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

  it('appends new ids in the order they were wished', () => {
    const state = [3, 9, 1].reduce((s, id) => reducer(s, toggled(id)), initialWishlistState);
    expect(selectWishIds(wrap(state))).toEqual([3, 9, 1]);
    expect(selectWishIds(wrap(reducer(state, toggled(9))))).toEqual([3, 1]);
  });

  it('takes a removed product off the page at once, before the sync answers', () => {
    const shown = { ...initialWishlistState, ids: [salmonKibble.id, ropeToy.id], products: [salmonKibble, ropeToy], status: 'succeeded' as const };
    const next = reducer(shown, toggled(salmonKibble.id));
    expect(selectWishProducts(wrap(next))).toEqual([ropeToy]);
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
    expect(reducer(state, listsReplaced({ compareIds: [4] }))).toEqual({ ...state, compareIds: [4] });
  });

  it('moves through loading to the products the server answered with, or to failed', () => {
    const loading = reducer(initialWishlistState, syncStarted());
    expect(selectWishStatus(wrap(loading))).toBe('loading');
    const done = reducer(loading, synced({ products: [salmonKibble] }));
    expect(selectWishStatus(wrap(done))).toBe('succeeded');
    expect(selectWishProducts(wrap(done))).toEqual([salmonKibble]);
    const failed = reducer(reducer(done, syncStarted()), syncFailed());
    expect(selectWishStatus(wrap(failed))).toBe('failed');
    expect(selectWishProducts(wrap(failed))).toEqual([salmonKibble]);
  });

  it('changes nothing when the wishlist page opens (the saga answers it)', () => {
    const state = { ...initialWishlistState, ids: [1] };
    expect(reducer(state, pageOpened())).toEqual(state);
  });
});
