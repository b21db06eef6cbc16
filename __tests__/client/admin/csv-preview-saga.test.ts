import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { delay, type CallEffect } from 'redux-saga/effects';
import { fetchImportJob, fetchPreviewJob, startImport, startPreview } from '../../../src/client/features/admin/api/catalogue-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { csvSaga } from '../../../src/client/features/admin/csv/csv-saga';
import { csvActions as actions } from '../../../src/client/features/admin/csv/csv-slice';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, job, networkError, reducer, staffToken } from './admin-fixtures';
import { checkedJob, previewJob, summary } from './csv-preview-fixtures';

// Staff check a file before importing it: the server runs the import's checks and plan and
// writes nothing; the screen follows the check as it follows an import, then shows the summary.

const pause = (delay(0) as CallEffect).payload.fn;
const instant: [never, null] = [matchers.call.fn(pause) as never, null];
const quiet: [never, undefined] = [matchers.call.fn(notify) as never, undefined];
const csv = 'sku,product_slug,product_name\nBOWL-S,steel-bowl,"Bowl, steel"\n';
const asked = actions.previewAsked({ csv, fileName: 'stock.csv' });

/** Answers each poll of the check with the next job of the list, then keeps answering the last one. */
function checksInTurn(...jobs: ReturnType<typeof previewJob>[]) {
  let polls = 0;
  return {
    call: (effect: { fn: unknown }, rest: () => unknown) => {
      if (effect.fn !== fetchPreviewJob) return rest();
      polls += 1;
      return jobs[Math.min(polls - 1, jobs.length - 1)];
    },
  };
}

describe('checking a catalogue file before importing it', () => {
  it('sends the file for a check, follows the check, and ends with what the import would do, importing nothing', () =>
    expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(startPreview), { status: 1, job: previewJob() }], checksInTurn(previewJob({ done: 600 }), checkedJob()), instant, quiet])
      .dispatch(asked)
      .call(startPreview, staffToken, csv)
      .put(actions.previewStarted({ job: previewJob() }))
      .call(fetchPreviewJob, staffToken, 9)
      .put(actions.previewProgressed({ job: previewJob({ done: 600 }) }))
      .put(actions.previewProgressed({ job: checkedJob() }))
      .not.call.fn(startImport)
      .not.call.fn(notify)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.csv.preview).toEqual({ status: 'done', fileName: 'stock.csv', job: checkedJob(), error: null });
        expect(storeState.admin.csv.import.status).toBe('idle');
      }));

  it('shows the bad rows as the import would report them', () => {
    const errors = [{ line: 3, message: 'price is required.' }, { line: 9, message: 'Unknown meta "Vegan".' }];
    return expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(startPreview), { status: 1, job: previewJob({ state: 'failed', done: 1200, errors }) }]])
      .dispatch(asked)
      .not.call.fn(fetchPreviewJob)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.csv.preview).toMatchObject({ status: 'rejected', job: { errors, preview: null } }));
  });

  it('imports the same file when staff go on, and stops following the check: the import decides', () =>
    expectSaga(csvSaga)
      .withReducer(reducer, adminAfter(asked, actions.previewStarted({ job: checkedJob() })))
      .provide([[matchers.call.fn(startImport), { status: 1, job: job({ state: 'done', created: 2, updated: 3 }) }], quiet])
      .dispatch(actions.importSubmitted({ csv, fileName: 'stock.csv' }))
      .call(startImport, staffToken, csv)
      .not.call.fn(startPreview)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.csv.preview.status).toBe('idle');
        expect(storeState.admin.csv.import).toMatchObject({ status: 'done', job: { created: 2, updated: 3 } });
      }));

  it('stops asking about a check when staff choose another file, even one the server has not answered yet', async () => {
    const log: string[] = [];
    const following = await expectSaga(csvSaga)
      .withReducer((state, action) => {
        if (actions.previewDismissed.match(action)) log.push('dismissed');
        return reducer(state, action);
      }, adminAfter())
      .provide([
        [matchers.call.fn(startPreview), { status: 1, job: previewJob() }],
        {
          call: (effect: { fn: unknown }, rest: () => unknown) => {
            if (effect.fn === pause) return new Promise((resolve) => { setTimeout(resolve, 2); });
            if (effect.fn !== fetchPreviewJob) return rest();
            log.push('poll');
            return previewJob({ done: 600 });
          },
        },
      ])
      .dispatch(asked)
      .delay(20)
      .dispatch(actions.previewDismissed())
      .silentRun(60);
    expect(log).toContain('poll');
    expect(log[log.length - 1]).toBe('dismissed');
    expect(following.storeState.admin.csv.preview.status).toBe('idle');
    const unanswered = await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(startPreview), new Promise(() => undefined)]])
      .dispatch(asked)
      .delay(10)
      .dispatch(actions.previewDismissed())
      .not.put.actionType(actions.previewStarted.type)
      .silentRun(50);
    expect(unanswered.storeState.admin.csv.preview.status).toBe('idle');
  });

  it('refuses an empty file without sending it, and shows the server refusing the check in its words', async () => {
    await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .dispatch(actions.previewAsked({ csv: ' \n', fileName: 'empty.csv' }))
      .put(actions.previewFailed({ message: ADMIN_MSG.importEmpty }))
      .not.call.fn(startPreview)
      .silentRun(50);
    const busy = 'Another catalogue import is still running. Please wait until it has finished.';
    const { storeState } = await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(startPreview), { status: 0, message: busy }]])
      .dispatch(asked)
      .put(actions.previewFailed({ message: busy }))
      .silentRun(50);
    expect(storeState.admin.csv.preview).toMatchObject({ status: 'failed', error: busy });
  });

  it('keeps asking while the server cannot be reached, saying so, and ends the session on 401', async () => {
    let polls = 0;
    await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([
        [matchers.call.fn(startPreview), { status: 1, job: previewJob() }], instant,
        { call: (effect: { fn: unknown }, rest: () => unknown) => (effect.fn !== fetchPreviewJob ? rest() : (polls += 1) === 1 ? Promise.reject(networkError) : checkedJob(summary())) },
      ])
      .dispatch(asked)
      .put(actions.previewUnreachable({ message: ADMIN_MSG.previewUnreachable }))
      .put(actions.previewProgressed({ job: checkedJob() }))
      .not.call.fn(fetchImportJob)
      .silentRun(50);
    await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(startPreview), throwError(httpError(401))]])
      .dispatch(asked)
      .put(sessionEnded())
      .not.put.actionType(actions.previewFailed.type)
      .silentRun(50);
  });
});
