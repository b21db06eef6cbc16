import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ImportJob } from '../../../../shared/admin-types';
import type { ImportPreviewJob } from '../../../../shared/catalogue-import-preview';
import { actionFailed, idleAction, submitting, type ActionState } from '../shared/paged-list';
import { ADMIN_MSG } from '../admin-messages';

/**
 * uploading: the file is on its way; running: the server validates or imports (the job says
 * which) while the screen polls; done: imported (a preview: checked, with its summary);
 * rejected: bad rows, nothing imported; failed: the file could not be read, or the upload or
 * the polling itself failed (a preview: or its check failed as a whole on the server).
 */
export type ImportStatus = 'idle' | 'uploading' | 'running' | 'done' | 'rejected' | 'failed';

/** A file sent to the server and the job that follows it. */
export interface JobSlot<J extends ImportJob> { status: ImportStatus; fileName: string; job: J | null; error: string | null }

export interface CsvState {
  export: ActionState;
  import: JobSlot<ImportJob>;
  /** The check (dry run) of a chosen file: what importing it would do; nothing is written. */
  preview: JobSlot<ImportPreviewJob>;
}

const idleImport: CsvState['import'] = { status: 'idle', fileName: '', job: null, error: null };
const idlePreview: CsvState['preview'] = { status: 'idle', fileName: '', job: null, error: null };

export const initialCsvState: CsvState = { export: idleAction, import: idleImport, preview: idlePreview };

/** Which step a chosen file was read for: its check (preview) or its import. */
export type FilePurpose = 'check' | 'import';

/**
 * The messages of a job that failed as a whole (line 0: the server stopped, an error there,
 * another file sent), rather than because of bad rows; null otherwise.
 */
function jobFailure(job: ImportJob): string | null {
  const whole = job.state === 'failed' ? job.errors.filter((error) => error.line === 0) : [];
  return whole.length > 0 ? whole.map((error) => error.message).join(' ') : null;
}

function statusOf(job: ImportJob): ImportStatus {
  if (job.state === 'done') return 'done';
  if (job.state === 'failed') return 'rejected';
  return 'running';
}

/** Whether the slot's file is on its way or its job is being followed. */
export const isBusy = (slot: JobSlot<ImportJob>) => slot.status === 'uploading' || slot.status === 'running';

// The import and the preview are followed alike; these are the steps of either.
const sent = <J extends ImportJob>(fileName: string): JobSlot<J> => ({ status: 'uploading', fileName, job: null, error: null });

function follow<J extends ImportJob>(slot: JobSlot<J>, job: J): void {
  slot.job = job;
  slot.status = statusOf(job);
}

/** A job is taken only for a file on its way: one put away meanwhile (another file chosen) stays away. */
function started<J extends ImportJob>(slot: JobSlot<J>, job: J): void {
  if (slot.status === 'uploading') follow(slot, job);
}

function progressed<J extends ImportJob>(slot: JobSlot<J>, job: J): void {
  if (slot.job?.id !== job.id) return;
  follow(slot, job);
  slot.error = null;
}

/** A check that failed as a whole is no verdict on the file's rows: it shows as a failed check, with the server's words. */
function failedAsWhole(slot: JobSlot<ImportPreviewJob>): void {
  const failure = slot.status === 'rejected' && slot.job ? jobFailure(slot.job) : null;
  if (failure === null) return;
  slot.status = 'failed';
  slot.error = failure;
}

function unreachable(slot: JobSlot<ImportJob>, message: string): void {
  if (slot.status === 'running') slot.error = message;
}

function failed(slot: JobSlot<ImportJob>, message: string): void {
  slot.status = 'failed';
  slot.error = message;
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
    /** The import decides now (it checks the file again): a preview shown for the file gives way. */
    importSubmitted(state, action: PayloadAction<{ csv: string; fileName: string }>) {
      state.import = sent(action.payload.fileName);
      state.preview = idlePreview;
    },
    importStarted(state, action: PayloadAction<{ job: ImportJob }>) {
      started(state.import, action.payload.job);
    },
    importProgressed(state, action: PayloadAction<{ job: ImportJob }>) {
      progressed(state.import, action.payload.job);
    },
    /**
     * Asking for the progress failed (the network, the server busy): the job goes on on the
     * server, so it stays running here and is asked again; the message says so meanwhile.
     */
    importUnreachable(state, action: PayloadAction<{ message: string }>) {
      unreachable(state.import, action.payload.message);
    },
    importFailed(state, action: PayloadAction<{ message: string }>) {
      failed(state.import, action.payload.message);
    },
    /** The screen came back into view: a job still running is followed again. */
    importScreenOpened() {},
    /** Leaving the screen stops the polling (the job goes on on the server) and forgets the preview: its file went with the screen. */
    importScreenLeft(state) {
      state.preview = idlePreview;
    },
    importCleared(state) {
      state.import = idleImport;
    },
    /** Staff asked what importing the file would do; a finished import's outcome gives way. */
    previewAsked(state, action: PayloadAction<{ csv: string; fileName: string }>) {
      state.preview = sent(action.payload.fileName);
      if (!isBusy(state.import)) state.import = idleImport;
    },
    previewStarted(state, action: PayloadAction<{ job: ImportPreviewJob }>) {
      started(state.preview, action.payload.job);
      failedAsWhole(state.preview);
    },
    previewProgressed(state, action: PayloadAction<{ job: ImportPreviewJob }>) {
      progressed(state.preview, action.payload.job);
      failedAsWhole(state.preview);
    },
    previewUnreachable(state, action: PayloadAction<{ message: string }>) {
      unreachable(state.preview, action.payload.message);
    },
    previewFailed(state, action: PayloadAction<{ message: string }>) {
      failed(state.preview, action.payload.message);
    },
    /** The browser could not read the chosen file (moved, changed or locked since it was chosen): nothing was sent. */
    fileUnreadable(state, action: PayloadAction<{ fileName: string; purpose: FilePurpose }>) {
      const { fileName, purpose } = action.payload;
      const slot = { status: 'failed' as const, fileName, job: null, error: ADMIN_MSG.fileUnreadable(fileName) };
      if (purpose === 'check') state.preview = slot;
      else state.import = slot;
    },
    /** Staff chose to pick another file: the preview is put away (a check still running goes on on the server, unfollowed). */
    previewDismissed(state) {
      state.preview = idlePreview;
    },
  },
});

export const csvActions = csvSlice.actions;
export default csvSlice.reducer;
