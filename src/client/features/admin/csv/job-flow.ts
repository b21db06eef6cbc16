import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { ImportJob } from '../../../../shared/admin-types';
import { type Reply, isRefusal } from '../api/admin-http';
import { ADMIN_MSG } from '../admin-messages';
import { selectStaffToken } from '../admin-selectors';
import { failureOf } from '../shared/saga-support';

/** How often a running job is asked for its progress. */
export const POLL_MS = 1000;

/** The longest wait between two questions while the server cannot be reached. */
export const MAX_POLL_MS = 10_000;

/**
 * A file sent to the server that answers with a job to follow: the import, or its preview.
 * Both are sent, followed and reported alike; only their calls and events differ.
 */
export interface JobFlow<J extends ImportJob> {
  start(token: string, csv: string): Promise<Reply<{ job: J }>>;
  fetch(token: string, id: number): Promise<J>;
  // Action creators, written as methods so that a flow of a wider job (a preview's) is a flow of jobs.
  started(payload: { job: J }): PayloadAction<{ job: J }>;
  progressed(payload: { job: J }): PayloadAction<{ job: J }>;
  unreachable(payload: { message: string }): PayloadAction<{ message: string }>;
  failed(payload: { message: string }): PayloadAction<{ message: string }>;
  unreachableMessage: string;
  /** Events after which the job is no longer followed (it runs on on the server). */
  stopOn: string[];
  /** Runs once the job has ended (a toast); optional. */
  ended?(job: J): Generator;
}

export const finished = (job: ImportJob) => job.state === 'done' || job.state === 'failed';

/**
 * Asks for the job's progress every second until it is done or has failed. A question that
 * fails does not end the job (it runs on on the server): it is asked again, less often while
 * the failures last, and the screen says it is still trying. A refused session ends it, and so
 * does the server's own refusal (an unknown job).
 */
export function* pollJob<J extends ImportJob>(flow: JobFlow<J>, id: number): Generator {
  let wait = POLL_MS;
  for (;;) {
    yield delay(wait);
    const token: string | null = yield select(selectStaffToken);
    let job: J;
    try {
      job = yield call(flow.fetch, token ?? '', id);
    } catch (error) {
      const message: string | null = yield call(failureOf, error);
      if (message === null) return;
      // The server answered that it will not tell (the job is unknown): asking again is no use.
      if (isRefusal(error)) {
        yield put(flow.failed({ message }));
        return;
      }
      yield put(flow.unreachable({ message: flow.unreachableMessage }));
      wait = Math.min(wait * 2, MAX_POLL_MS);
      continue;
    }
    wait = POLL_MS;
    yield put(flow.progressed({ job }));
    if (finished(job)) {
      if (flow.ended) yield call(flow.ended, job);
      return;
    }
  }
}

/** Follows a job until it ends, unless one of the flow's stop events comes first (the job runs on). */
export function* followJob<J extends ImportJob>(flow: JobFlow<J>, id: number): Generator {
  try {
    yield race({ polled: call(pollJob, flow, id), stopped: take(flow.stopOn) });
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(flow.failed({ message }));
  }
}

/**
 * Sends the whole file; the server checks every row in the background, so the answer is a
 * job to follow rather than the result. An empty file is refused here without a call.
 */
export function* sendFile<J extends ImportJob>(flow: JobFlow<J>, csv: string): Generator {
  if (!csv.trim()) {
    yield put(flow.failed({ message: ADMIN_MSG.importEmpty }));
    return;
  }
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: Reply<{ job: J }> = yield call(flow.start, token ?? '', csv);
    if (reply.status !== 1) {
      yield put(flow.failed({ message: reply.message }));
      return;
    }
    yield put(flow.started({ job: reply.job }));
    if (!finished(reply.job)) yield call(followJob, flow, reply.job.id);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(flow.failed({ message }));
  }
}
