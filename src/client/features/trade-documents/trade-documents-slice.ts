import { createSlice } from '@reduxjs/toolkit';
import { logoutRequested, sessionExpired } from '../auth/auth-slice';
import { loadCases, type LoadStatus } from '../../lib/load-cases';
import type { TradeDocumentsStatus } from './trade-documents-api';

export interface TradeDocumentsState {
  status: LoadStatus;
  documents: TradeDocumentsStatus | null;
}

export const initialTradeDocumentsState: TradeDocumentsState = { status: 'idle', documents: null };

const documentsLoad = loadCases<TradeDocumentsState, 'documents', 'status'>('documents', 'status');

const tradeDocumentsSlice = createSlice({
  name: 'tradeDocuments',
  initialState: initialTradeDocumentsState,
  reducers: {
    /** A screen that depends on the documents (the cart) opened. */
    statusRequested: documentsLoad.requested,
    statusLoaded: documentsLoad.loaded,
    /** Unknown, not blocked: the server still refuses an order the licence does not allow. */
    statusFailed: documentsLoad.failed,
  },
  extraReducers: (builder) => {
    const forget = () => initialTradeDocumentsState;
    builder.addCase(logoutRequested, forget).addCase(sessionExpired, forget);
  },
});

export const { statusRequested, statusLoaded, statusFailed } = tradeDocumentsSlice.actions;
export default tradeDocumentsSlice.reducer;
