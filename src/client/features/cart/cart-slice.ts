import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart, CartItem, GuestCartEntry } from '../../../shared/api-types';
import { logoutRequested, sessionExpired } from '../auth/auth-slice';
import { applyGuestChange } from './guest-cart';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface CartState {
  /** Lines priced by the server (the client never prices a cart itself). */
  items: CartItem[];
  count: number;
  total: number;
  status: LoadStatus;
  /** A guest's cart, kept in the browser under the `cart` key until login merges it. */
  guest: GuestCartEntry[];
}

export const initialCartState: CartState = { items: [], count: 0, total: 0, status: 'idle', guest: [] };

function emptyServerCart(state: CartState) {
  state.items = [];
  state.count = 0;
  state.total = 0;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    loadStarted(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<Cart>) {
      state.items = action.payload.items;
      state.count = action.payload.count;
      state.total = action.payload.total;
      state.status = 'succeeded';
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    /** Changes apply to the local list first; the saga then refreshes the priced cart. */
    guestItemChanged(state, action: PayloadAction<GuestCartEntry>) {
      state.guest = applyGuestChange(state.guest, action.payload);
    },
    cleared(state) {
      emptyServerCart(state);
      state.guest = [];
      state.status = 'idle';
    },
  },
  extraReducers: (builder) => {
    // The customer's server cart must not stay on screen once nobody is logged in.
    const forgetServerCart = (state: CartState) => {
      emptyServerCart(state);
      state.status = 'idle';
    };
    builder.addCase(logoutRequested, forgetServerCart).addCase(sessionExpired, forgetServerCart);
  },
});

export const { loadStarted, loaded, loadFailed, guestItemChanged, cleared } = cartSlice.actions;
export default cartSlice.reducer;
