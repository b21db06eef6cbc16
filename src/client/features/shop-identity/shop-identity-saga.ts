import { call, put, takeLeading } from 'redux-saga/effects';
import type { ShopIdentity } from '../../../shared/shop-identity';
import { headerMounted } from '../../lib/shared-events';
import { fetchShopIdentity } from './shop-identity-api';
import { identityFailed, identityLoaded, identityRequested } from './shop-identity-slice';

/**
 * Asks the server who runs the shop, as the storefront starts (its header appears), beside the
 * menus: the footer's chunk loads after the page's, so the answer is mostly there before the
 * footer is. Asked again whenever the storefront's frame comes back, not only the first time:
 * staff who saved new legal details in the back office see them on returning, and an unchanged
 * answer costs a 304. A failure keeps what was shown, silently: the footer is no place for an
 * error.
 */
export function* loadShopIdentity() {
  yield put(identityRequested());
  try {
    const identity: ShopIdentity | null = yield call(fetchShopIdentity);
    yield put(identityLoaded({ identity }));
  } catch {
    yield put(identityFailed());
  }
}

export function* shopIdentitySaga() {
  // takeLeading: a header mounted twice at once (strict mode, hot reload) needs one answer.
  yield takeLeading(headerMounted.type, loadShopIdentity);
}
