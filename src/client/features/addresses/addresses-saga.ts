import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { selectToken } from '../auth/auth-selectors';
import { pageOpened as cartPageOpened } from '../cart/cart-slice';
import { isDraftComplete, trimDraft, type AddressDraft } from './address-draft';
import { fetchAddresses, postAddress, type AddressesReply } from './addresses-api';
import { listFailed, listLoaded, listLoadStarted, newAddressFailed, newAddressSaved, newAddressSubmitted } from './addresses-slice';

const usable = (reply: AddressesReply | undefined): reply is AddressesReply & { addresses: NonNullable<AddressesReply['addresses']> } =>
  reply?.status === 1 && Array.isArray(reply.addresses);

/** Loads the saved addresses when the cart page opens; failures are silent (spec section 8). */
export function* loadAddresses() {
  const token: string | null = yield select(selectToken);
  if (!token) return;
  yield put(listLoadStarted());
  try {
    const reply: AddressesReply = yield call(fetchAddresses);
    yield put(usable(reply) ? listLoaded(reply.addresses) : listFailed());
  } catch {
    yield put(listFailed());
  }
}

/**
 * Saves a new address. Spec section 5: without a name or an address nothing is sent; section 8:
 * a failed add shows no message.
 */
export function* saveAddress(action: PayloadAction<AddressDraft>) {
  if (!isDraftComplete(action.payload)) return;
  try {
    const reply: AddressesReply = yield call(postAddress, trimDraft(action.payload));
    yield put(usable(reply) ? newAddressSaved(reply.addresses) : newAddressFailed());
  } catch {
    yield put(newAddressFailed());
  }
}

export function* addressesSaga() {
  yield all([
    // takeLatest: when the cart page opens again, only the newest list matters.
    takeLatest(cartPageOpened.type, loadAddresses),
    // takeLeading: a second click on Add Address while the first is on its way would save the
    // same address twice.
    takeLeading(newAddressSubmitted.type, saveAddress),
  ]);
}
