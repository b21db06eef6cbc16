import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ImportJob } from '../../../../shared/admin-types';
import type { ImportPreviewJob } from '../../../../shared/catalogue-import-preview';
import { notify } from '../../../lib/notify';
import { downloadCatalogue, fetchImportJob, fetchPreviewJob, startImport, startPreview } from '../api/catalogue-api';
import { ADMIN_MSG } from '../admin-messages';
import { selectImport, selectStaffToken } from '../admin-selectors';
import { failureOf, SHORT } from '../shared/saga-support';
import { csvActions as actions, type CsvState } from './csv-slice';
import { exportFileName, saveTextFile } from '../shared/files';
import { type JobFlow, followJob, sendFile } from './job-flow';


/** The day of the export, for the file name; a function so tests can fix it. */
export const today = (): string => new Date().toISOString();

export function* exportCatalogue() {
  try {
    const token: string | null = yield select(selectStaffToken);
    const csv: string = yield call(downloadCatalogue, token ?? '');
    const date: string = yield call(today);
    yield call(saveTextFile, exportFileName(date), csv);
    yield put(actions.exportSucceeded({ bytes: csv.length }));
    yield call(notify, ADMIN_MSG.exportDone, 'success', SHORT);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.exportFailed({ message }));
  }
}

function* importEnded(job: ImportJob) {
  if (job.state === 'done') yield call(notify, ADMIN_MSG.importDone(job.created, job.updated), 'success', SHORT);
  else yield call(notify, ADMIN_MSG.importFailed, 'error', SHORT);
}

/** The import: followed while the screen shows it; leaving stops the polling, and coming back resumes it. */
export const IMPORT_FLOW: JobFlow<ImportJob> = {
  start: startImport, fetch: fetchImportJob, started: actions.importStarted, progressed: actions.importProgressed,
  unreachable: actions.importUnreachable, failed: actions.importFailed, unreachableMessage: ADMIN_MSG.importUnreachable,
  stopOn: [actions.importScreenLeft.type], ended: importEnded,
};

/** What ends a preview on screen: another file chosen, the file imported, the screen left (the reducer forgets it alike). */
const PREVIEW_PUT_AWAY = [actions.previewDismissed.type, actions.importSubmitted.type, actions.importScreenLeft.type];

/** The preview (dry run): its summary shows in place when it ends, so it says nothing else. */
export const PREVIEW_FLOW: JobFlow<ImportPreviewJob> = {
  start: startPreview, fetch: fetchPreviewJob, started: actions.previewStarted, progressed: actions.previewProgressed,
  unreachable: actions.previewUnreachable, failed: actions.previewFailed, unreachableMessage: ADMIN_MSG.previewUnreachable,
  stopOn: PREVIEW_PUT_AWAY,
};

export function* importCatalogue(action: PayloadAction<{ csv: string; fileName: string }>) {
  yield call(sendFile, IMPORT_FLOW, action.payload.csv);
}

/** Back on the screen while a job still runs: follow it again. */
export function* resumeImport() {
  const current: CsvState['import'] = yield select(selectImport);
  if (current.status === 'running' && current.job) yield call(followJob, IMPORT_FLOW, current.job.id);
}

type ImportEvent = PayloadAction<{ csv: string; fileName: string }> | PayloadAction<undefined>;

export function* importOrResume(action: ImportEvent) {
  if (actions.importSubmitted.match(action)) yield call(importCatalogue, action);
  else yield call(resumeImport);
}

/**
 * Sends the file for a preview and follows its job. Put away on screen (another file, the
 * import, the screen left), it is dropped at any step, even before the server answered: the
 * preview is only advice, and the check on the server ends by itself.
 */
export function* previewCatalogue(action: PayloadAction<{ csv: string; fileName: string }>) {
  yield race({ previewed: call(sendFile, PREVIEW_FLOW, action.payload.csv), putAway: take(PREVIEW_PUT_AWAY) });
}

export function* csvSaga() {
  yield all([
    // takeLeading: one export at a time; a second click while it downloads adds nothing.
    takeLeading(actions.exportRequested.type, exportCatalogue),
    // takeLatest: a newly chosen file replaces the job being followed on screen.
    takeLatest([actions.importSubmitted.type, actions.importScreenOpened.type], importOrResume),
    // takeLatest: the preview of a newly checked file replaces the one being followed.
    takeLatest(actions.previewAsked.type, previewCatalogue),
  ]);
}
