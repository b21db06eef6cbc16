import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { patchVariant } from '../../../src/client/features/admin/api/catalogue-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { editorActions as editor } from '../../../src/client/features/admin/products/editor-slice';
import { RULE_MSG } from '../../../src/client/features/admin/products/product-rules';
import { productsSaga } from '../../../src/client/features/admin/products/products-saga';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, networkError, product, reducer, staffToken } from './admin-fixtures';

const open = () => adminAfter(editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() }));
const quiet: [never, undefined][] = [[matchers.call.fn(notify) as never, undefined]];

describe('variant quick edit', () => {
  it('sends the new stock and price at once, with the stock the editor had shown, and shows them in the editor', () => {
    const patched = { ...product().variants[0], stock: 80, price: 11.5 };
    const shown = product().variants[0].stock;
    const moved = { was: product().updated_at, now: '2025-03-01T09:00:00.000Z' };
    return expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(patchVariant), { status: 1, variant: patched, product_updated_at: moved }], ...quiet])
      .dispatch(editor.variantPatchSubmitted({ id: 31, sku: 'BOWL-S', patch: { stock: 80, price: 11.5 } }))
      .call(patchVariant, staffToken, 31, { stock: 80, price: 11.5, stock_seen: shown })
      .put(editor.variantPatched({ variant: patched, product_updated_at: moved }))
      .call(notify, ADMIN_MSG.variantSaved('BOWL-S'), 'success', { short: true })
      .silentRun(50)
      .then(({ storeState }) => {
        // The store now holds the stock it saved: the next save goes from there.
        expect(storeState.admin.editor.product.variants[0]).toEqual(patched);
        // Its own edit leaves the editor's copy the latest, so the next product save is not refused.
        expect(storeState.admin.editor.product.updated_at).toBe(moved.now);
        expect(storeState.admin.editor.variantPatch).toEqual({ status: 'idle', error: null, id: null });
      });
  });

  it('keeps the updated_at it loaded when someone else changed the product before the quick edit', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(patchVariant), {
        status: 1, variant: product().variants[0], product_updated_at: { was: '2025-03-01T08:30:00.000Z', now: '2025-03-01T09:00:00.000Z' },
      }], ...quiet])
      .dispatch(editor.variantPatchSubmitted({ id: 31, sku: 'BOWL-S', patch: { price: 12 } }))
      .silentRun(50)
      // The next save then carries the old value and the server refuses it as stale.
      .then(({ storeState }) => expect(storeState.admin.editor.product.updated_at).toBe(product().updated_at)));

  it('refuses a negative stock or a sale price above the price before sending', async () => {
    await expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(patchVariant), { status: 1, variant: product().variants[0] }]])
      .dispatch(editor.variantPatchSubmitted({ id: 31, sku: 'BOWL-S', patch: { stock: -2 } }))
      .put(editor.variantPatchFailed({ id: 31, message: RULE_MSG.stock }))
      .not.call.fn(patchVariant)
      .silentRun(50);
    await expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(patchVariant), { status: 1, variant: product().variants[0] }]])
      .dispatch(editor.variantPatchSubmitted({ id: 31, sku: 'BOWL-S', patch: { price: 10, sale_price: 12 } }))
      .put(editor.variantPatchFailed({ id: 31, message: RULE_MSG.saleAbovePrice }))
      .not.call.fn(patchVariant)
      .silentRun(50);
  });

  it('shows the refusal or failure on the row, and ends the session on 401', async () => {
    await expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(patchVariant), { status: 0, message: 'Unknown variant' }]])
      .dispatch(editor.variantPatchSubmitted({ id: 31, sku: 'BOWL-S', patch: { stock: 1 } }))
      .put(editor.variantPatchFailed({ id: 31, message: 'Unknown variant' }))
      .silentRun(50);
    await expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(patchVariant), throwError(networkError)]])
      .dispatch(editor.variantPatchSubmitted({ id: 31, sku: 'BOWL-S', patch: { stock: 1 } }))
      .put(editor.variantPatchFailed({ id: 31, message: 'Error' }))
      .silentRun(50);
    await expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(patchVariant), throwError(httpError(401))]])
      .dispatch(editor.variantPatchSubmitted({ id: 31, sku: 'BOWL-S', patch: { stock: 1 } }))
      .put(sessionEnded())
      .silentRun(50);
  });
});
