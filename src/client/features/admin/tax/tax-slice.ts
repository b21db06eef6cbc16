import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminTaxDocument, ShopLegalSettings, TaxPeriod } from '../../../../shared/admin-types';
import type { TaxExport } from '../api/tax-api';
import {
  actionFailed, failList, idleAction, pagedList, receiveList, requestList, submitting, type ActionState, type LoadStatus,
  type PagedList,
} from '../shared/paged-list';

/** What staff asked to download: a document's file, or a period's CSV. */
export type TaxDownload =
  | { kind: 'file'; url: string; filename: string }
  | { kind: 'export'; export: TaxExport; period: TaxPeriod };

export interface TaxState {
  legal: { status: LoadStatus; settings: ShopLegalSettings | null; error: string | null };
  legalSave: ActionState;
  documents: PagedList<AdminTaxDocument, TaxPeriod & { p: number }>;
  /** The download in flight (one at a time), so its button shows it is busy. */
  downloading: TaxDownload | null;
}

export const initialTaxState: TaxState = {
  legal: { status: 'idle', settings: null, error: null },
  legalSave: idleAction,
  documents: pagedList({ from: '', to: '', p: 1 }),
  downloading: null,
};

const taxSlice = createSlice({
  name: 'admin/tax',
  initialState: initialTaxState,
  reducers: {
    legalRequested(state) {
      state.legal.status = 'loading';
      state.legal.error = null;
    },
    legalLoaded(state, action: PayloadAction<{ settings: ShopLegalSettings | null }>) {
      state.legal = { status: 'succeeded', settings: action.payload.settings, error: null };
    },
    legalFailed(state, action: PayloadAction<{ message: string }>) {
      state.legal.status = 'failed';
      state.legal.error = action.payload.message;
    },
    legalSaveSubmitted(state, _action: PayloadAction<ShopLegalSettings>) {
      state.legalSave = submitting;
    },
    legalSaved(state, action: PayloadAction<{ settings: ShopLegalSettings }>) {
      state.legalSave = idleAction;
      state.legal = { status: 'succeeded', settings: action.payload.settings, error: null };
    },
    legalSaveFailed(state, action: PayloadAction<{ message: string }>) {
      state.legalSave = actionFailed(action.payload.message);
    },
    /** The screen opened: the period and page it was left at are asked again. */
    documentsOpened(state) {
      requestList(state.documents, state.documents.query);
    },
    documentsRequested(state, action: PayloadAction<TaxPeriod & { p: number }>) {
      requestList(state.documents, action.payload);
    },
    documentsLoaded(state, action: PayloadAction<{ count: number; documents: AdminTaxDocument[] }>) {
      receiveList(state.documents, action.payload.count, action.payload.documents);
    },
    documentsFailed(state, action: PayloadAction<{ message: string }>) {
      failList(state.documents, action.payload.message);
    },
    downloadRequested(state, action: PayloadAction<TaxDownload>) {
      state.downloading = action.payload;
    },
    downloadFinished(state) {
      state.downloading = null;
    },
  },
});

export const taxActions = taxSlice.actions;
export default taxSlice.reducer;
