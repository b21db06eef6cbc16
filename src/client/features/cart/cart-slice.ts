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
  /** Articles whose new count is on its way to the server. */
  pending: number[];
}

export interface CountChoice {
  aid: number;
  count: number;
  /** The count on screen when the choice was made: tells an addition from a removal. */
  from: number;
}

export const initialCartState: CartState = { items: [], count: 0, total: 0, status: 'idle', guest: [], pending: [] };

function emptyServerCart(state: CartState) {
  state.items = [];
  state.count = 0;
  state.total = 0;
}

function applyCart(state: CartState, cart: Cart) {
  state.items = cart.items;
  state.count = cart.count;
  state.total = cart.total;
  state.status = 'succeeded';
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    loadStarted(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<Cart>) {
      applyCart(state, action.payload);
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    /** Changes apply to the local list first; the saga then refreshes the priced cart. */
    guestItemChanged(state, action: PayloadAction<GuestCartEntry>) {
      state.guest = applyGuestChange(state.guest, action.payload);
    },
    /**
     * Spec section 4, cart control: add sets 1, plus and minus step by one, 0 removes. The line
     * on screen follows at once; the saga then settles it with the server's priced cart.
     */
    countChosen(state, action: PayloadAction<CountChoice>) {
      const { aid, count } = action.payload;
      const next = Math.max(0, count);
      state.items = next === 0
        ? state.items.filter((item) => item.aid !== aid)
        : state.items.map((item) => (item.aid === aid ? { ...item, count: next } : item));
      if (!state.pending.includes(aid)) state.pending.push(aid);
    },
    /** The server answered for this article (with a cart, or not at all). */
    countSettled(state, action: PayloadAction<{ aid: number; cart: Cart | null }>) {
      state.pending = state.pending.filter((aid) => aid !== action.payload.aid);
      if (action.payload.cart) applyCart(state, action.payload.cart);
    },
    /** Login merged the guest cart into the customer's: the merged cart replaces the local list. */
    guestMerged(state, action: PayloadAction<Cart>) {
      applyCart(state, action.payload);
      state.guest = [];
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

export const {
  loadStarted, loaded, loadFailed, guestItemChanged, countChosen, countSettled, cleared, guestMerged,
} = cartSlice.actions;
export default cartSlice.reducer;
