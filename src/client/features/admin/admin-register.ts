import { injectFeature } from '../../app/injection';
import { adminReducer } from './admin-reducer';
import { adminSaga } from './admin-saga';

// Imported first by the admin chunk's entry: the back office's state and sagas join the store
// when staff open /admin, never in a shopper's bundle.
injectFeature({ key: 'admin', reducer: adminReducer, saga: adminSaga });
