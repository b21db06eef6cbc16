import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logoutRequested, sessionExpired } from '../auth/auth-slice';
import type { OrderDocument } from './documents-api';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface OrderDocuments {
  status: LoadStatus;
  documents: OrderDocument[];
}

export interface DocumentsState {
  /** The tax documents of the orders whose documents the customer asked for, by order id. */
  byOrder: Record<number, OrderDocuments>;
  /** The file being downloaded (its URL), if any; every download button waits meanwhile. */
  downloading: string | null;
}

export const initialDocumentsState: DocumentsState = { byOrder: {}, downloading: null };

export interface DownloadRequest { url: string; filename: string }

const documentsSlice = createSlice({
  name: 'documents',
  initialState: initialDocumentsState,
  reducers: {
    /** "Tax documents" of an order was pressed. */
    listRequested(state, action: PayloadAction<{ orderId: number }>) {
      state.byOrder[action.payload.orderId] = { status: 'loading', documents: state.byOrder[action.payload.orderId]?.documents ?? [] };
    },
    listLoaded(state, action: PayloadAction<{ orderId: number; documents: OrderDocument[] }>) {
      state.byOrder[action.payload.orderId] = { status: 'succeeded', documents: action.payload.documents };
    },
    /**
     * Documents already shown, asked for again (the Orders view opened again, or a PDF was being
     * prepared) and arrived; dropped once they are no longer shown (after a logout).
     */
    listRefreshed(state, action: PayloadAction<{ orderId: number; documents: OrderDocument[] }>) {
      const shown = state.byOrder[action.payload.orderId];
      if (shown?.status === 'succeeded') shown.documents = action.payload.documents;
    },
    listFailed(state, action: PayloadAction<{ orderId: number }>) {
      state.byOrder[action.payload.orderId] = { status: 'failed', documents: [] };
    },
    /** A download button was pressed; one file at a time: a press while one downloads is dropped, as the saga drops it. */
    downloadRequested(state, action: PayloadAction<DownloadRequest>) {
      if (state.downloading !== null) return;
      state.downloading = action.payload.url;
    },
    downloadFinished(state) {
      state.downloading = null;
    },
  },
  extraReducers: (builder) => {
    const forget = () => initialDocumentsState;
    builder.addCase(logoutRequested, forget).addCase(sessionExpired, forget);
  },
});

export const {
  listRequested, listLoaded, listRefreshed, listFailed, downloadRequested, downloadFinished,
} = documentsSlice.actions;
export default documentsSlice.reducer;
