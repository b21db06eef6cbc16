import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ImportJob } from '../../../../shared/admin-types';
import { notify } from '../../../lib/notify';
import { downloadCatalogue, fetchImportJob, startImport } from '../api/catalogue-api';
import { type Reply, isRefusal } from '../api/admin-http';
import { ADMIN_MSG } from '../admin-messages';
import { selectImport, selectStaffToken } from '../admin-selectors';
import { failureOf, SHORT } from '../shared/saga-support';
import { csvActions as actions, type CsvState } from './csv-slice';
import { exportFileName, saveTextFile } from '../shared/files';

/** How often a running import is asked for its progress. */
export const POLL_MS = 1000;

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

const finished = (job: ImportJob) => job.state === 'done' || job.state === 'failed';

/** The longest wait between two questions while the server cannot be reached. */
export const MAX_POLL_MS = 10_000;

/**
 * Asks for the job's progress every second until it is done or has failed. A question that
 * fails does not end the job (it runs on on the server): it is asked again, less often while
 * the failures last, and the screen says it is still trying. A refused session ends it, and so
 * does the server's own refusal (an unknown job).
 */
export function* pollImport(id: number) {
  let wait = POLL_MS;
  for (;;) {
    yield delay(wait);
    const token: string | null = yield select(selectStaffToken);
    let job: ImportJob;
    try {
      job = yield call(fetchImportJob, token ?? '', id);
    } catch (error) {
      const message: string | null = yield call(failureOf, error);
      if (message === null) return;
      // The server answered that it will not tell (the job is unknown): asking again is no use.
      if (isRefusal(error)) {
        yield put(actions.importFailed({ message }));
        return;
      }
      yield put(actions.importUnreachable({ message: ADMIN_MSG.importUnreachable }));
      wait = Math.min(wait * 2, MAX_POLL_MS);
      continue;
    }
    wait = POLL_MS;
    yield put(actions.importProgressed({ job }));
    if (finished(job)) {
      if (job.state === 'done') yield call(notify, ADMIN_MSG.importDone(job.created, job.updated), 'success', SHORT);
      else yield call(notify, ADMIN_MSG.importFailed, 'error', SHORT);
      return;
    }
  }
}

/** Follows a job until it ends, unless staff leave the screen first (the job runs on). */
export function* followImport(id: number) {
  try {
    yield race({ polled: call(pollImport, id), left: take(actions.importScreenLeft.type) });
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.importFailed({ message }));
  }
}

/**
 * Sends the whole file; the server validates every row before it writes any, in the
 * background, so the answer is a job to follow rather than the result.
 */
export function* importCatalogue(action: PayloadAction<{ csv: string; fileName: string }>) {
  if (!action.payload.csv.trim()) {
    yield put(actions.importFailed({ message: ADMIN_MSG.importEmpty }));
    return;
  }
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: Reply<{ job: ImportJob }> = yield call(startImport, token ?? '', action.payload.csv);
    if (reply.status !== 1) {
      yield put(actions.importFailed({ message: reply.message }));
      return;
    }
    yield put(actions.importStarted({ job: reply.job }));
    if (!finished(reply.job)) yield call(followImport, reply.job.id);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.importFailed({ message }));
  }
}

/** Back on the screen while a job still runs: follow it again. */
export function* resumeImport() {
  const current: CsvState['import'] = yield select(selectImport);
  if (current.status === 'running' && current.job) yield call(followImport, current.job.id);
}

type ImportEvent = PayloadAction<{ csv: string; fileName: string }> | PayloadAction<undefined>;

export function* importOrResume(action: ImportEvent) {
  if (actions.importSubmitted.match(action)) yield call(importCatalogue, action);
  else yield call(resumeImport);
}

export function* csvSaga() {
  yield all([
    // takeLeading: one export at a time; a second click while it downloads adds nothing.
    takeLeading(actions.exportRequested.type, exportCatalogue),
    // takeLatest: a newly chosen file replaces the job being followed on screen.
    takeLatest([actions.importSubmitted.type, actions.importScreenOpened.type], importOrResume),
  ]);
}
