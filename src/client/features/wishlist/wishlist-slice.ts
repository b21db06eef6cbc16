import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface WishlistState {
  /** Product ids the visitor saved, kept in the browser under the `wish` key. */
  ids: number[];
  /** Product ids picked for comparison, kept under the `compare` key and merged at login. */
  compareIds: number[];
}

export const initialWishlistState: WishlistState = { ids: [], compareIds: [] };

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
    },
    compareToggled(state, action: PayloadAction<number>) {
      state.compareIds = toggle(state.compareIds, action.payload);
    },
    /** The server answered with the merged lists (login) or the saved wishlist. */
    listsReplaced(state, action: PayloadAction<Partial<WishlistState>>) {
      if (action.payload.ids) state.ids = action.payload.ids;
      if (action.payload.compareIds) state.compareIds = action.payload.compareIds;
    },
  },
});

export const { toggled, compareToggled, listsReplaced } = wishlistSlice.actions;
export default wishlistSlice.reducer;
