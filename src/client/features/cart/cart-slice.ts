import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart, CartItem, GuestCartEntry } from '../../../shared/api-types';
import { logoutRequested, sessionExpired } from '../auth/auth-slice';
import { listAddedToCart } from '../order-lists/order-lists-slice';
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
  /**
   * The line of each pending article as the server last priced it (null: not in the cart), so
   * a change the server refuses, or a call that fails, puts the line back as it was.
   */
  unsettled: Record<string, { index: number; item: CartItem } | null>;
  /** The version of the saved cart on screen (Cart.version); null for a guest's cart. */
  version: number | null;
}

export interface CountChoice {
  aid: number;
  count: number;
  /** The count on screen when the choice was made: tells an addition from a removal. */
  from: number;
}

export const initialCartState: CartState = {
  items: [], count: 0, total: 0, status: 'idle', guest: [], pending: [], unsettled: {}, version: null,
};

/**
 * An answer made before the saved cart on screen: answers about the cart can arrive in another
 * order than they were made (two articles changed at once, a reload crossing a change), and
 * one made earlier must not put back what a later one already moved on from.
 */
const isOlder = (state: CartState, cart: Cart) =>
  cart.version !== undefined && state.version !== null && cart.version < state.version;

function emptyServerCart(state: CartState) {
  state.items = [];
  state.count = 0;
  state.total = 0;
}

/**
 * The server's cart replaces the one on screen, except the lines of articles whose new count is
 * still on its way: the answer may have been made before that count reached the server, so the
 * count chosen stays on screen (its line priced as the server now has it), a line the buyer
 * took out stays out, and the server's line is what a refusal of the pending change puts back.
 * An article added from outside the cart (not on screen yet) shows as the server has it.
 */
function applyCart(state: CartState, cart: Cart) {
  state.status = 'succeeded';
  if (isOlder(state, cart)) return;
  let items = cart.items;
  for (const aid of state.pending) {
    const line = state.items.find((item) => item.aid === aid) ?? null;
    const takenOut = line === null && state.unsettled[aid] != null;
    const index = items.findIndex((item) => item.aid === aid);
    if (aid in state.unsettled) state.unsettled[aid] = index < 0 ? null : { index, item: items[index] };
    if (takenOut) items = items.filter((item) => item.aid !== aid);
    else if (line !== null && index < 0) items = [...items, line];
    else if (line !== null) items = items.map((item) => (item.aid === aid ? atChosenCount(item, line.count) : item));
  }
  state.items = items;
  state.count = cart.count;
  state.total = cart.total;
  state.version = cart.version ?? null;
}

/**
 * A line at a count the server has not priced yet: its volume tier hints were for the old count
 * ("2 more for …" beside a count already past it), so they wait for the server's answer.
 */
const atChosenCount = (item: CartItem, count: number): CartItem =>
  (item.count === count ? item : { ...item, count, tier: null, next_tier: null });

/** Puts an article's line back as the server last priced it (or takes it out again). */
function restoreLine(state: CartState, aid: number) {
  if (!(aid in state.unsettled)) return;
  const before = state.unsettled[aid];
  const rest = state.items.filter((item) => item.aid !== aid);
  if (before) rest.splice(Math.min(before.index, rest.length), 0, before.item);
  state.items = rest;
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The cart page opened: its addresses load and the priced cart is brought up to date. */
    pageOpened() {},
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
      if (!(aid in state.unsettled)) {
        const index = state.items.findIndex((item) => item.aid === aid);
        state.unsettled[aid] = index < 0 ? null : { index, item: state.items[index] };
      }
      state.items = next === 0
        ? state.items.filter((item) => item.aid !== aid)
        : state.items.map((item) => (item.aid === aid ? atChosenCount(item, next) : item));
      if (!state.pending.includes(aid)) state.pending.push(aid);
    },
    /** The change went through: the server's cart when it answered with one (a guest's is priced next). */
    countSettled(state, action: PayloadAction<{ aid: number; cart: Cart | null }>) {
      const { aid, cart } = action.payload;
      state.pending = state.pending.filter((id) => id !== aid);
      // A later answer on screen was made after this change went through: the line it priced,
      // kept aside while this answer was on its way, is the line now.
      if (cart && isOlder(state, cart)) restoreLine(state, aid);
      delete state.unsettled[aid];
      if (cart) applyCart(state, cart);
    },
    /** The server did not apply the change (status 0) or could not be reached: undo it on screen. */
    countRefused(state, action: PayloadAction<{ aid: number }>) {
      const { aid } = action.payload;
      state.pending = state.pending.filter((id) => id !== aid);
      restoreLine(state, aid);
      delete state.unsettled[aid];
    },
    /** Login merged the guest cart into the customer's: the merged cart replaces the local list. */
    guestMerged(state, action: PayloadAction<Cart>) {
      applyCart(state, action.payload);
      state.guest = [];
    },
    /** The order was placed: the cart is empty, and known to be (nothing more is on its way). */
    cleared(state) {
      emptyServerCart(state);
      state.guest = [];
      state.status = 'succeeded';
      // Placing the order empties the saved cart without a new version (a second Register
      // Invoice finds the order by it), so an answer at the version on screen was made before
      // the order: half a step on (versions are whole microseconds) puts it behind this empty
      // cart, and any later change ahead of it.
      if (state.version !== null) state.version += 0.5;
    },
  },
  extraReducers: (builder) => {
    // The customer's server cart must not stay on screen once nobody is logged in.
    const forgetServerCart = (state: CartState) => {
      emptyServerCart(state);
      state.status = 'idle';
      state.version = null;
    };
    builder.addCase(logoutRequested, forgetServerCart).addCase(sessionExpired, forgetServerCart);
    // A saved list put into the cart answers with the whole cart, like quick order.
    builder.addCase(listAddedToCart, (state, action) => applyCart(state, action.payload.cart));
  },
});

export const {
  pageOpened, loadStarted, loaded, loadFailed, guestItemChanged, countChosen, countSettled, countRefused, cleared,
  guestMerged,
} = cartSlice.actions;
export default cartSlice.reducer;
