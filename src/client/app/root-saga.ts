import { all, call, spawn } from 'redux-saga/effects';
import { addressesSaga } from '../features/addresses/addresses-saga';
import { authSaga } from '../features/auth/auth-saga';
import { cartSaga } from '../features/cart/cart-saga';
import { cartToolsSaga } from '../features/cart/cart-tools-saga';
import { guestMergeSaga } from '../features/wishlist/guest-merge-saga';
import { catalogSaga } from '../features/catalog/catalog-saga';
import { documentsSaga } from '../features/documents/documents-saga';
import { tradeDocumentsSaga } from '../features/trade-documents/trade-documents-saga';
import { layoutSaga } from '../features/layout/layout-saga';
import { searchSaga } from '../features/layout/search-saga';
import { listPickerSaga } from '../features/order-lists/list-picker-saga';
import { orderListsSaga } from '../features/order-lists/order-lists-saga';
import { ordersSaga } from '../features/orders/orders-saga';
import { quickOrderSaga } from '../features/quick-order/quick-order-saga';
import { reorderSaga } from '../features/reorder/reorder-saga';
import { shopIdentitySaga } from '../features/shop-identity/shop-identity-saga';
import { wishlistSaga } from '../features/wishlist/wishlist-saga';

type Watcher = () => Generator;

export const watchers: Watcher[] = [
  authSaga, cartSaga, catalogSaga, wishlistSaga, layoutSaga, searchSaga, addressesSaga, ordersSaga, quickOrderSaga, reorderSaga,
  cartToolsSaga, documentsSaga, guestMergeSaga, orderListsSaga, listPickerSaga, tradeDocumentsSaga, shopIdentitySaga,
];

/**
 * Runs one feature's watcher and starts it again if a worker's uncaught error killed it, so a
 * broken screen cannot silence the rest of the shop.
 */
export function* keepAlive(watcher: Watcher, report: (error: unknown) => void = console.error) {
  for (;;) {
    try {
      yield call(watcher);
      return;
    } catch (error) {
      report(error);
    }
  }
}

export function* rootSaga() {
  // spawn, not fork: a failing watcher is detached and cannot cancel its siblings.
  yield all(watchers.map((watcher) => spawn(keepAlive, watcher)));
}
