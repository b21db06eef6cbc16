import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TradeDocumentProblem, TradeDocumentsInput } from '../../../../shared/trade-documents';
import type { ExpiringLicence, StaffTradeDocuments } from './licences-api';

type Load = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface LicencesState {
  /** The trade documents of the customer open in the customers screen. */
  customer: {
    id: number | null; status: Load; saving: boolean; documents: StaffTradeDocuments | null; error: string | null;
    /** The field the last submission was turned back for, before anything was sent. */
    problem: TradeDocumentProblem | null;
  };
  expiring: { status: Load; licences: ExpiringLicence[]; error: string | null };
}

export const initialLicencesState: LicencesState = {
  customer: { id: null, status: 'idle', saving: false, documents: null, error: null, problem: null },
  expiring: { status: 'idle', licences: [], error: null },
};

export interface DocumentsSubmission { id: number; input: TradeDocumentsInput; verify: boolean }

const licencesSlice = createSlice({
  name: 'admin/licences',
  initialState: initialLicencesState,
  reducers: {
    documentsOpened(state, action: PayloadAction<{ id: number }>) {
      state.customer = { id: action.payload.id, status: 'loading', saving: false, documents: null, error: null, problem: null };
    },
    documentsLoaded(state, action: PayloadAction<{ id: number; documents: StaffTradeDocuments }>) {
      if (state.customer.id !== action.payload.id) return;
      state.customer.status = 'succeeded';
      state.customer.saving = false;
      state.customer.error = null;
      state.customer.problem = null;
      state.customer.documents = action.payload.documents;
    },
    documentsFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      if (state.customer.id !== action.payload.id) return;
      state.customer.saving = false;
      if (state.customer.documents === null) state.customer.status = 'failed';
      state.customer.error = action.payload.message;
    },
    documentsSubmitted(state, _action: PayloadAction<DocumentsSubmission>) {
      state.customer.saving = true;
      state.customer.error = null;
      state.customer.problem = null;
    },
    /** The saga's check turned the submission back (e.g. a TRN registered after today); nothing was sent. */
    documentsRejected(state, action: PayloadAction<{ id: number } & TradeDocumentProblem>) {
      if (state.customer.id !== action.payload.id) return;
      const { field, message } = action.payload;
      state.customer.saving = false;
      state.customer.problem = { field, message };
    },
    expiringRequested(state) {
      state.expiring.status = 'loading';
      state.expiring.error = null;
    },
    expiringLoaded(state, action: PayloadAction<ExpiringLicence[]>) {
      state.expiring = { status: 'succeeded', licences: action.payload, error: null };
    },
    expiringFailed(state, action: PayloadAction<{ message: string }>) {
      state.expiring = { status: 'failed', licences: [], error: action.payload.message };
    },
  },
});

export const licencesActions = licencesSlice.actions;
export default licencesSlice.reducer;
