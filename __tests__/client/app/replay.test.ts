import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { PLACEHOLDER, stateSanitizer } from '../../../src/client/app/devtools-sanitizers';
import { createSliceReducers } from '../../../src/client/app/root-reducer';
import { setupStore } from '../../../src/client/app/store';
import { createSessionRecorder } from '../../../src/client/app/support-log/recorder';
import { addressChosen, listLoaded, modalOpened, modalPageChosen } from '../../../src/client/features/addresses/addresses-slice';
import { loginSucceeded, logoutRequested } from '../../../src/client/features/auth/auth-slice';
import { adminReducer } from '../../../src/client/features/admin/admin-reducer';
import { csvActions } from '../../../src/client/features/admin/csv/csv-slice';
import { customersActions } from '../../../src/client/features/admin/customers/customers-slice';
import { licencesActions } from '../../../src/client/features/admin/licences/licences-slice';
import { ordersActions } from '../../../src/client/features/admin/orders/orders-slice';
import { pricingActions } from '../../../src/client/features/admin/pricing/pricing-slice';
import { editorActions } from '../../../src/client/features/admin/products/editor-slice';
import { productsActions } from '../../../src/client/features/admin/products/products-slice';
import { recordsActions } from '../../../src/client/features/admin/records/records-slice';
import { taxActions } from '../../../src/client/features/admin/tax/tax-slice';
import { taxonomyActions } from '../../../src/client/features/admin/taxonomy/taxonomy-slice';
import { countChosen, countRefused, countSettled, guestItemChanged, loaded } from '../../../src/client/features/cart/cart-slice';
import { listLoaded as documentsLoaded, listRequested as documentsRequested } from '../../../src/client/features/documents/documents-slice';
import {
  listCreateSubmitted, listRenameStarted, listRenameSubmitted, listsChanged, pickerListChosen, pickerOpened,
} from '../../../src/client/features/order-lists/order-lists-slice';
import { rowAdded, rowEdited } from '../../../src/client/features/quick-order/quick-order-slice';
import { orderAgainClicked, orderAgainFailed } from '../../../src/client/features/reorder/reorder-slice';
import { statusFailed, statusRequested } from '../../../src/client/features/trade-documents/trade-documents-slice';
import { productLoaded, productRequested, variantPicked } from '../../../src/client/features/catalog/catalog-slice';
import { drawerOpened, mobileMenuOpened, searchOpened } from '../../../src/client/features/layout/layout-slice';
import { locationChanged } from '../../../src/client/features/location/location-slice';
import { listLoaded as ordersLoaded, pageChosen as ordersPageChosen, placeFailed } from '../../../src/client/features/orders/orders-slice';
import { pageChosen as wishPageChosen, toggled } from '../../../src/client/features/wishlist/wishlist-slice';
import { identityFailed, identityLoaded, identityRequested } from '../../../src/client/features/shop-identity/shop-identity-slice';
import { currentSupportLog } from '../../../src/client/lib/support-log-source';
import { checkedJob, previewJob } from '../admin/csv-preview-fixtures';
import { customerSession } from '../auth/token-fixtures';
import { salmonKibble } from '../catalog/catalog-fixtures';
import { renamed } from '../shop-identity/identity-fixtures';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
};

const at = (pathname: string) => locationChanged({ pathname, search: '', hash: '', key: pathname, historyAction: 'PUSH' });
const addresses = [1, 2, 3].map((id) => ({ id, name: `Store ${id}`, address: `Street ${id}`, postal_code: null, main_address: (id === 1 ? 1 : 0) as 0 | 1 }));

/** A session touching every slice, as the shop would dispatch it. */
const session: UnknownAction[] = [
  // The footer's identity: loaded as the storefront starts, a second look that fails and keeps it.
  identityRequested(), identityLoaded({ identity: renamed }), identityRequested(), identityFailed(),
  at('/shop/4'), guestItemChanged({ aid: 12, count: 2 }), toggled(salmonKibble.id), at(`/product/${salmonKibble.slug}`),
  productRequested(salmonKibble.slug), productLoaded({ slug: salmonKibble.slug, product: salmonKibble }),
  variantPicked({ slug: salmonKibble.slug, pick: { type: 'first', id: salmonKibble.attributes[1]?.id ?? 0 } }),
  loginSucceeded(customerSession), loaded({ items: [], count: 0, total: 0 }), drawerOpened(), mobileMenuOpened(), searchOpened(),
  at('/cart'), listLoaded(addresses), modalOpened(), modalPageChosen(2), addressChosen(3), at('/wishlist'), wishPageChosen(2),
  at('/dashboard/orders'), ordersLoaded([]), ordersPageChosen(2), { type: 'authForms/confirmSubmitted', payload: { email: 'a@b.ae', code: '123456' } },
  // The cart's count changes, the checkout's refusal, and the newer shopper slices.
  countChosen({ aid: 12, count: 3, from: 2 }), countSettled({ aid: 12, cart: null }), countChosen({ aid: 12, count: 0, from: 3 }),
  countRefused({ aid: 12 }), placeFailed({ message: 'Only 20 in stock.' }), rowAdded(), rowEdited({ id: 1, sku: 'KIB-2', count: '3' }),
  listCreateSubmitted({ name: ' ' }), listCreateSubmitted({ name: 'Weekly' }), listsChanged({ lists: [] }), listRenameStarted({ id: 1 }),
  listRenameSubmitted({ id: 1, name: '' }), pickerOpened({ key: 'cart', source: { from: 'cart' } }), pickerListChosen({ name: '' }),
  documentsRequested({ orderId: 5 }), documentsLoaded({ orderId: 5, documents: [] }), orderAgainClicked({ orderId: 5 }),
  orderAgainFailed({ orderId: 5 }), statusRequested(), statusFailed(),
  // The back office's slices (injected with its chunk; the purity test runs them too).
  customersActions.customerOpened(7), customersActions.rejectAsked({ id: 7 }), licencesActions.documentsOpened({ id: 7 }),
  licencesActions.documentsRejected({ id: 7, field: 'trn', message: 'Enter the 15 digits of the TRN.' }),
  taxActions.documentsRequested({ from: '2027-03-01', to: '2027-03-31', p: 1 }), productsActions.listRequested({ q: 'salmon', p: 1 }),
  editorActions.editorOpened({ id: null }), pricingActions.listDeleteConfirmed({ id: 3 }), pricingActions.changeFailed({ message: 'In use.' }),
  csvActions.exportRequested(), recordsActions.outboxRequested({ p: 2, q: 'pawsco' }), taxonomyActions.collectionRequested('brands'),
  // The catalogue file check: asked, followed, answered with its summary, put away, asked again and refused.
  csvActions.previewAsked({ csv: 'sku\nBOWL-S\n', fileName: 'stock.csv' }), csvActions.previewStarted({ job: previewJob() }),
  csvActions.previewUnreachable({ message: 'Still asking.' }), csvActions.previewProgressed({ job: checkedJob() }), csvActions.previewDismissed(),
  csvActions.previewAsked({ csv: 'sku\nBOWL-S\n', fileName: 'stock.csv' }), csvActions.previewFailed({ message: 'Another catalogue import is still running.' }),
  // A check stopped on the server (shown as a failed check), and a chosen file the browser could not read.
  csvActions.previewAsked({ csv: 'sku\nBOWL-S\n', fileName: 'stock.csv' }),
  csvActions.previewStarted({ job: previewJob({ state: 'failed', errors: [{ line: 0, message: 'The check of the file was stopped.' }] }) }),
  csvActions.fileUnreadable({ fileName: 'stock.csv', purpose: 'check' }), csvActions.previewDismissed(),
  csvActions.fileUnreadable({ fileName: 'stock.csv', purpose: 'import' }),
  // The back office's confirmations: which one is open is replayed with the log.
  ordersActions.orderOpened(12), ordersActions.cancelAsked({ id: 12 }), ordersActions.questionDismissed(), ordersActions.approveAsked({ id: 12 }),
  recordsActions.staffDisableAsked({ id: 2 }), recordsActions.staffDisableDismissed(), taxonomyActions.deleteAsked({ kind: 'brandDelete', id: 2 }),
  taxonomyActions.editOpened({ kind: 'category', id: null, parentId: 4 }), taxonomyActions.changeDismissed(),
  editorActions.deleteAsked(), editorActions.deleteDismissed(), customersActions.questionDismissed(),
  logoutRequested(),
];

function recordSession() {
  const store = setupStore(undefined, { sagas: false, storage: memory() });
  session.forEach((action) => store.dispatch(action));
  return store;
}

describe('replaying a recorded session', () => {
  it('gives every slice the same state from the same action and previous state (pure reducers)', () => {
    const slices = { ...createSliceReducers(memory()), admin: adminReducer };
    let state = setupStore(undefined, { sagas: false, storage: memory() }).getState() as Record<string, unknown>;
    const now = jest.spyOn(Date, 'now');
    const random = jest.spyOn(Math, 'random');
    for (const action of session) {
      const next: Record<string, unknown> = {};
      for (const [key, reducer] of Object.entries(slices)) {
        const before = JSON.parse(JSON.stringify(state[key] ?? null));
        now.mockReturnValue(1);
        random.mockReturnValue(0.1);
        const first = (reducer as (s: unknown, a: UnknownAction) => unknown)(state[key], action);
        now.mockReturnValue(2_000_000_000_000);
        random.mockReturnValue(0.9);
        const second = (reducer as (s: unknown, a: UnknownAction) => unknown)(state[key], action);
        expect({ key, type: action.type, state: second }).toEqual({ key, type: action.type, state: first });
        expect(state[key] ?? null).toEqual(before);
        next[key] = first;
      }
      state = next;
    }
    now.mockRestore();
    random.mockRestore();
  });

  it('writes a support log in the DevTools import shape that replays to the live state apart from placeholders', () => {
    const live = recordSession();
    const log = currentSupportLog();
    expect(log).not.toBeNull();
    const actions = JSON.parse(log!.payload) as UnknownAction[];
    const preloaded = JSON.parse(log!.preloadedState);
    expect(actions.map((action) => action.type)).toEqual(session.map((action) => action.type));
    const text = JSON.stringify(log);
    expect(text).not.toContain(customerSession.token);
    expect(text).not.toContain('123456');
    expect(text).toContain(PLACEHOLDER.code);

    const replay = combineReducers(createSliceReducers(memory()));
    const replayed = actions.reduce(replay, preloaded);
    expect(replayed).toEqual(stateSanitizer(live.getState()));
  });

  it('keeps the shopper logged in through a replayed login whose token is a placeholder', () => {
    recordSession();
    const actions = JSON.parse(currentSupportLog()!.payload) as UnknownAction[];
    const replay = combineReducers(createSliceReducers(memory()));
    const upToLogin = actions.slice(0, actions.findIndex((a) => a.type === loginSucceeded.type) + 1);
    const state = upToLogin.reduce(replay, undefined as never) as ReturnType<typeof replay>;
    expect(state.auth.token).toBe(PLACEHOLDER.token);
    expect(state.auth.customer).toEqual(customerSession.customer);
  });

  it('does not throw on redux-persist bookkeeping from a DevTools export (PERSIST without its callbacks)', async () => {
    const live = setupStore(undefined, { sagas: false, storage: memory() });
    const seen: UnknownAction[] = [];
    const original = live.dispatch;
    live.dispatch = ((action: UnknownAction) => {
      seen.push(JSON.parse(JSON.stringify(action)));
      return original(action as never);
    }) as typeof live.dispatch;
    const persistor = persistStore(live);
    await new Promise<void>((resolve) => {
      const check = () => (persistor.getState().bootstrapped ? resolve() : setTimeout(check, 5));
      check();
    });
    expect(seen.map((a) => a.type)).toContain('persist/PERSIST');
    const replay = combineReducers(createSliceReducers(memory()));
    const exported = [...seen, { type: 'persist/PERSIST', key: 'cart' }, { type: 'persist/REGISTER', key: 'cart' }];
    expect(() => exported.reduce(replay, undefined as never)).not.toThrow();
    const state = exported.reduce(replay, undefined as never) as ReturnType<typeof replay>;
    expect(state.cart._persist).toEqual({ version: 1, rehydrated: true });
  });

  it('keeps only the latest 1,000 actions, with the state before the first of them', () => {
    const recorder = createSessionRecorder(1000);
    const store = { getState: () => ({ n: 0 }) };
    let n = 0;
    const dispatch = recorder.middleware({ getState: () => ({ n }), dispatch: (a: unknown) => a } as never)((action: unknown) => {
      n += 1;
      return action;
    });
    for (let i = 0; i < 1200; i += 1) dispatch({ type: `step/${i}` });
    const recorded = recorder.recorded(store.getState());
    expect(recorded.actions).toHaveLength(1000);
    expect(recorded.actions[0].type).toBe('step/200');
    expect(recorded.preloadedState).toEqual({ n: 200 });
  });
});
