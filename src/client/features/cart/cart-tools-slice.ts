import { createSlice } from '@reduxjs/toolkit';
import { pageOpened } from './cart-slice';

// The cart page's tools: export the cart as CSV, clear it in one step (after the buyer confirms:
// a wholesale cart can hold 200 lines, and clearing cannot be undone).

export interface CartToolsState { clearing: 'idle' | 'asking' | 'clearing' | 'failed' }

export const initialCartToolsState: CartToolsState = { clearing: 'idle' };

const cartToolsSlice = createSlice({
  name: 'cartTools',
  initialState: initialCartToolsState,
  reducers: {
    exportClicked() {},
    /** "Clear cart" pressed: the question opens. */
    clearClicked(state) {
      if (state.clearing !== 'clearing') state.clearing = 'asking';
    },
    /** The buyer kept the cart. */
    clearDismissed(state) {
      if (state.clearing === 'asking') state.clearing = 'idle';
    },
    /** The buyer confirmed: the saga empties the saved cart. */
    clearConfirmed(state) {
      state.clearing = 'clearing';
    },
    clearSucceeded(state) {
      state.clearing = 'idle';
    },
    clearFailed(state) {
      state.clearing = 'failed';
    },
  },
  extraReducers: (builder) => {
    // The cart page opened afresh (after Back, say): a question left open on an earlier visit is gone.
    builder.addCase(pageOpened, (state) => {
      if (state.clearing === 'asking' || state.clearing === 'failed') state.clearing = 'idle';
    });
  },
});

export const { exportClicked, clearClicked, clearDismissed, clearConfirmed, clearSucceeded, clearFailed } = cartToolsSlice.actions;
export default cartToolsSlice.reducer;
