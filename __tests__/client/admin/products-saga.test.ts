import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { deleteProduct, fetchProducts } from '../../../src/client/features/admin/api/catalogue-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { editorActions as editor } from '../../../src/client/features/admin/products/editor-slice';
import { productsSaga } from '../../../src/client/features/admin/products/products-saga';
import { productsActions as products } from '../../../src/client/features/admin/products/products-slice';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { navigate } from '../../../src/client/lib/navigation';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, networkError, product, reducer, staffToken, summary } from './admin-fixtures';

const quiet = [[matchers.call.fn(notify), undefined], [matchers.call.fn(navigate), undefined]] as [never, undefined][];

describe('products saga', () => {
  it('loads the product list for a search and page', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchProducts), { count: 1, products: [summary()] }]])
      .dispatch(products.listRequested({ q: 'bowl', p: 2 }))
      .call(fetchProducts, staffToken, { q: 'bowl', p: 2 })
      .put(products.listLoaded({ count: 1, products: [summary()] }))
      .silentRun(50));

  it('reloads the search and page it showed last when the screen opens again', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(products.listRequested({ q: 'bowl', p: 2 })))
      .provide([[matchers.call.fn(fetchProducts), { count: 1, products: [summary()] }]])
      .dispatch(products.screenOpened())
      .put(products.listRequested({ q: 'bowl', p: 2 }))
      .call(fetchProducts, staffToken, { q: 'bowl', p: 2 })
      .silentRun(50));

  it('shows a failed product list, and ends the session on 401', async () => {
    await expectSaga(productsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchProducts), throwError(networkError)]])
      .dispatch(products.listRequested({ q: '', p: 1 }))
      .put(products.listFailed({ message: 'Error' }))
      .silentRun(50);
    await expectSaga(productsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchProducts), throwError(httpError(401))]])
      .dispatch(products.listRequested({ q: '', p: 1 }))
      .put(sessionEnded())
      .silentRun(50);
  });

  it('deletes a product and goes back to the list', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() })))
      .provide([[matchers.call.fn(deleteProduct), { status: 1 }], ...quiet])
      .dispatch(editor.deleteSubmitted({ id: 3 }))
      .call(deleteProduct, staffToken, 3)
      .put(editor.productDeleted())
      .call(notify, ADMIN_MSG.productDeleted, 'success', { short: true })
      .call(navigate, '/admin/products')
      .silentRun(50));

  it('stays on the product when the delete is refused or fails', async () => {
    await expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: 3 })))
      .provide([[matchers.call.fn(deleteProduct), { status: 0, message: 'This product is in open orders.' }], ...quiet])
      .dispatch(editor.deleteSubmitted({ id: 3 }))
      .put(editor.saveFailed({ message: 'This product is in open orders.' }))
      .not.call.fn(navigate)
      .silentRun(50);
    await expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: 3 })))
      .provide([[matchers.call.fn(deleteProduct), throwError(networkError)], ...quiet])
      .dispatch(editor.deleteSubmitted({ id: 3 }))
      .put(editor.saveFailed({ message: 'Error' }))
      .not.call.fn(navigate)
      .silentRun(50);
  });
});
