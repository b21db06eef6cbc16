import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { notify } from '../../../lib/notify';
import { arrangeImages, uploadImage, type ImagesReply } from '../api/catalogue-api';
import { ADMIN_MSG } from '../admin-messages';
import { selectStaffToken } from '../admin-selectors';
import { failureOf, SHORT } from '../shared/saga-support';
import { editorActions as actions } from './editor-slice';

/**
 * Sends the chosen images one by one (each is resized and stored as WebP by the server), so
 * the progress moves with each file and a large batch never goes as one huge request. The
 * first refusal stops the rest; those already sent stay.
 */
export function* uploadImages(action: PayloadAction<{ productId: number; images: string[] }>) {
  const { productId, images } = action.payload;
  const token: string | null = yield select(selectStaffToken);
  try {
    for (const image of images) {
      const reply: ImagesReply = yield call(uploadImage, token ?? '', productId, image);
      if (reply.status !== 1) {
        yield put(actions.imagesFailed({ message: reply.message }));
        yield call(notify, reply.message, 'error', SHORT);
        return;
      }
      yield put(actions.imageUploaded({ productId, images: reply.images, product_updated_at: reply.product_updated_at }));
    }
    yield call(notify, ADMIN_MSG.imagesUploaded(images.length), 'success', SHORT);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.imagesFailed({ message }));
  }
}

/** A new order of the gallery; images left out are removed by the server. */
export function* saveImageOrder(action: PayloadAction<{ productId: number; names: string[] }>) {
  const { productId, names } = action.payload;
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: ImagesReply = yield call(arrangeImages, token ?? '', productId, names);
    if (reply.status !== 1) {
      yield put(actions.imagesFailed({ message: reply.message }));
      return;
    }
    yield put(actions.imagesSaved({ productId, images: reply.images, product_updated_at: reply.product_updated_at }));
    yield call(notify, ADMIN_MSG.imagesSaved, 'success', SHORT);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.imagesFailed({ message }));
  }
}

export function* imagesSaga() {
  // takeLeading: one batch of uploads at a time, in the order the files were chosen.
  yield takeLeading(actions.imagesUploadSubmitted.type, uploadImages);
  // takeLatest: when staff rearrange quickly, the newest order is the one that must stick.
  yield takeLatest(actions.imagesArranged.type, saveImageOrder);
}
