import { waitFor } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { fetchShopIdentity } from '../../../src/client/features/shop-identity/shop-identity-api';
import { loadShopIdentity, shopIdentitySaga } from '../../../src/client/features/shop-identity/shop-identity-saga';
import reducer, {
  identityFailed, identityLoaded, identityRequested, initialShopIdentityState,
} from '../../../src/client/features/shop-identity/shop-identity-slice';
import { setupStore } from '../../../src/client/app/store';
import { headerMounted } from '../../../src/client/lib/shared-events';
import { deferred, recordApi } from '../../support/api-recorder';
import { petora, renamed } from './identity-fixtures';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
};

// The storefront learns who runs the shop from the server's legal settings as it starts, and
// again each time it comes back from the back office; a failure changes nothing the buyer sees.

describe('the shop identity saga', () => {
  it('asks for the identity as the storefront starts and keeps the answer', () =>
    expectSaga(shopIdentitySaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchShopIdentity), petora]])
      .put(identityRequested())
      .call(fetchShopIdentity)
      .put(identityLoaded({ identity: petora }))
      .dispatch(headerMounted())
      .hasFinalState({ identity: petora, status: 'succeeded' })
      .silentRun(50));

  it('asks again when the storefront comes back, and shows what staff saved meanwhile', () =>
    expectSaga(loadShopIdentity)
      .withReducer(reducer, { identity: petora, status: 'succeeded' })
      .provide([[matchers.call.fn(fetchShopIdentity), renamed]])
      .put(identityLoaded({ identity: renamed }))
      .hasFinalState({ identity: renamed, status: 'succeeded' })
      .run());

  it('keeps the identity it showed when a later call fails, and says nothing', () =>
    expectSaga(loadShopIdentity)
      .withReducer(reducer, { identity: petora, status: 'succeeded' })
      .provide([[matchers.call.fn(fetchShopIdentity), throwError(new Error('Network Error'))]])
      .put(identityFailed())
      .not.put.actionType(identityLoaded.type)
      .hasFinalState({ identity: petora, status: 'failed' })
      .run());

  it('stores a shop without saved legal details as having none', () =>
    expectSaga(loadShopIdentity)
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchShopIdentity), null]])
      .hasFinalState({ identity: null, status: 'succeeded' })
      .run());

  it('asks once for a header mounted twice while the first answer is on its way (the real store)', async () => {
    const answer = deferred<unknown>();
    const requests = recordApi({ 'GET /api/shop/identity': () => answer.promise });
    const store = setupStore(undefined, { storage: memory() });
    store.dispatch(headerMounted());
    store.dispatch(headerMounted());
    answer.resolve({ status: 1, identity: petora });
    await waitFor(() => expect(store.getState().shopIdentity).toEqual({ identity: petora, status: 'succeeded' }));
    expect(requests.filter((request) => request.url === '/api/shop/identity')).toHaveLength(1);
  });

  it('refuses an answer that is not a whole identity, so the footer never shows half of one', async () => {
    recordApi({ 'GET /api/shop/identity': { status: 1, identity: { legalName: 'Petora Trading L.L.C.' } } });
    const store = setupStore(undefined, { storage: memory() });
    store.dispatch(headerMounted());
    await waitFor(() => expect(store.getState().shopIdentity).toEqual({ identity: null, status: 'failed' }));
  });
});

describe('the shop identity slice', () => {
  it('starts with no identity and nothing asked', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual(initialShopIdentityState);
    expect(initialShopIdentityState).toEqual({ identity: null, status: 'idle' });
  });

  it('shows the identity it had while a new one loads', () => {
    expect(reducer({ identity: petora, status: 'succeeded' }, identityRequested())).toEqual({ identity: petora, status: 'loading' });
  });
});
