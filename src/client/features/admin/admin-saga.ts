import { all, spawn } from 'redux-saga/effects';
import { keepAlive } from '../../app/root-saga';
import { csvSaga } from './csv/csv-saga';
import { customersSaga } from './customers/customers-saga';
import { ordersSaga } from './orders/orders-saga';
import { productsSaga } from './products/products-saga';
import { recordsSaga } from './records/records-saga';
import { sessionSaga } from './session/session-saga';
import { taxonomySaga } from './taxonomy/taxonomy-saga';

export const adminWatchers = [sessionSaga, customersSaga, ordersSaga, productsSaga, taxonomySaga, csvSaga, recordsSaga];

/** The back office's sagas; like the storefront's, each screen's watcher survives the others' crashes. */
export function* adminSaga() {
  yield all(adminWatchers.map((watcher) => spawn(keepAlive, watcher)));
}
