import { createSlice } from '@reduxjs/toolkit';

// The cart page's tools: export the cart as CSV, clear it in one step.

export interface CartToolsState { clearing: 'idle' | 'clearing' | 'failed' }

export const initialCartToolsState: CartToolsState = { clearing: 'idle' };

const cartToolsSlice = createSlice({
  name: 'cartTools',
  initialState: initialCartToolsState,
  reducers: {
    exportClicked() {},
    clearClicked(state) {
      state.clearing = 'clearing';
    },
    clearSucceeded(state) {
      state.clearing = 'idle';
    },
    clearFailed(state) {
      state.clearing = 'failed';
    },
  },
});

export const { exportClicked, clearClicked, clearSucceeded, clearFailed } = cartToolsSlice.actions;
export default cartToolsSlice.reducer;
