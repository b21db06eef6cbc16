import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ImportJob } from '../../../../shared/admin-types';
import { actionFailed, idleAction, submitting, type ActionState } from '../shared/paged-list';

/**
 * uploading: the file is on its way; running: the server validates or imports (the job says
 * which) while the screen polls; done: imported; rejected: bad rows, nothing imported;
 * failed: the upload or the polling itself failed.
 */
export type ImportStatus = 'idle' | 'uploading' | 'running' | 'done' | 'rejected' | 'failed';

export interface CsvState {
  export: ActionState;
  import: { status: ImportStatus; fileName: string; job: ImportJob | null; error: string | null };
}

const idleImport: CsvState['import'] = { status: 'idle', fileName: '', job: null, error: null };

export const initialCsvState: CsvState = { export: idleAction, import: idleImport };

function statusOf(job: ImportJob): ImportStatus {
  if (job.state === 'done') return 'done';
  if (job.state === 'failed') return 'rejected';
  return 'running';
}

const csvSlice = createSlice({
  name: 'admin/csv',
  initialState: initialCsvState,
  reducers: {
    exportRequested(state) {
      state.export = submitting;
    },
    /** The file was handed to the browser; its text stays out of the store (it can be megabytes). */
    exportSucceeded(state, _action: PayloadAction<{ bytes: number }>) {
      state.export = idleAction;
    },
    exportFailed(state, action: PayloadAction<{ message: string }>) {
      state.export = actionFailed(action.payload.message);
    },
    importSubmitted(state, action: PayloadAction<{ csv: string; fileName: string }>) {
      state.import = { ...idleImport, status: 'uploading', fileName: action.payload.fileName };
    },
    importStarted(state, action: PayloadAction<{ job: ImportJob }>) {
      state.import.job = action.payload.job;
      state.import.status = statusOf(action.payload.job);
    },
    importProgressed(state, action: PayloadAction<{ job: ImportJob }>) {
      if (state.import.job?.id !== action.payload.job.id) return;
      state.import.job = action.payload.job;
      state.import.status = statusOf(action.payload.job);
      state.import.error = null;
    },
    /**
     * Asking for the progress failed (the network, the server busy): the job goes on on the
     * server, so it stays running here and is asked again; the message says so meanwhile.
     */
    importUnreachable(state, action: PayloadAction<{ message: string }>) {
      if (state.import.status === 'running') state.import.error = action.payload.message;
    },
    importFailed(state, action: PayloadAction<{ message: string }>) {
      state.import.status = 'failed';
      state.import.error = action.payload.message;
    },
    /** The screen came back into view: a job still running is followed again. */
    importScreenOpened() {},
    /** Leaving the screen stops the polling; the job goes on on the server. */
    importScreenLeft() {},
    importCleared(state) {
      state.import = idleImport;
    },
  },
});

export const csvActions = csvSlice.actions;
export default csvSlice.reducer;
