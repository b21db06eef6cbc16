import { waitFor } from '@testing-library/react';
import { injectFeature } from '../../../src/client/app/injection';
import { setupStore } from '../../../src/client/app/store';
import { adminReducer } from '../../../src/client/features/admin/admin-reducer';
import { sessionSaga } from '../../../src/client/features/admin/session/session-saga';
import type * as AdminFeature from '../../../src/client/features/admin/admin-feature';
import { STAFF_TOKEN_KEY } from '../../../src/client/features/admin/session/staff-token-storage';
import { staffMember, staffToken } from './admin-fixtures';
// Not admin-render's stub: that module imports the admin app, which would register the chunk too early.
import { stubApi } from '../layout/layout-fixtures';

describe('the admin chunk joining the store', () => {
  it('adds the admin state and starts its sagas once, however often it registers', async () => {
    window.localStorage.setItem(STAFF_TOKEN_KEY, staffToken);
    const calls = stubApi({ '/api/admin/me': staffMember });
    const store = setupStore(undefined, { sagas: true });
    expect(store.getState()).not.toHaveProperty('admin');

    const { adminSaga }: typeof AdminFeature = await import('../../../src/client/features/admin/admin-feature');
    await waitFor(() => expect(store.getState()).toHaveProperty('admin.session.status', 'signedIn'));
    expect(store.getState()).toHaveProperty('admin.session.staff', staffMember);

    // A second run of the chunk's module (hot reload): same key, new functions.
    injectFeature({ key: 'admin', reducer: adminReducer, saga: function* again() { yield* adminSaga(); } });
    expect(store.getState()).toHaveProperty('admin.session.status', 'signedIn');
    expect(calls.filter((path) => path === '/api/admin/me')).toHaveLength(1);
  });

  it('runs every screen’s watcher, the session first', async () => {
    const { adminWatchers }: typeof AdminFeature = await import('../../../src/client/features/admin/admin-feature');
    expect(adminWatchers[0]).toBe(sessionSaga);
    expect(adminWatchers.map((watcher) => watcher.name)).toEqual([
      'sessionSaga', 'customersSaga', 'ordersSaga', 'productsSaga', 'taxonomySaga', 'csvSaga', 'recordsSaga', 'taxSaga', 'licencesSaga', 'pricingSaga',
    ]);
  });
});
