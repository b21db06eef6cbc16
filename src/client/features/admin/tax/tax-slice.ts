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
  /** Making a document's PDF again, by document number; a document without an entry is at rest. */
  pdfRetries: Record<string, ActionState>;
}

export const initialTaxState: TaxState = {
  legal: { status: 'idle', settings: null, error: null },
  legalSave: idleAction,
  documents: pagedList({ from: '', to: '', p: 1 }),
  downloading: null,
  pdfRetries: {},
};

/** A fresh list drops earlier refusals to make a PDF again; one still on its way stays busy. */
function forgetRefusedRetries(state: TaxState): void {
  for (const [number, retry] of Object.entries(state.pdfRetries)) {
    if (retry.status === 'failed') delete state.pdfRetries[number];
  }
}

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
      forgetRefusedRetries(state);
    },
    documentsRequested(state, action: PayloadAction<TaxPeriod & { p: number }>) {
      requestList(state.documents, action.payload);
      forgetRefusedRetries(state);
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
    /** Staff asked for a PDF that rendering gave up on to be made again. */
    pdfRetryRequested(state, action: PayloadAction<{ number: string }>) {
      state.pdfRetries[action.payload.number] = submitting;
    },
    /** The server put it back in the queue: its row shows it as the server now has it (queued). */
    pdfRequeued(state, action: PayloadAction<{ document: AdminTaxDocument }>) {
      const { document } = action.payload;
      delete state.pdfRetries[document.number];
      const index = state.documents.items.findIndex((doc) => doc.number === document.number);
      if (index >= 0) state.documents.items[index] = document;
    },
    /** Refused (already made, already queued) or not sent: the row says why. */
    pdfRetryFailed(state, action: PayloadAction<{ number: string; message: string }>) {
      state.pdfRetries[action.payload.number] = actionFailed(action.payload.message);
    },
    /** Not sent for a reason that is not the row's (the session ended): the row is as before. */
    pdfRetryDropped(state, action: PayloadAction<{ number: string }>) {
      delete state.pdfRetries[action.payload.number];
    },
  },
});

export const taxActions = taxSlice.actions;
export default taxSlice.reducer;
