import { expectSaga } from 'redux-saga-test-plan';
import { setupStore } from '../../../src/client/app/store';
import { adminReducer, initialAdminState } from '../../../src/client/features/admin/admin-reducer';
import {
  selectCategoryTree, selectCustomers, selectOpenCustomer, selectSession, selectOpenOrder, selectOrderDecision, selectStaffMember,
  selectStaffToken,
} from '../../../src/client/features/admin/admin-selectors';
import { customersActions as customers } from '../../../src/client/features/admin/customers/customers-slice';
import { csvActions as csv } from '../../../src/client/features/admin/csv/csv-slice';
import { ordersActions as orders } from '../../../src/client/features/admin/orders/orders-slice';
import { editorActions as editor } from '../../../src/client/features/admin/products/editor-slice';
import { recordsActions as records } from '../../../src/client/features/admin/records/records-slice';
import {
  clearStaffToken, readStaffToken, saveStaffToken, STAFF_TOKEN_KEY,
} from '../../../src/client/features/admin/session/staff-token-storage';
import { ensureCollections } from '../../../src/client/features/admin/taxonomy/taxonomy-saga';
import { taxonomyActions as taxonomy } from '../../../src/client/features/admin/taxonomy/taxonomy-slice';
import { adminAfter, customer, job, order, product, reducer, staffMember, staffToken } from './admin-fixtures';

describe('admin selectors', () => {
  it('answer the initial state for a store the back office has not joined yet', () => {
    const storefront = setupStore(undefined, { sagas: false }).getState();
    expect(selectStaffToken(storefront)).toBeNull();
    expect(selectSession(storefront).status).not.toBe('signedIn');
    expect(selectCustomers(storefront)).toEqual(initialAdminState.customers.list);
  });

  it('read the signed-in staff member', () => {
    const state = adminAfter();
    expect(selectStaffToken(state)).toBe(staffToken);
    expect(selectStaffMember(state)).toEqual(staffMember);
    expect(selectSession(state).status).toBe('signedIn');
  });

  it('find the opened customer and order in the page on screen', () => {
    const state = adminAfter(
      customers.listLoaded({ count: 1, customers: [customer()] }), customers.customerOpened(7),
      orders.listLoaded({ count: 1, orders: [order()] }), orders.orderOpened(12),
    );
    expect(selectOpenCustomer(state)?.email).toBe('layla@pawsco.ae');
    expect(selectOpenOrder(state)?.order_id).toBe(12);
  });

  it('give the categories in tree order', () => {
    const state = adminAfter(taxonomy.collectionLoaded({
      kind: 'categories',
      items: [
        { id: 4, parent_id: 1, name: 'Dog Food', slug: 'dog-food', sort: 1, image: null, products: 0 },
        { id: 1, parent_id: null, name: 'Dog', slug: 'dog', sort: 1, image: null, products: 0 },
      ],
    }));
    expect(selectCategoryTree(state).map((node) => [node.name, node.depth])).toEqual([['Dog', 0], ['Dog Food', 1]]);
  });
});

describe('admin slices', () => {
  it('close the details of a customer who left the page', () => {
    const state = adminAfter(customers.listLoaded({ count: 1, customers: [customer()] }), customers.customerOpened(7),
      customers.listLoaded({ count: 0, customers: [] }));
    expect(state.admin.customers.openId).toBeNull();
  });

  it("keep an order's decision on its way when another order opens, and forget refusals once another is opened", () => {
    const three = [order(), order({ order_id: 13 }), order({ order_id: 14 })];
    const state = adminAfter(
      orders.listLoaded({ count: 3, orders: three }), orders.orderOpened(12), orders.approveSubmitted({ id: 12 }),
      orders.orderOpened(14), orders.cancelSubmitted({ id: 14 }), orders.decisionFailed({ id: 14, message: 'Error' }),
      orders.detailsClosed(), orders.orderOpened(13),
    );
    expect(state.admin.orders).toMatchObject({ openId: 13, decisions: { 12: { status: 'submitting', error: null } } });
    expect(selectOrderDecision(state, 13)).toEqual({ status: 'idle', error: null });
    const approved = adminReducer(state.admin, orders.decisionSucceeded({ order: order({ state: 1 }) }));
    expect(approved.orders).toMatchObject({ openId: 13, decisions: {} });
  });

  it('drop a product that arrives for another editor than the one open', () => {
    const state = adminAfter(editor.editorOpened({ id: 5 }), editor.productLoaded({ product: product() }));
    expect(state.admin.editor).toMatchObject({ id: 5, status: 'loading', product: null });
  });

  it('start the form again after each load and save', () => {
    const opened = adminAfter(editor.editorOpened({ id: 3 }));
    const loaded = adminReducer(opened.admin, editor.productLoaded({ product: product() }));
    const saved = adminReducer(loaded, editor.productSaved({ product: product(), created: false }));
    expect([opened.admin.editor.revision, loaded.editor.revision, saved.editor.revision]).toEqual([1, 2, 3]);
  });

  it('tell a running import from an imported or rejected one, and ignore other jobs', () => {
    const started = adminAfter(csv.importSubmitted({ csv: 'x', fileName: 'a.csv' }), csv.importStarted({ job: job({ state: 'importing' }) }));
    expect(started.admin.csv.import.status).toBe('running');
    const other = adminReducer(started.admin, csv.importProgressed({ job: job({ id: 10, state: 'done' }) }));
    expect(other.csv.import.status).toBe('running');
    expect(adminReducer(started.admin, csv.importProgressed({ job: job({ state: 'done' }) })).csv.import.status).toBe('done');
    expect(adminReducer(started.admin, csv.importProgressed({ job: job({ state: 'failed' }) })).csv.import.status).toBe('rejected');
  });

  it("forget a staff member's refused change when the list is asked for again, but keep one on its way busy", () => {
    const state = adminAfter(
      records.staffAccessChangeRequested({ id: 2, disabled: true }), records.staffAccessChangeFailed({ id: 2, message: 'Error' }),
      records.staffAccessChangeRequested({ id: 3, disabled: false }), records.staffRequested(),
    );
    expect(state.admin.records.staffAccess).toEqual({ 3: { status: 'submitting', error: null } });
  });

  it('ask only for the lists that are not loaded yet', () =>
    expectSaga(ensureCollections, ['brands', 'categories'])
      .withReducer(reducer, adminAfter(taxonomy.collectionLoaded({ kind: 'brands', items: [] })))
      .put(taxonomy.collectionRequested('categories'))
      .not.put(taxonomy.collectionRequested('brands'))
      .run());
});

// Which confirmation is open is the store's: a replayed log opens and closes it as staff did.
describe('admin slices: confirmation dialogs', () => {
  const two = orders.listLoaded({ count: 2, orders: [order(), order({ order_id: 13 })] });

  it("open an order's approve or cancel question for the open order only, and close it when staff go back", () => {
    const asked = adminAfter(two, orders.orderOpened(12), orders.cancelAsked({ id: 12 }));
    expect(asked.admin.orders.asking).toBe('cancel');
    expect(adminReducer(asked.admin, orders.approveAsked({ id: 12 })).orders.asking).toBe('approve');
    expect(adminReducer(asked.admin, orders.questionDismissed()).orders.asking).toBeNull();
    expect(adminAfter(two, orders.orderOpened(12), orders.approveAsked({ id: 13 })).admin.orders.asking).toBeNull();
  });

  it('close the order question on success, keep it open with the refusal, and forget that refusal when asked again', () => {
    const sent = adminAfter(two, orders.orderOpened(12), orders.approveAsked({ id: 12 }), orders.approveSubmitted({ id: 12 }));
    expect(adminReducer(sent.admin, orders.decisionSucceeded({ order: order({ state: 1 }) })).orders).toMatchObject({ openId: null, asking: null });
    const refused = adminReducer(sent.admin, orders.decisionFailed({ id: 12, message: 'This order was cancelled.' }));
    expect(refused.orders).toMatchObject({ openId: 12, asking: 'approve' });
    expect(selectOrderDecision({ admin: refused }, 12)).toEqual({ status: 'failed', error: 'This order was cancelled.' });
    const again = adminReducer(adminReducer(refused, orders.questionDismissed()), orders.cancelAsked({ id: 12 }));
    expect(again.orders).toMatchObject({ asking: 'cancel', decisions: {} });
  });

  it("close the order question when another order opens, the details close or the order leaves the page, not on another order's success", () => {
    const asked = adminAfter(two, orders.orderOpened(12), orders.cancelAsked({ id: 12 }));
    expect(adminReducer(asked.admin, orders.orderOpened(13)).orders.asking).toBeNull();
    expect(adminReducer(asked.admin, orders.detailsClosed()).orders.asking).toBeNull();
    expect(adminReducer(asked.admin, orders.listLoaded({ count: 0, orders: [] })).orders.asking).toBeNull();
    expect(adminReducer(asked.admin, orders.listLoaded({ count: 1, orders: [order()] })).orders.asking).toBe('cancel');
    const otherDone = adminReducer(asked.admin, orders.decisionSucceeded({ order: order({ order_id: 13, state: 1 }) }));
    expect(otherDone.orders).toMatchObject({ openId: 12, asking: 'cancel' });
  });

  it("open the customer's reject question, keep it open on a refusal and close it on success", () => {
    const asked = adminAfter(customers.listLoaded({ count: 1, customers: [customer()] }), customers.customerOpened(7),
      customers.rejectAsked({ id: 7 }), customers.rejectSubmitted({ id: 7, reason: '' }));
    expect(asked.admin.customers.asking).toBe('reject');
    expect(adminReducer(asked.admin, customers.decisionFailed({ id: 7, message: 'Give a reason.' })).customers.asking).toBe('reject');
    const rejected = adminReducer(asked.admin, customers.decisionSucceeded({ customer: customer({ state: 'rejected' }) }));
    expect(rejected.customers).toMatchObject({ openId: null, asking: null });
    expect(adminReducer(asked.admin, customers.questionDismissed()).customers.asking).toBeNull();
  });

  it('close the staff disable question on confirming (the row shows the rest) or going back, and keep naming the member', () => {
    const asked = adminAfter(records.staffDisableAsked({ id: 2 }));
    expect(asked.admin.records.disableQuestion).toEqual({ id: 2, open: true });
    expect(adminReducer(asked.admin, records.staffDisableDismissed()).records.disableQuestion).toEqual({ id: 2, open: false });
    const confirmed = adminReducer(asked.admin, records.staffAccessChangeRequested({ id: 2, disabled: true }));
    expect(confirmed.records.disableQuestion).toEqual({ id: 2, open: false });
    expect(adminReducer(asked.admin, records.staffAccessChangeRequested({ id: 3, disabled: false })).records.disableQuestion?.open).toBe(true);
    expect(adminReducer(asked.admin, records.staffRequested()).records.disableQuestion?.open).toBe(false);
  });

  it('close a taxonomy delete question when that delete succeeds or staff close it, and keep it open on a refusal', () => {
    const asked = adminAfter(taxonomy.deleteAsked({ kind: 'categoryDelete', id: 1 }), taxonomy.changeSubmitted({ kind: 'categoryDelete', id: 1 }));
    expect(asked.admin.taxonomy.deleting).toEqual({ kind: 'categoryDelete', id: 1 });
    const refused = adminReducer(asked.admin, taxonomy.changeFailed({ message: 'Move its sub-categories first.' }));
    expect(refused.taxonomy).toMatchObject({ deleting: { kind: 'categoryDelete', id: 1 }, change: { status: 'failed' } });
    expect(adminReducer(refused, taxonomy.deleteAsked({ kind: 'brandDelete', id: 2 })).taxonomy.change.status).toBe('idle');
    expect(adminReducer(refused, taxonomy.changeDismissed()).taxonomy.deleting).toBeNull();
    const deleted = adminReducer(asked.admin, taxonomy.changeSucceeded({ change: { kind: 'categoryDelete', id: 1 } }));
    expect(deleted.taxonomy.deleting).toBeNull();
    const saved = adminReducer(asked.admin, taxonomy.changeSucceeded({ change: { kind: 'brandDelete', id: 1 } }));
    expect(saved.taxonomy.deleting).toEqual({ kind: 'categoryDelete', id: 1 });
  });

  it('open one taxonomy add or edit dialog at a time, without the last refusal, and close it when its change succeeds', () => {
    const refused = adminAfter(taxonomy.deleteAsked({ kind: 'brandDelete', id: 2 }), taxonomy.changeFailed({ message: 'In use.' }));
    const editing = adminReducer(refused.admin, taxonomy.editOpened({ kind: 'category', id: 4, parentId: null }));
    expect(editing.taxonomy).toMatchObject({ editing: { kind: 'category', id: 4, parentId: null }, deleting: null, change: { status: 'idle' } });
    expect(adminReducer(editing, taxonomy.deleteAsked({ kind: 'categoryDelete', id: 4 })).taxonomy.editing).toBeNull();
    expect(adminReducer(editing, taxonomy.changeDismissed()).taxonomy.editing).toBeNull();
    const sent = adminReducer(editing, taxonomy.changeSubmitted({ kind: 'category', id: 4, input: { name: 'Dog', slug: 'dog', parent_id: null, sort: 1 } }));
    expect(adminReducer(sent, taxonomy.editOpened({ kind: 'brand', id: null, parentId: null })).taxonomy.change.status).toBe('submitting');
    expect(adminReducer(sent, taxonomy.changeFailed({ message: 'A category cannot sit inside itself.' })).taxonomy)
      .toMatchObject({ editing: { kind: 'category', id: 4 }, change: { status: 'failed', error: 'A category cannot sit inside itself.' } });
    const saved = (change: Parameters<typeof taxonomy.changeSucceeded>[0]['change']) => adminReducer(sent, taxonomy.changeSucceeded({ change })).taxonomy.editing;
    expect(saved({ kind: 'category', id: 4, input: { name: 'Dog', slug: 'dog', parent_id: null, sort: 1 } })).toBeNull();
    expect(saved({ kind: 'category', id: 5, input: { name: 'Cat', slug: 'cat', parent_id: null, sort: 2 } })).toEqual({ kind: 'category', id: 4, parentId: null });
    expect(saved({ kind: 'categoryDelete', id: 4 })).toEqual({ kind: 'category', id: 4, parentId: null });
    expect(saved({ kind: 'attributeType', input: { name: 'Size', type: 2 } })).toEqual({ kind: 'category', id: 4, parentId: null });
    const adding = adminAfter(taxonomy.editOpened({ kind: 'category', id: null, parentId: 4 }));
    expect(adding.admin.taxonomy.editing).toEqual({ kind: 'category', id: null, parentId: 4 });
    const added = taxonomy.changeSucceeded({ change: { kind: 'category', id: null, input: { name: 'Senior', slug: 'senior', parent_id: 4, sort: 0 } } });
    expect(adminReducer(adding.admin, added).taxonomy.editing).toBeNull();
  });

  it("keep the product delete question open while it is sent and on a refusal; it closes with the product or another editor", () => {
    const asked = adminAfter(editor.editorOpened({ id: 3 }), editor.productLoaded({ product: product() }), editor.deleteAsked());
    expect(asked.admin.editor.deleting).toBe(true);
    expect(adminReducer(asked.admin, editor.deleteDismissed()).editor.deleting).toBe(false);
    const refused = adminAfter(editor.editorOpened({ id: 3 }), editor.deleteAsked(), editor.deleteSubmitted({ id: 3 }), editor.saveFailed({ message: 'No.' }));
    expect(refused.admin.editor).toMatchObject({ deleting: true, save: { status: 'failed', error: 'No.' } });
    expect(adminReducer(refused.admin, editor.productDeleted()).editor.deleting).toBe(false);
    expect(adminReducer(refused.admin, editor.editorOpened({ id: 4 })).editor.deleting).toBe(false);
  });
});

describe('staff token storage', () => {
  it('keeps the staff token under its own key, apart from the customer token', () => {
    saveStaffToken(staffToken);
    expect(window.localStorage.getItem(STAFF_TOKEN_KEY)).toBe(staffToken);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(readStaffToken()).toBe(staffToken);
    clearStaffToken();
    expect(readStaffToken()).toBeNull();
  });

  it('ignores stored text that is not a token', () => {
    window.localStorage.setItem(STAFF_TOKEN_KEY, 'not a token');
    expect(readStaffToken()).toBeNull();
  });
});
