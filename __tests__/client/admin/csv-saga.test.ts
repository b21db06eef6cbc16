import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { delay, type CallEffect } from 'redux-saga/effects';
import { fetchImportJob, startImport } from '../../../src/client/features/admin/api/catalogue-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { csvSaga } from '../../../src/client/features/admin/csv/csv-saga';
import { csvActions as actions } from '../../../src/client/features/admin/csv/csv-slice';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, networkError, job, reducer, staffToken } from './admin-fixtures';

// redux-saga's delay is a call of an internal function; providing it makes each poll instant.
const pause = (delay(0) as CallEffect).payload.fn;
const instant: [never, null] = [matchers.call.fn(pause) as never, null];
const quiet: [never, undefined] = [matchers.call.fn(notify) as never, undefined];
const csv = 'sku,product_slug,product_name\nBOWL-S,steel-bowl,"Bowl, steel"\n';
const short = { short: true };

/** Answers each poll with the next job of the list, then keeps answering the last one. */
function jobsInTurn(...jobs: ReturnType<typeof job>[]) {
  const asked = { polls: 0, pauses: 0 };
  const provider = {
    call: (effect: { fn: unknown }, rest: () => unknown) => {
      if (effect.fn === pause) asked.pauses += 1;
      if (effect.fn !== fetchImportJob) return rest();
      asked.polls += 1;
      return jobs[Math.min(asked.polls - 1, jobs.length - 1)];
    },
  };
  return Object.assign(provider, { asked });
}

describe('catalogue CSV saga', () => {
  it('sends the file, then follows the job every second until it is imported', () => {
    const polls = jobsInTurn(job({ done: 600 }), job({ state: 'importing', done: 300 }), job({ state: 'done', done: 1200, created: 200, updated: 1000 }));
    return expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(startImport), { status: 1, job: job() }], polls, instant, quiet])
      .dispatch(actions.importSubmitted({ csv, fileName: 'stock.csv' }))
      .call(startImport, staffToken, csv)
      .put(actions.importStarted({ job: job() }))
      .call(fetchImportJob, staffToken, 9)
      .put(actions.importProgressed({ job: job({ done: 600 }) }))
      .put(actions.importProgressed({ job: job({ state: 'importing', done: 300 }) }))
      .put(actions.importProgressed({ job: job({ state: 'done', done: 1200, created: 200, updated: 1000 }) }))
      .call(notify, ADMIN_MSG.importDone(200, 1000), 'success', short)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.csv.import).toMatchObject({ status: 'done', fileName: 'stock.csv', job: { created: 200, updated: 1000 } });
        expect(polls.asked).toEqual({ polls: 3, pauses: 3 });
      });
  });

  it('reports every bad row and that nothing was imported', () => {
    const errors = [{ line: 3, message: 'price: not a number' }, { line: 17, message: 'sku: empty' }];
    return expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([
        [matchers.call.fn(startImport), { status: 1, job: job() }],
        jobsInTurn(job({ state: 'failed', done: 1200, errors })),
        instant, quiet,
      ])
      .dispatch(actions.importSubmitted({ csv, fileName: 'stock.csv' }))
      .put(actions.importProgressed({ job: job({ state: 'failed', done: 1200, errors }) }))
      .call(notify, ADMIN_MSG.importFailed, 'error', short)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.csv.import).toMatchObject({ status: 'rejected', job: { errors } }));
  });

  it('stops polling when staff leave the screen, and follows the job again when they return', async () => {
    const left = await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(startImport), { status: 1, job: job() }], quiet])
      .dispatch(actions.importSubmitted({ csv, fileName: 'stock.csv' }))
      .dispatch(actions.importScreenLeft())
      .not.call.fn(fetchImportJob)
      .silentRun(50);
    expect(left.storeState.admin.csv.import.status).toBe('running');
    await expectSaga(csvSaga)
      .withReducer(reducer, left.storeState as ReturnType<typeof reducer>)
      .provide([jobsInTurn(job({ state: 'done', done: 1200, created: 1 })), instant, quiet])
      .dispatch(actions.importScreenOpened())
      .call(fetchImportJob, staffToken, 9)
      .put(actions.importProgressed({ job: job({ state: 'done', done: 1200, created: 1 }) }))
      .silentRun(50);
  });

  it('does not poll on return when no job is running', () =>
    expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([instant])
      .dispatch(actions.importScreenOpened())
      .not.call.fn(fetchImportJob)
      .silentRun(50));

  it('refuses an empty file without sending it, and shows a refused upload', async () => {
    await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(startImport), { status: 1, job: job() }]])
      .dispatch(actions.importSubmitted({ csv: ' \n', fileName: 'empty.csv' }))
      .put(actions.importFailed({ message: ADMIN_MSG.importEmpty }))
      .not.call.fn(startImport)
      .silentRun(50);
    await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(startImport), throwError(httpError(400, { status: 0, message: 'The header must list the catalogue columns.' }))]])
      .dispatch(actions.importSubmitted({ csv, fileName: 'stock.csv' }))
      .put(actions.importFailed({ message: 'The header must list the catalogue columns.' }))
      .silentRun(50);
  });

  it('keeps following the job when a poll fails (it runs on on the server), asking less often, and says so until an answer comes', async () => {
    let polls = 0;
    const waits: number[] = [];
    const { storeState } = await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([
        [matchers.call.fn(startImport), { status: 1, job: job() }],
        {
          call: (effect: { fn: unknown; args: unknown[] }, rest: () => unknown) => {
            if (effect.fn === pause) { waits.push(effect.args[0] as number); return null; }
            if (effect.fn !== fetchImportJob) return rest();
            polls += 1;
            if (polls <= 3) throw networkError;
            return job({ state: 'done', created: 1, updated: 2 });
          },
        },
        quiet,
      ])
      .dispatch(actions.importSubmitted({ csv, fileName: 'stock.csv' }))
      .put(actions.importUnreachable({ message: ADMIN_MSG.importUnreachable }))
      .not.put.actionType(actions.importFailed.type)
      .call(notify, ADMIN_MSG.importDone(1, 2), 'success', short)
      .silentRun(50);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(storeState.admin.csv.import).toMatchObject({ status: 'done', error: null });
  });

  it('says it is still trying while the job runs, and a failed poll on a finished job changes nothing', () => {
    const running = reducer(adminAfter(actions.importSubmitted({ csv, fileName: 'stock.csv' }), actions.importStarted({ job: job() })), actions.importUnreachable({ message: 'x' }));
    expect(running.admin.csv.import).toMatchObject({ status: 'running', error: 'x' });
    const idle = reducer(adminAfter(), actions.importUnreachable({ message: 'x' }));
    expect(idle.admin.csv.import).toMatchObject({ status: 'idle', error: null });
  });

  it('stops following a job the server says it does not know (404), showing its words', () =>
    expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([
        [matchers.call.fn(startImport), { status: 1, job: job() }],
        [matchers.call.fn(fetchImportJob), throwError(httpError(404, { status: 0, message: 'No such import.' }))], instant,
      ])
      .dispatch(actions.importSubmitted({ csv, fileName: 'stock.csv' }))
      .put(actions.importFailed({ message: 'No such import.' }))
      .not.put.actionType(actions.importUnreachable.type)
      .silentRun(50));

  it('ends the session when a poll gets 401', async () => {
    await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(startImport), { status: 1, job: job() }], [matchers.call.fn(fetchImportJob), throwError(httpError(401))], instant])
      .dispatch(actions.importSubmitted({ csv, fileName: 'stock.csv' }))
      .put(sessionEnded())
      .not.put.actionType(actions.importUnreachable.type)
      .silentRun(50);
  });
});
