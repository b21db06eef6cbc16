import { combineReducers } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { fetchAddresses, postAddress } from '../../../src/client/features/addresses/addresses-api';
import { addressesSaga } from '../../../src/client/features/addresses/addresses-saga';
import addressesReducer, {
  initialAddressesState, listFailed, listLoaded, newAddressFailed, newAddressSaved, newAddressSubmitted,
  type AddressesState,
} from '../../../src/client/features/addresses/addresses-slice';
import { setupStore } from '../../../src/client/app/store';
import authReducer, { initialAuthState, loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { pageOpened } from '../../../src/client/features/cart/cart-slice';
import { notify } from '../../../src/client/lib/notify';
import { deferred, recordApi } from '../../support/api-recorder';
import { customerSession } from '../auth/token-fixtures';
import { address, savedAddresses } from './address-fixtures';

const reducer = combineReducers({ auth: authReducer, addresses: addressesReducer });
const auth = authReducer(initialAuthState, loginSucceeded(customerSession));
const withAddresses = (patch: Partial<AddressesState> = {}) => ({ auth, addresses: { ...initialAddressesState, ...patch } });
const silence: [matchers.Matcher, undefined] = [matchers.call.fn(notify), undefined];
const draft = { addressName: '  Depot ', address: 'Plot 9, Dubai Investments Park', postalCode: ' 54321 ' };

describe('addresses saga: the list', () => {
  it('loads the addresses when the cart page opens and preselects the main one', () =>
    expectSaga(addressesSaga)
      .withReducer(reducer, withAddresses())
      .provide([[matchers.call.fn(fetchAddresses), { status: 1, addresses: savedAddresses }]])
      .put(listLoaded(savedAddresses))
      .dispatch(pageOpened())
      .hasFinalState(withAddresses({ items: savedAddresses, status: 'succeeded', selectedId: 2 }))
      .silentRun(50));

  it('fails silently when the call fails', () =>
    expectSaga(addressesSaga)
      .withReducer(reducer, withAddresses())
      .provide([[matchers.call.fn(fetchAddresses), throwError(new Error('offline'))], silence])
      .put(listFailed())
      .not.call.fn(notify)
      .dispatch(pageOpened())
      .hasFinalState(withAddresses({ status: 'failed' }))
      .silentRun(50));

  it('treats an answer without addresses as a failure', () =>
    expectSaga(addressesSaga)
      .withReducer(reducer, withAddresses())
      .provide([[matchers.call.fn(fetchAddresses), { status: 0 }], silence])
      .put(listFailed())
      .not.call.fn(notify)
      .dispatch(pageOpened())
      .silentRun(50));

  it('asks nothing without a login', () =>
    expectSaga(addressesSaga)
      .withReducer(reducer, { auth: initialAuthState, addresses: initialAddressesState })
      .not.call.fn(fetchAddresses)
      .dispatch(pageOpened())
      .silentRun(50));
});

describe('addresses saga: Register New Address', () => {
  it('sends the trimmed form and takes the full list the server answers with', () => {
    const updated = [...savedAddresses, address(4, { name: 'Depot' })];
    return expectSaga(addressesSaga)
      .withReducer(reducer, withAddresses({ items: savedAddresses, status: 'succeeded', selectedId: 2 }))
      .provide([[matchers.call.fn(postAddress), { status: 1, addresses: updated }]])
      .call(postAddress, { addressName: 'Depot', address: 'Plot 9, Dubai Investments Park', postalCode: '54321' })
      .put(newAddressSaved(updated))
      .dispatch(newAddressSubmitted(draft))
      .hasFinalState(withAddresses({ items: updated, status: 'succeeded', selectedId: 2, addStatus: 'succeeded' }))
      .silentRun(50);
  });

  it.each([
    ['the address name', { ...draft, addressName: '   ' }],
    ['the address', { ...draft, address: '' }],
  ])('sends nothing and says nothing without %s', (_field, incomplete) =>
    expectSaga(addressesSaga)
      .withReducer(reducer, withAddresses())
      .provide([silence])
      .not.call.fn(postAddress)
      .not.call.fn(notify)
      .dispatch(newAddressSubmitted(incomplete))
      .hasFinalState(withAddresses())
      .silentRun(50));

  it('fails silently when the add fails', () =>
    expectSaga(addressesSaga)
      .withReducer(reducer, withAddresses({ items: savedAddresses, status: 'succeeded' }))
      .provide([[matchers.call.fn(postAddress), throwError(new Error('offline'))], silence])
      .put(newAddressFailed())
      .not.call.fn(notify)
      .dispatch(newAddressSubmitted(draft))
      .hasFinalState(withAddresses({ items: savedAddresses, status: 'succeeded', addStatus: 'failed' }))
      .silentRun(50));

  it('saves an address once when Add Address is pressed twice while saving', async () => {
    const answer = deferred<unknown>();
    const requests = recordApi({ 'POST /api/customer/addaddress': () => answer.promise });
    const store = setupStore({ auth, addresses: initialAddressesState });
    store.dispatch(newAddressSubmitted(draft));
    store.dispatch(newAddressSubmitted(draft));
    answer.resolve({ status: 1, addresses: [address(4)] });
    await waitFor(() => expect(store.getState().addresses.addStatus).toBe('succeeded'));
    expect(requests.filter((request) => request.url === '/api/customer/addaddress')).toHaveLength(1);
    expect(requests[0].body).toEqual({ addressName: 'Depot', address: 'Plot 9, Dubai Investments Park', postalCode: '54321' });
  });
});
