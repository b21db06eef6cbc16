import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminProduct, AdminProductInput, AdminVariantPatch } from '../../../../shared/admin-types';
import { navigate } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import {
  deleteProduct, fetchProduct, isChangedMeanwhile, patchVariant, saveProduct, type ProductReply, type VariantReply,
} from '../api/catalogue-api';
import type { Reply } from '../api/admin-http';
import { ADMIN_MSG } from '../admin-messages';
import { selectEditorProduct, selectStaffToken } from '../admin-selectors';
import { failureOf, SHORT } from '../shared/saga-support';
import { ensureCollections } from '../taxonomy/taxonomy-saga';
import { editorActions as actions } from './editor-slice';
import { patchErrors, validateProduct, type FieldErrors } from './product-rules';
import { stockSeenOf, withSeen } from './product-form';

/** Opens the editor (or loads it again): the product (unless it is a new one) and the lists its fields choose from. */
export function* openEditor(action: PayloadAction<{ id: number | null }>) {
  yield call(ensureCollections, ['brands', 'categories', 'metas', 'attributes']);
  const { id } = action.payload;
  if (id === null) return;
  try {
    const token: string | null = yield select(selectStaffToken);
    const product: AdminProduct = yield call(fetchProduct, token ?? '', id);
    yield put(actions.productLoaded({ product }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.productLoadFailed({ id, message }));
  }
}

/** Checks the form's rules first: nothing is sent while a field is wrong. */
export function* saveEditedProduct(action: PayloadAction<{ id: number | null; input: AdminProductInput }>) {
  const { id, input } = action.payload;
  const fieldErrors: FieldErrors = validateProduct(input);
  if (Object.keys(fieldErrors).length > 0) {
    yield put(actions.saveRejected({ fieldErrors }));
    yield call(notify, ADMIN_MSG.productInvalid, 'error', SHORT);
    return;
  }
  try {
    const token: string | null = yield select(selectStaffToken);
    const product: AdminProduct | null = yield select(selectEditorProduct);
    // The product as the store last had it from the server goes along (withSeen): a save over
    // someone else's newer change is refused rather than putting the older copy back.
    const reply: ProductReply = yield call(saveProduct, token ?? '', id, withSeen(input, product));
    if (reply.status !== 1) {
      yield put(actions.saveFailed({ message: reply.message }));
      yield call(notify, reply.message, 'error', SHORT);
      return;
    }
    yield put(actions.productSaved({ product: reply.product, created: id === null }));
    yield call(notify, id === null ? ADMIN_MSG.productCreated : ADMIN_MSG.productSaved, 'success', SHORT);
    if (id === null) yield call(navigate, `/admin/products/${reply.product.id}`, { replace: true });
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message === null) return;
    if (isChangedMeanwhile(error)) {
      yield put(actions.saveConflicted({ message }));
      yield call(notify, message, 'error', SHORT);
    } else {
      yield put(actions.saveFailed({ message }));
    }
  }
}

export function* removeProduct(action: PayloadAction<{ id: number }>) {
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: Reply = yield call(deleteProduct, token ?? '', action.payload.id);
    if (reply.status !== 1) {
      yield put(actions.saveFailed({ message: reply.message }));
      return;
    }
    yield put(actions.productDeleted());
    yield call(notify, ADMIN_MSG.productDeleted, 'success', SHORT);
    yield call(navigate, '/admin/products');
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.saveFailed({ message }));
  }
}

/** A quick stock or price change of one variant; carts price live, so shoppers see it at once. */
export function* quickEditVariant(action: PayloadAction<{ id: number; sku: string; patch: AdminVariantPatch }>) {
  const { id, sku, patch } = action.payload;
  const problems = Object.values(patchErrors(patch));
  if (problems.length > 0) {
    yield put(actions.variantPatchFailed({ id, message: problems[0] }));
    return;
  }
  try {
    const token: string | null = yield select(selectStaffToken);
    // The stock the store last had for it goes along, as with a product save (withStockSeen).
    const product: AdminProduct | null = yield select(selectEditorProduct);
    const seen = stockSeenOf(product, id);
    const sent: AdminVariantPatch = patch.stock === undefined || seen === undefined ? patch : { ...patch, stock_seen: seen };
    const reply: VariantReply = yield call(patchVariant, token ?? '', id, sent);
    if (reply.status !== 1) {
      yield put(actions.variantPatchFailed({ id, message: reply.message }));
      return;
    }
    yield put(actions.variantPatched({ variant: reply.variant, product_updated_at: reply.product_updated_at }));
    yield call(notify, ADMIN_MSG.variantSaved(sku), 'success', SHORT);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.variantPatchFailed({ id, message }));
  }
}

export function* editorSaga() {
  // takeLatest: the editor shows one product; opening another (or loading it again) drops the older load.
  yield takeLatest([actions.editorOpened.type, actions.productReloadRequested.type], openEditor);
  // takeLeading: Save or Delete clicked again while the first is on its way sends nothing more.
  yield takeLeading(actions.saveSubmitted.type, saveEditedProduct);
  yield takeLeading(actions.deleteSubmitted.type, removeProduct);
  // takeLeading: one quick edit at a time; its row shows the answer before the next is sent.
  yield takeLeading(actions.variantPatchSubmitted.type, quickEditVariant);
}
