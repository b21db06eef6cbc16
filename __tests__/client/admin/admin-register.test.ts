import { waitFor } from '@testing-library/react';
import { injectFeature } from '../../../src/client/app/injection';
import { setupStore } from '../../../src/client/app/store';
import { adminReducer } from '../../../src/client/features/admin/admin-reducer';
import { adminSaga, adminWatchers } from '../../../src/client/features/admin/admin-saga';
import { sessionSaga } from '../../../src/client/features/admin/session/session-saga';
import { STAFF_TOKEN_KEY } from '../../../src/client/features/admin/session/staff-token-storage';
import { staffMember, staffToken } from './admin-fixtures';
// Not admin-render: it imports the admin app, which would register the chunk too early.
import { stubAdminApi } from './admin-api-stub';

describe('the admin chunk joining the store', () => {
  it('adds the admin state and starts its sagas once, however often it registers', async () => {
    window.localStorage.setItem(STAFF_TOKEN_KEY, staffToken);
    const calls = stubAdminApi({ 'GET /api/admin/me': staffMember });
    const store = setupStore(undefined, { sagas: true });
    expect(store.getState()).not.toHaveProperty('admin');

    await import('../../../src/client/features/admin/admin-register');
    await waitFor(() => expect(store.getState()).toHaveProperty('admin.session.status', 'signedIn'));
    expect(store.getState()).toHaveProperty('admin.session.staff', staffMember);

    // A second run of the chunk's module (hot reload): same key, new functions.
    injectFeature({ key: 'admin', reducer: adminReducer, saga: function* again() { yield* adminSaga(); } });
    expect(store.getState()).toHaveProperty('admin.session.status', 'signedIn');
    expect(calls.filter((call) => call.url === '/api/admin/me')).toHaveLength(1);
  });

  it('runs every screen’s watcher, the session first', () => {
    expect(adminWatchers[0]).toBe(sessionSaga);
    expect(adminWatchers).toHaveLength(7);
  });
});
