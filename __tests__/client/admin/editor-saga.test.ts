import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { deleteProduct, fetchProduct, saveProduct } from '../../../src/client/features/admin/api/catalogue-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { editorActions as editor } from '../../../src/client/features/admin/products/editor-slice';
import { inputFromForm, formFromProduct } from '../../../src/client/features/admin/products/product-form';
import { RULE_MSG } from '../../../src/client/features/admin/products/product-rules';
import { productsSaga } from '../../../src/client/features/admin/products/products-saga';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { taxonomyActions as taxonomy } from '../../../src/client/features/admin/taxonomy/taxonomy-slice';
import { navigate } from '../../../src/client/lib/navigation';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, product, reducer, staffToken } from './admin-fixtures';

const input = inputFromForm(formFromProduct(product()));
const { id: _id, rate: _rate, images: _images, created_at: _c, updated_at: _u, ...loaded } = product();
// What the form sends: the product as loaded, with the updated_at it was loaded with and each
// kept variant with the stock it was opened with.
const expectedInput = { ...loaded, updated_at_seen: product().updated_at, variants: loaded.variants.map((v) => ({ ...v, stock_seen: v.stock })) };
const CHANGED = 'Someone else changed this product while you were editing it. Nothing was saved. Reload the product to see their changes, then make yours again.';
const quiet = [[matchers.call.fn(notify), undefined], [matchers.call.fn(navigate), undefined]] as [never, undefined][];

describe('product editor saga', () => {
  it('opens a product with the brands, categories, metas and attributes to choose from', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchProduct), product()]])
      .dispatch(editor.editorOpened({ id: 3 }))
      .put(taxonomy.collectionRequested('brands'))
      .put(taxonomy.collectionRequested('categories'))
      .put(taxonomy.collectionRequested('metas'))
      .put(taxonomy.collectionRequested('attributes'))
      .call(fetchProduct, staffToken, 3)
      .put(editor.productLoaded({ product: product() }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.editor).toMatchObject({ id: 3, status: 'ready', product: product() })));

  it('opens an empty editor for a new product without asking for one', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchProduct), product()]])
      .dispatch(editor.editorOpened({ id: null }))
      .not.call.fn(fetchProduct)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.editor).toMatchObject({ id: null, status: 'ready', product: null })));

  it('shows why a product could not be opened (404)', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchProduct), throwError(httpError(404, { status: 0, message: 'Unknown product' }))]])
      .dispatch(editor.editorOpened({ id: 404 }))
      .put(editor.productLoadFailed({ id: 404, message: 'Unknown product' }))
      .silentRun(50));

  it('creates a new product, says so and moves to its own address', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: null })))
      .provide([[matchers.call.fn(saveProduct), { status: 1, product: product() }], ...quiet])
      .dispatch(editor.saveSubmitted({ id: null, input }))
      .call(saveProduct, staffToken, null, loaded)
      .put(editor.productSaved({ product: product(), created: true }))
      .call(notify, ADMIN_MSG.productCreated, 'success', { short: true })
      .call(navigate, '/admin/products/3', { replace: true })
      .silentRun(50));

  it('updates an existing product in place', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() })))
      .provide([[matchers.call.fn(saveProduct), { status: 1, product: product({ name: 'Steel Bowl Pro' }) }], ...quiet])
      .dispatch(editor.saveSubmitted({ id: 3, input: { ...input, name: 'Steel Bowl Pro' } }))
      .call(saveProduct, staffToken, 3, { ...expectedInput, name: 'Steel Bowl Pro' })
      .call(notify, ADMIN_MSG.productSaved, 'success', { short: true })
      .not.call.fn(navigate)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.editor.product.name).toBe('Steel Bowl Pro')));

  it('sends the updated_at it loaded, and after a save the one the server answered with', () => {
    const saved = product({ name: 'Steel Bowl Pro', updated_at: '2025-03-02T10:00:00.000Z' });
    return expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() })))
      .provide([[matchers.call.fn(saveProduct), { status: 1, product: saved }], ...quiet])
      .dispatch(editor.saveSubmitted({ id: 3, input: { ...input, name: 'Steel Bowl Pro' } }))
      .dispatch(editor.saveSubmitted({ id: 3, input: { ...input, name: 'Steel Bowl Max' } }))
      .call(saveProduct, staffToken, 3, { ...expectedInput, name: 'Steel Bowl Pro' })
      .call(saveProduct, staffToken, 3, { ...expectedInput, name: 'Steel Bowl Max', updated_at_seen: '2025-03-02T10:00:00.000Z' })
      .silentRun(50);
  });

  it('shows a save refused because someone changed the product meanwhile (409), keeps the form, and loads the product again on request', async () => {
    const opened = [editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() })];
    const { storeState } = await expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(...opened))
      .provide([[matchers.call.fn(saveProduct), throwError(httpError(409, { status: 0, message: CHANGED }))], ...quiet])
      .dispatch(editor.saveSubmitted({ id: 3, input: { ...input, name: 'My name' } }))
      .put(editor.saveConflicted({ message: CHANGED }))
      .call(notify, CHANGED, 'error', { short: true })
      .silentRun(50);
    expect(storeState.admin.editor.save).toEqual({ status: 'failed', error: CHANGED, fieldErrors: {}, stale: true });
    // The form stays as typed until staff ask to reload (its key, the revision, does not move).
    expect(storeState.admin.editor.revision).toBe(adminAfter(...opened).admin.editor.revision);

    const theirs = product({ name: 'Steel Bowl (their name)', updated_at: '2025-03-02T10:00:00.000Z' });
    await expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(...opened, editor.saveConflicted({ message: CHANGED })))
      .provide([[matchers.call.fn(fetchProduct), theirs]])
      .dispatch(editor.productReloadRequested({ id: 3 }))
      .call(fetchProduct, staffToken, 3)
      .put(editor.productLoaded({ product: theirs }))
      .silentRun(50)
      .then(({ storeState: after }) => {
        expect(after.admin.editor).toMatchObject({ id: 3, status: 'ready', product: theirs, save: { status: 'idle', error: null, stale: false } });
        expect(after.admin.editor.revision).toBeGreaterThan(storeState.admin.editor.revision);
      });
  });

  it('marks only a 409 as a stale copy: other failures keep the usual error', async () => {
    const { storeState } = await expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() }), editor.saveConflicted({ message: CHANGED })))
      .provide([[matchers.call.fn(saveProduct), throwError(httpError(400, { status: 0, message: 'body/name is too long' }))], ...quiet])
      .dispatch(editor.saveSubmitted({ id: 3, input }))
      .put(editor.saveFailed({ message: 'body/name is too long' }))
      .not.put.actionType(editor.saveConflicted.type)
      .silentRun(50);
    expect(storeState.admin.editor.save).toEqual({ status: 'failed', error: 'body/name is too long', fieldErrors: {}, stale: false });
  });

  it('sends nothing while a field breaks a rule, and marks the fields', () => {
    const broken = {
      ...input,
      name: ' ',
      slug: 'Steel Bowl',
      variants: [{ ...input.variants[0], sale_price: 20 }, { ...input.variants[1], sku: 'bowl-s', stock: -1 }],
    };
    return expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: 3 })))
      .provide([[matchers.call.fn(saveProduct), { status: 1, product: product() }], ...quiet])
      .dispatch(editor.saveSubmitted({ id: 3, input: broken }))
      .put(editor.saveRejected({
        fieldErrors: {
          name: RULE_MSG.nameRequired,
          slug: RULE_MSG.slugFormat,
          'variants.0.sale_price': RULE_MSG.saleAbovePrice,
          'variants.1.sku': RULE_MSG.skuTwice,
          'variants.1.stock': RULE_MSG.stock,
        },
      }))
      .call(notify, ADMIN_MSG.productInvalid, 'error', { short: true })
      .not.call.fn(saveProduct)
      .silentRun(50);
  });

  it('shows the server refusing a taken slug or SKU', () =>
    expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: null })))
      .provide([[matchers.call.fn(saveProduct), { status: 0, message: 'The SKU BOWL-S is taken.' }], ...quiet])
      .dispatch(editor.saveSubmitted({ id: null, input }))
      .put(editor.saveFailed({ message: 'The SKU BOWL-S is taken.' }))
      .call(notify, 'The SKU BOWL-S is taken.', 'error', { short: true })
      .not.call.fn(navigate)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.editor.save).toMatchObject({ status: 'failed', error: 'The SKU BOWL-S is taken.' })));

  it('shows bad input (400) and ends the session on 401 while saving', async () => {
    await expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: 3 })))
      .provide([[matchers.call.fn(saveProduct), throwError(httpError(400, { status: 0, message: 'body/name is too long' }))], ...quiet])
      .dispatch(editor.saveSubmitted({ id: 3, input }))
      .put(editor.saveFailed({ message: 'body/name is too long' }))
      .silentRun(50);
    await expectSaga(productsSaga)
      .withReducer(reducer, adminAfter(editor.editorOpened({ id: 3 })))
      .provide([[matchers.call.fn(saveProduct), throwError(httpError(401))], ...quiet])
      .dispatch(editor.saveSubmitted({ id: 3, input }))
      .put(sessionEnded())
      .silentRun(50);
  });

  it('keeps the delete question open with a refusal, and closes it once the product is deleted', async () => {
    const asked = adminAfter(editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() }), editor.deleteAsked());
    await expectSaga(productsSaga)
      .withReducer(reducer, asked)
      .provide([[matchers.call.fn(deleteProduct), { status: 0, message: 'It is on open orders.' }], ...quiet])
      .dispatch(editor.deleteSubmitted({ id: 3 }))
      .put(editor.saveFailed({ message: 'It is on open orders.' }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.editor).toMatchObject({ deleting: true, save: { status: 'failed' } }));
    await expectSaga(productsSaga)
      .withReducer(reducer, asked)
      .provide([[matchers.call.fn(deleteProduct), { status: 1 }], ...quiet])
      .dispatch(editor.deleteSubmitted({ id: 3 }))
      .put(editor.productDeleted())
      .call(navigate, '/admin/products')
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.editor.deleting).toBe(false));
  });
});
