import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../../shared/api-types';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface WishlistState {
  /** Product ids the visitor saved, kept in the browser under the `wish` key. */
  ids: number[];
  /** Product ids picked for comparison, kept under the `compare` key and merged at login. */
  compareIds: number[];
  /** The wished products as the server last answered (the shared wishlist of spec section 7). */
  products: Product[];
  status: LoadStatus;
  /** Page of the wishlist screen (24 a page); in the store so a replay shows the same page. */
  page: number;
  /**
   * True when the login's merge failed: the local list is then only the guest's, not the saved
   * one, so it must be merged into the saved list, never sent to replace it.
   */
  mergePending?: boolean;
}

export const initialWishlistState: WishlistState = { ids: [], compareIds: [], products: [], status: 'idle', page: 1 };

function toggle(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    /** Spec section 4: a present id is removed, an absent one added. */
    toggled(state, action: PayloadAction<number>) {
      state.ids = toggle(state.ids, action.payload);
      // The page shows the change at once; the sync that follows brings the product details.
      state.products = state.products.filter((product) => state.ids.includes(product.id));
    },
    compareToggled(state, action: PayloadAction<number>) {
      state.compareIds = toggle(state.compareIds, action.payload);
    },
    /** The server answered with the merged lists (login) or the saved wishlist. */
    listsReplaced(state, action: PayloadAction<{ ids?: number[]; compareIds?: number[] }>) {
      delete state.mergePending;
      if (action.payload.ids) state.ids = action.payload.ids;
      if (action.payload.compareIds) state.compareIds = action.payload.compareIds;
    },
    /** The login's merge of the guest lists did not go through. */
    mergeFailed(state) {
      state.mergePending = true;
    },
    pageChosen(state, action: PayloadAction<number>) {
      state.page = Math.max(1, Math.floor(action.payload));
    },
    /** The wishlist page opened: its products are wanted even when nothing changed. */
    pageOpened() {},
    syncStarted(state) {
      state.status = 'loading';
    },
    synced(state, action: PayloadAction<{ products: Product[] }>) {
      state.status = 'succeeded';
      state.products = action.payload.products;
    },
    /** Spec section 8: a failed wishlist call shows no message. */
    syncFailed(state) {
      state.status = 'failed';
    },
  },
});

export const {
  toggled, compareToggled, listsReplaced, mergeFailed, pageOpened, pageChosen, syncStarted, synced, syncFailed,
} = wishlistSlice.actions;
export default wishlistSlice.reducer;
