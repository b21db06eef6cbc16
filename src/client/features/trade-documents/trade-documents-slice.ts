import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logoutRequested, sessionExpired } from '../auth/auth-slice';
import type { TradeDocumentsStatus } from './trade-documents-api';

export interface TradeDocumentsState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  documents: TradeDocumentsStatus | null;
}

export const initialTradeDocumentsState: TradeDocumentsState = { status: 'idle', documents: null };

const tradeDocumentsSlice = createSlice({
  name: 'tradeDocuments',
  initialState: initialTradeDocumentsState,
  reducers: {
    /** A screen that depends on the documents (the cart) opened. */
    statusRequested(state) {
      state.status = 'loading';
    },
    statusLoaded(state, action: PayloadAction<TradeDocumentsStatus>) {
      state.status = 'succeeded';
      state.documents = action.payload;
    },
    /** Unknown, not blocked: the server still refuses an order the licence does not allow. */
    statusFailed(state) {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    const forget = () => initialTradeDocumentsState;
    builder.addCase(logoutRequested, forget).addCase(sessionExpired, forget);
  },
});

export const { statusRequested, statusLoaded, statusFailed } = tradeDocumentsSlice.actions;
export default tradeDocumentsSlice.reducer;
