import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { arrangeImages, uploadImage } from '../../../src/client/features/admin/api/catalogue-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { editorActions as editor } from '../../../src/client/features/admin/products/editor-slice';
import { productsSaga } from '../../../src/client/features/admin/products/products-saga';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, networkError, product, reducer, staffToken } from './admin-fixtures';

const open = () => adminAfter(editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() }));
const quiet: [never, undefined][] = [[matchers.call.fn(notify) as never, undefined]];
const png = 'data:image/png;base64,iVBORw0KGgo=';
const jpeg = 'data:image/jpeg;base64,/9j/4AAQ';
const gallery = (...names: string[]) => names.map((name) => ({ name, url: `/media/${name}` }));
// Each gallery change moves the product's updated_at on; the product was loaded at 08:00.
const LOADED = product().updated_at;
const AFTER_1 = '2025-03-01T09:00:00.000Z';
const AFTER_2 = '2025-03-01T09:00:00.001Z';

describe('product images', () => {
  it('uploads the chosen images one by one, with the progress after each', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([
        [matchers.call(uploadImage, staffToken, 3, png), { status: 1, images: gallery('bowl-1.webp', 'bowl-2.webp', 'new-1.webp'), product_updated_at: { was: LOADED, now: AFTER_1 } }],
        [matchers.call(uploadImage, staffToken, 3, jpeg), {
          status: 1, images: gallery('bowl-1.webp', 'bowl-2.webp', 'new-1.webp', 'new-2.webp'), product_updated_at: { was: AFTER_1, now: AFTER_2 },
        }],
        ...quiet,
      ])
      .dispatch(editor.imagesUploadSubmitted({ productId: 3, images: [png, jpeg] }))
      .put(editor.imageUploaded({ productId: 3, images: gallery('bowl-1.webp', 'bowl-2.webp', 'new-1.webp'), product_updated_at: { was: LOADED, now: AFTER_1 } }))
      .put(editor.imageUploaded({ productId: 3, images: gallery('bowl-1.webp', 'bowl-2.webp', 'new-1.webp', 'new-2.webp'), product_updated_at: { was: AFTER_1, now: AFTER_2 } }))
      .call(notify, ADMIN_MSG.imagesUploaded(2), 'success', { short: true })
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.editor.product.images).toHaveLength(4);
        // Its own uploads leave the editor's copy the latest: the next save is not refused as stale.
        expect(storeState.admin.editor.product.updated_at).toBe(AFTER_2);
        expect(storeState.admin.editor.images).toEqual({ status: 'idle', done: 0, total: 0, error: null });
      }));

  it('keeps count while uploading', () => {
    const state = adminAfter(
      editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() }),
      editor.imagesUploadSubmitted({ productId: 3, images: [png, jpeg, png] }),
      editor.imageUploaded({ productId: 3, images: gallery('a.webp'), product_updated_at: { was: LOADED, now: AFTER_1 } }),
    );
    expect(state.admin.editor.images).toEqual({ status: 'uploading', done: 1, total: 3, error: null });
  });

  it('stops at the first refused image and shows why', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(uploadImage), { status: 0, message: 'Only PNG, JPEG or WebP images.' }], ...quiet])
      .dispatch(editor.imagesUploadSubmitted({ productId: 3, images: [png, jpeg] }))
      .put(editor.imagesFailed({ message: 'Only PNG, JPEG or WebP images.' }))
      .call(notify, 'Only PNG, JPEG or WebP images.', 'error', { short: true })
      .not.call(uploadImage, staffToken, 3, jpeg)
      .silentRun(50));

  it('reports a failed upload and ends the session on 401', async () => {
    await expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(uploadImage), throwError(networkError)]])
      .dispatch(editor.imagesUploadSubmitted({ productId: 3, images: [png] }))
      .put(editor.imagesFailed({ message: 'Error' }))
      .silentRun(50);
    await expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(uploadImage), throwError(httpError(401))]])
      .dispatch(editor.imagesUploadSubmitted({ productId: 3, images: [png] }))
      .put(sessionEnded())
      .silentRun(50);
  });

  it('saves a new order of the gallery (names left out are removed)', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(arrangeImages), { status: 1, images: gallery('bowl-2.webp'), product_updated_at: { was: LOADED, now: AFTER_1 } }], ...quiet])
      .dispatch(editor.imagesArranged({ productId: 3, names: ['bowl-2.webp'] }))
      .call(arrangeImages, staffToken, 3, ['bowl-2.webp'])
      .put(editor.imagesSaved({ productId: 3, images: gallery('bowl-2.webp'), product_updated_at: { was: LOADED, now: AFTER_1 } }))
      .call(notify, ADMIN_MSG.imagesSaved, 'success', { short: true })
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.editor.product.images).toEqual(gallery('bowl-2.webp'));
        expect(storeState.admin.editor.product.updated_at).toBe(AFTER_1);
      }));

  it('keeps the copy it loaded when someone else changed the product before this gallery change, so the next save is refused', () => {
    const state = adminAfter(
      editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() }),
      editor.imagesSaved({ productId: 3, images: gallery('bowl-2.webp'), product_updated_at: { was: '2025-03-01T08:30:00.000Z', now: AFTER_1 } }),
    );
    expect(state.admin.editor.product?.updated_at).toBe(LOADED);
  });

  it('shows a refused or failed reorder', async () => {
    await expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(arrangeImages), { status: 0, message: 'Unknown image name' }]])
      .dispatch(editor.imagesArranged({ productId: 3, names: ['nope.webp'] }))
      .put(editor.imagesFailed({ message: 'Unknown image name' }))
      .silentRun(50);
    await expectSaga(productsSaga)
      .withReducer(reducer, open())
      .provide([[matchers.call.fn(arrangeImages), throwError(networkError)]])
      .dispatch(editor.imagesArranged({ productId: 3, names: [] }))
      .put(editor.imagesFailed({ message: 'Error' }))
      .silentRun(50);
  });
});
