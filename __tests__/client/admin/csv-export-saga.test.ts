import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { downloadCatalogue } from '../../../src/client/features/admin/api/catalogue-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { csvSaga, today } from '../../../src/client/features/admin/csv/csv-saga';
import { csvActions as actions } from '../../../src/client/features/admin/csv/csv-slice';
import { saveTextFile } from '../../../src/client/features/admin/shared/files';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, networkError, reducer, staffToken } from './admin-fixtures';

const quiet: [never, undefined] = [matchers.call.fn(notify) as never, undefined];
const csv = 'sku,product_slug,product_name\nBOWL-S,steel-bowl,"Bowl, steel"\n';
const short = { short: true };

describe('catalogue export saga', () => {
  it('downloads the export with the staff token and saves it as a dated file', () =>
    expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(downloadCatalogue), csv], [matchers.call.fn(today), '2025-03-07T09:00:00.000Z'],
        [matchers.call.fn(saveTextFile), undefined], quiet])
      .dispatch(actions.exportRequested())
      .call(downloadCatalogue, staffToken)
      .call(saveTextFile, 'catalogue-2025-03-07.csv', csv)
      .put(actions.exportSucceeded({ bytes: csv.length }))
      .call(notify, ADMIN_MSG.exportDone, 'success', short)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.csv.export).toEqual({ status: 'idle', error: null })));

  it('shows a failed export, and ends the session on 401', async () => {
    await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(downloadCatalogue), throwError(networkError)], [matchers.call.fn(saveTextFile), undefined]])
      .dispatch(actions.exportRequested())
      .put(actions.exportFailed({ message: 'Error' }))
      .not.call.fn(saveTextFile)
      .silentRun(50);
    await expectSaga(csvSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(downloadCatalogue), throwError(httpError(401))]])
      .dispatch(actions.exportRequested())
      .put(sessionEnded())
      .silentRun(50);
  });
});
