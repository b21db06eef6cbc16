import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { AdminBrand, AdminCategory, AdminMeta } from '../../../src/shared/admin-types';
import {
  addAttribute, addAttributeType, deleteTaxonomy, fetchAttributes, fetchBrands, fetchCategories, fetchMetas, saveTaxonomy,
} from '../../../src/client/features/admin/api/catalogue-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { taxonomySaga } from '../../../src/client/features/admin/taxonomy/taxonomy-saga';
import { taxonomyActions as actions } from '../../../src/client/features/admin/taxonomy/taxonomy-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, networkError, reducer, staffToken } from './admin-fixtures';

const brands: AdminBrand[] = [{ id: 2, name: 'Petkin', slug: 'petkin', thumbnail: '/media/petkin.webp', products: 12 }];
const categories: AdminCategory[] = [
  { id: 1, parent_id: null, name: 'Dog', slug: 'dog', sort: 1, image: null, products: 0 },
  { id: 4, parent_id: 1, name: 'Dog Food', slug: 'dog-food', sort: 1, image: null, products: 30 },
];
const metas: AdminMeta[] = [{ id: 7, name: 'Best seller', kind: 'badge', display: 1, products: 4 }];
const logo = 'data:image/png;base64,iVBORw0KGgo=';
const quiet: [never, undefined][] = [[matchers.call.fn(notify) as never, undefined]];
const short = { short: true };

describe('taxonomy saga', () => {
  it('loads brands, categories, metas and attributes side by side', () =>
    expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter())
      .provide([
        [matchers.call.fn(fetchBrands), brands],
        [matchers.call.fn(fetchCategories), categories],
        [matchers.call.fn(fetchMetas), metas],
        [matchers.call.fn(fetchAttributes), []],
      ])
      .dispatch(actions.collectionRequested('brands'))
      .dispatch(actions.collectionRequested('categories'))
      .dispatch(actions.collectionRequested('metas'))
      .dispatch(actions.collectionRequested('attributes'))
      .call(fetchBrands, staffToken)
      .put(actions.collectionLoaded({ kind: 'brands', items: brands }))
      .put(actions.collectionLoaded({ kind: 'categories', items: categories }))
      .put(actions.collectionLoaded({ kind: 'metas', items: metas }))
      .put(actions.collectionLoaded({ kind: 'attributes', items: [] }))
      .silentRun(50));

  it('shows a failed list, and ends the session on 401', async () => {
    await expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchBrands), throwError(networkError)]])
      .dispatch(actions.collectionRequested('brands'))
      .put(actions.collectionFailed({ kind: 'brands', message: 'Error' }))
      .silentRun(50);
    await expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchMetas), throwError(httpError(401))]])
      .dispatch(actions.collectionRequested('metas'))
      .put(sessionEnded())
      .silentRun(50);
  });

  it.each([
    ['adds a brand with its logo', { kind: 'brand', id: null, input: { name: 'Kong', slug: 'kong', logo } }, ['brands', null, { name: 'Kong', slug: 'kong', logo }], 'brands', ADMIN_MSG.saved('Brand')],
    ['renames a brand', { kind: 'brand', id: 2, input: { name: 'Petkin Pro', slug: 'petkin' } }, ['brands', 2, { name: 'Petkin Pro', slug: 'petkin' }], 'brands', ADMIN_MSG.saved('Brand')],
    ['adds a child category', { kind: 'category', id: null, input: { name: 'Dog Toys', slug: 'dog-toys', parent_id: 1, sort: 2 } }, ['categories', null, { name: 'Dog Toys', slug: 'dog-toys', parent_id: 1, sort: 2 }], 'categories', ADMIN_MSG.saved('Category')],
    ['saves a meta', { kind: 'meta', id: 7, input: { name: 'Best seller', kind: 'badge', display: 0 } }, ['metas', 7, { name: 'Best seller', kind: 'badge', display: 0 }], 'metas', ADMIN_MSG.saved('Meta')],
  ] as const)('%s, then reloads the list', (_name, change, args, list, message) =>
    expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(saveTaxonomy), { status: 1 }], [matchers.call.fn(fetchBrands), brands],
        [matchers.call.fn(fetchCategories), categories], [matchers.call.fn(fetchMetas), metas], ...quiet])
      .dispatch(actions.changeSubmitted(change as never))
      .call(saveTaxonomy, staffToken, ...args)
      .put(actions.changeSucceeded({ change: change as never }))
      .call(notify, message, 'success', short)
      .put(actions.collectionRequested(list))
      .silentRun(50));

  it.each([
    ['brandDelete', 'brands', 'Brand'],
    ['categoryDelete', 'categories', 'Category'],
    ['metaDelete', 'metas', 'Meta'],
  ] as const)('%s deletes and reloads %s', (kind, list, what) =>
    expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(deleteTaxonomy), { status: 1 }], [matchers.call.fn(fetchBrands), []],
        [matchers.call.fn(fetchCategories), []], [matchers.call.fn(fetchMetas), []], ...quiet])
      .dispatch(actions.changeSubmitted({ kind, id: 4 }))
      .call(deleteTaxonomy, staffToken, list, 4)
      .call(notify, ADMIN_MSG.deleted(what), 'success', short)
      .put(actions.collectionRequested(list))
      .silentRun(50));

  it('shows the refusal to move a category under its own child', () =>
    expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(saveTaxonomy), { status: 0, message: 'A category cannot sit inside itself.' }], ...quiet])
      .dispatch(actions.changeSubmitted({ kind: 'category', id: 1, input: { name: 'Dog', slug: 'dog', parent_id: 4, sort: 1 } }))
      .put(actions.changeFailed({ message: 'A category cannot sit inside itself.' }))
      .call(notify, 'A category cannot sit inside itself.', 'error', short)
      .not.put(actions.collectionRequested('categories'))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.taxonomy.change).toEqual({ status: 'failed', error: 'A category cannot sit inside itself.' })));

  it('shows the refusal to delete a category that has children in its question, which stays open', () =>
    expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter(actions.deleteAsked({ kind: 'categoryDelete', id: 1 })))
      .provide([[matchers.call.fn(deleteTaxonomy), { status: 0, message: 'Move or delete its sub-categories first.' }], ...quiet])
      .dispatch(actions.changeSubmitted({ kind: 'categoryDelete', id: 1 }))
      .put(actions.changeFailed({ message: 'Move or delete its sub-categories first.' }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.taxonomy.deleting).toEqual({ kind: 'categoryDelete', id: 1 })));

  it('closes the delete question once the delete is done', () =>
    expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter(actions.deleteAsked({ kind: 'brandDelete', id: 2 })))
      .provide([[matchers.call.fn(deleteTaxonomy), { status: 1 }], [matchers.call.fn(fetchBrands), []], ...quiet])
      .dispatch(actions.changeSubmitted({ kind: 'brandDelete', id: 2 }))
      .put(actions.changeSucceeded({ change: { kind: 'brandDelete', id: 2 } }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.taxonomy.deleting).toBeNull()));

  it('adds attribute types and attributes for the variant choices', async () => {
    await expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(addAttributeType), { status: 1 }], [matchers.call.fn(fetchAttributes), []], ...quiet])
      .dispatch(actions.changeSubmitted({ kind: 'attributeType', input: { name: 'Colour', type: 1 } }))
      .call(addAttributeType, staffToken, { name: 'Colour', type: 1 })
      .call(notify, ADMIN_MSG.saved('Attribute type'), 'success', short)
      .put(actions.collectionRequested('attributes'))
      .silentRun(50);
    await expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(addAttribute), { status: 1 }], [matchers.call.fn(fetchAttributes), []], ...quiet])
      .dispatch(actions.changeSubmitted({ kind: 'attribute', input: { type_id: 1, name: 'Red', value: '#ff0000' } }))
      .call(addAttribute, staffToken, { type_id: 1, name: 'Red', value: '#ff0000' })
      .put(actions.collectionRequested('attributes'))
      .silentRun(50);
  });

  it('shows a failed change, and ends the session on 401', async () => {
    await expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(deleteTaxonomy), throwError(httpError(404, { status: 0, message: 'Unknown brand' }))]])
      .dispatch(actions.changeSubmitted({ kind: 'brandDelete', id: 99 }))
      .put(actions.changeFailed({ message: 'Unknown brand' }))
      .silentRun(50);
    await expectSaga(taxonomySaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(saveTaxonomy), throwError(httpError(401))]])
      .dispatch(actions.changeSubmitted({ kind: 'meta', id: null, input: { name: 'New', kind: 'feature', display: 1 } }))
      .put(sessionEnded())
      .not.put.actionType(actions.changeFailed.type)
      .silentRun(50);
  });
});
