import { all, spawn } from 'redux-saga/effects';
import { injectFeature } from '../../app/injection';
import { keepAlive } from '../../app/root-saga';
import { adminReducer } from './admin-reducer';
import { csvSaga } from './csv/csv-saga';
import { customersSaga } from './customers/customers-saga';
import { licencesSaga } from './licences/licences-saga';
import { ordersSaga } from './orders/orders-saga';
import { pricingSaga } from './pricing/pricing-saga';
import { productsSaga } from './products/products-saga';
import { recordsSaga } from './records/records-saga';
import { sessionSaga } from './session/session-saga';
import { taxSaga } from './tax/tax-saga';
import { taxonomySaga } from './taxonomy/taxonomy-saga';

export const adminWatchers = [
  sessionSaga, customersSaga, ordersSaga, productsSaga, taxonomySaga, csvSaga, recordsSaga, taxSaga, licencesSaga, pricingSaga,
];

/** The back office's sagas; like the storefront's, each screen's watcher survives the others' crashes. */
export function* adminSaga() {
  yield all(adminWatchers.map((watcher) => spawn(keepAlive, watcher)));
}

// Imported first by the admin chunk's entry (AdminApp): the back office's state and sagas join
// the store when staff open /admin, never in a shopper's bundle. Running this module again (hot
// reload) swaps the reducer and leaves the running sagas alone.
injectFeature({ key: 'admin', reducer: adminReducer, saga: adminSaga });
