import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { notify } from '../../../lib/notify';
import {
  addAttribute, addAttributeType, deleteTaxonomy, fetchAttributes, fetchBrands, fetchCategories, fetchMetas,
  saveTaxonomy,
} from '../api/catalogue-api';
import type { Reply } from '../api/admin-http';
import { ADMIN_MSG } from '../admin-messages';
import { selectStaffToken, selectTaxonomy } from '../admin-selectors';
import { failureOf, SHORT } from '../shared/saga-support';
import { changeProblem } from './taxonomy-rules';
import {
  taxonomyActions as actions, type TaxonomyChange, type TaxonomyItems, type TaxonomyKind, type TaxonomyState,
} from './taxonomy-slice';

const loaders = {
  brands: fetchBrands,
  categories: fetchCategories,
  metas: fetchMetas,
  attributes: fetchAttributes,
} as const;

export function* loadCollection(action: PayloadAction<TaxonomyKind>) {
  const kind = action.payload;
  try {
    const token: string | null = yield select(selectStaffToken);
    const items: TaxonomyItems[typeof kind] = yield call(loaders[kind], token ?? '');
    yield put(actions.collectionLoaded({ kind, items } as Parameters<typeof actions.collectionLoaded>[0]));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.collectionFailed({ kind, message }));
  }
}

/** Asks for the lists a screen needs unless they are loaded or loading already. */
export function* ensureCollections(kinds: TaxonomyKind[]) {
  const state: TaxonomyState = yield select(selectTaxonomy);
  for (const kind of kinds) {
    if (state[kind].status === 'idle' || state[kind].status === 'failed') yield put(actions.collectionRequested(kind));
  }
}

/** Which list a change alters, the call that makes it, and how the toast names it. */
function plan(token: string, change: TaxonomyChange) {
  switch (change.kind) {
    case 'brand':
      return { list: 'brands', what: 'Brand', send: call(saveTaxonomy, token, 'brands', change.id, change.input) } as const;
    case 'brandDelete':
      return { list: 'brands', what: 'Brand', send: call(deleteTaxonomy, token, 'brands', change.id) } as const;
    case 'category':
      return { list: 'categories', what: 'Category', send: call(saveTaxonomy, token, 'categories', change.id, change.input) } as const;
    case 'categoryDelete':
      return { list: 'categories', what: 'Category', send: call(deleteTaxonomy, token, 'categories', change.id) } as const;
    case 'meta':
      return { list: 'metas', what: 'Meta', send: call(saveTaxonomy, token, 'metas', change.id, change.input) } as const;
    case 'metaDelete':
      return { list: 'metas', what: 'Meta', send: call(deleteTaxonomy, token, 'metas', change.id) } as const;
    case 'attributeType':
      return { list: 'attributes', what: 'Attribute type', send: call(addAttributeType, token, change.input) } as const;
    default:
      return { list: 'attributes', what: 'Attribute', send: call(addAttribute, token, change.input) } as const;
  }
}

/**
 * Sends one change (a name, and a well-formed slug, are checked first); the server's refusals (a parent that would make a cycle, a category that
 * still has children) are shown as it words them. After a change the list is loaded again,
 * since a move or a delete can reorder the whole tree.
 */
export function* applyChange(action: PayloadAction<TaxonomyChange>) {
  const change = action.payload;
  const problem = changeProblem(change);
  if (problem) {
    yield put(actions.changeFailed({ message: problem }));
    return;
  }
  try {
    const token: string | null = yield select(selectStaffToken);
    const { list, what, send } = plan(token ?? '', change);
    const reply: Reply = yield send;
    if (reply.status !== 1) {
      yield put(actions.changeFailed({ message: reply.message }));
      yield call(notify, reply.message, 'error', SHORT);
      return;
    }
    yield put(actions.changeSucceeded({ change }));
    const deleted = change.kind.endsWith('Delete');
    yield call(notify, deleted ? ADMIN_MSG.deleted(what) : ADMIN_MSG.saved(what), 'success', SHORT);
    yield put(actions.collectionRequested(list));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.changeFailed({ message }));
  }
}

export function* taxonomySaga() {
  yield all([
    // takeEvery: brands, categories, metas and attributes load side by side.
    takeEvery(actions.collectionRequested.type, loadCollection),
    // takeLeading: one change at a time; a double click on Save or Delete sends it once.
    takeLeading(actions.changeSubmitted.type, applyChange),
  ]);
}
