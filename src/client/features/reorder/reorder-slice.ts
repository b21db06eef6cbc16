import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BulkLineResult } from '../../../shared/api-types';
import { logoutRequested } from '../auth/auth-slice';

// Order again: what became of each line of the order put back into the cart, shown under it.

export interface ReorderEntry {
  status: 'loading' | 'succeeded' | 'failed';
  results: BulkLineResult[];
}

export interface ReorderState { byOrder: Record<string, ReorderEntry> }

export const initialReorderState: ReorderState = { byOrder: {} };

const reorderSlice = createSlice({
  name: 'reorder',
  initialState: initialReorderState,
  reducers: {
    orderAgainClicked(state, action: PayloadAction<{ orderId: number }>) {
      state.byOrder[action.payload.orderId] = { status: 'loading', results: [] };
    },
    orderAgainSucceeded(state, action: PayloadAction<{ orderId: number; results: BulkLineResult[] }>) {
      state.byOrder[action.payload.orderId] = { status: 'succeeded', results: action.payload.results };
    },
    orderAgainFailed(state, action: PayloadAction<{ orderId: number }>) {
      state.byOrder[action.payload.orderId] = { status: 'failed', results: [] };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(logoutRequested, () => initialReorderState);
  },
});

export const { orderAgainClicked, orderAgainSucceeded, orderAgainFailed } = reorderSlice.actions;
export default reorderSlice.reducer;
