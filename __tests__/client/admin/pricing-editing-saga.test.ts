// Staff confirm before deleting, pause and rename lists, edit groups and rules, and page through
// a long contract; each change says how it went.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import {
  fetchGroups, fetchPriceList, fetchPriceLists, removePriceList, removePriceRule, updateGroup, updatePriceList, updatePriceRule,
} from '../../../src/client/features/admin/pricing/pricing-api';
import { PRICING_MSG } from '../../../src/client/features/admin/pricing/pricing-messages';
import { pricingSaga } from '../../../src/client/features/admin/pricing/pricing-saga';
import { pricingActions as actions } from '../../../src/client/features/admin/pricing/pricing-slice';
import { taxonomyActions } from '../../../src/client/features/admin/taxonomy/taxonomy-slice';
import { notify } from '../../../src/client/lib/notify';
import type { AdminCustomerGroup, AdminPriceList, AdminPriceRule, PriceRuleRequest } from '../../../src/shared/price-list-types';
import { adminAfter, reducer, staffToken } from './admin-fixtures';

const chain: AdminPriceList = { id: 3, name: 'Chain stores', active: true, rules: 45, customers: 2, groups: 1 };
const group: AdminCustomerGroup = { id: 7, name: 'Supermarkets', price_list_id: 3, customers: 4 };
const rule: AdminPriceRule = {
  id: 11, target_kind: 'brand', target_id: 5, target_name: 'Acana', price: null, percent_off: 5, valid_from: null, valid_to: null, tiers: [],
};
const reloads: [never, unknown][] = [
  [matchers.call.fn(fetchPriceLists) as never, { lists: [chain] }],
  [matchers.call.fn(fetchGroups) as never, { groups: [group] }],
  [matchers.call.fn(fetchPriceList) as never, { status: 1, list: chain, rules: [rule], count: 45 }],
  [matchers.call.fn(notify) as never, undefined],
];
const shown = [actions.listsLoaded({ lists: [chain], groups: [group] }), actions.rulesOpened({ listId: 3 }), actions.rulesLoaded({ rules: [rule], count: 45 })];
const short = { short: true };

describe('pricing saga: deleting after a confirmation', () => {
  it('sends nothing while the dialog asks, and nothing when it is dismissed', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(...shown))
      .provide(reloads)
      .dispatch(actions.listDeleteAsked({ id: 3 }))
      .dispatch(actions.deleteDismissed())
      .not.call.fn(removePriceList)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.deleting).toBeNull()));

  it('deletes the list once confirmed, closes the dialog, names the list in the toast and reloads', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(...shown, actions.listDeleteAsked({ id: 3 })))
      .provide([[matchers.call.fn(removePriceList), { status: 1, id: 3 }], ...reloads])
      .dispatch(actions.listDeleteConfirmed({ id: 3 }))
      .call(removePriceList, staffToken, 3)
      .put(actions.changeSucceeded())
      .call(notify, PRICING_MSG.listDeleted('Chain stores'), 'success', short)
      .put(actions.screenOpened())
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.deleting).toBeNull()));

  it('keeps the dialog open with the reason when the delete fails', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(...shown, actions.ruleDeleteAsked({ listId: 3, ruleId: 11 })))
      .provide([[matchers.call.fn(removePriceRule), { status: 0, message: 'Not now.' }], ...reloads])
      .dispatch(actions.ruleDeleteConfirmed({ listId: 3, ruleId: 11 }))
      .not.call.fn(notify)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.pricing.deleting).toEqual({ kind: 'rule', listId: 3, ruleId: 11 });
        expect(storeState.admin.pricing.change).toEqual({ status: 'failed', error: 'Not now.', of: 'rule-delete' });
      }));
});

describe('pricing saga: pausing, renaming and editing', () => {
  it('pauses a list by saving it with its name and active off, and says what that means', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(...shown))
      .provide([[matchers.call.fn(updatePriceList), { status: 1, list: { id: 3 } }], ...reloads])
      .dispatch(actions.listActiveChanged({ id: 3, name: 'Chain stores', active: false }))
      .call(updatePriceList, staffToken, 3, { name: 'Chain stores', active: false })
      .call(notify, PRICING_MSG.listPaused('Chain stores'), 'success', short)
      .put(actions.screenOpened())
      .silentRun(50));

  it('renames a list and closes its editor; a taken name keeps the editor open with the reason', async () => {
    const renamed = await expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(...shown, actions.editOpened({ what: 'list', id: 3 })))
      .provide([[matchers.call.fn(updatePriceList), { status: 1, list: { id: 3 } }], ...reloads])
      .dispatch(actions.listEditSubmitted({ id: 3, name: 'Chain stores 2027', active: true }))
      .call(updatePriceList, staffToken, 3, { name: 'Chain stores 2027', active: true })
      .call(notify, PRICING_MSG.listSaved('Chain stores 2027'), 'success', short)
      .silentRun(50);
    expect(renamed.storeState.admin.pricing.editing.list).toBeNull();
    const taken = await expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(...shown, actions.editOpened({ what: 'list', id: 3 })))
      .provide([[matchers.call.fn(updatePriceList), { status: 0, message: 'A price list with this name already exists.' }], ...reloads])
      .dispatch(actions.listEditSubmitted({ id: 3, name: 'Vets', active: true }))
      .not.put(actions.screenOpened())
      .silentRun(50);
    expect(taken.storeState.admin.pricing.editing.list).toBe(3);
    expect(taken.storeState.admin.pricing.change).toEqual({ status: 'failed', error: 'A price list with this name already exists.', of: 'list-edit' });
  });

  it('saves a group\'s name and list', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(...shown, actions.editOpened({ what: 'group', id: 7 })))
      .provide([[matchers.call.fn(updateGroup), { status: 1, id: 7 }], ...reloads])
      .dispatch(actions.groupEditSubmitted({ id: 7, name: 'Hypermarkets', price_list_id: null }))
      .call(updateGroup, staffToken, 7, { name: 'Hypermarkets', price_list_id: null })
      .call(notify, PRICING_MSG.groupSaved('Hypermarkets'), 'success', short)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.editing.group).toBeNull()));

  it('saves an edited rule and shows the same page and search of the rules again', () => {
    const input: PriceRuleRequest = { target_kind: 'brand', target_id: 5, price: null, percent_off: 7.5, valid_from: null, valid_to: null, tiers: [] };
    return expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(...shown, actions.rulesRequested({ listId: 3, page: 2, q: 'aca' }), actions.editOpened({ what: 'rule', id: 11 })))
      .provide([[matchers.call.fn(updatePriceRule), { status: 1, id: 11 }], ...reloads])
      .dispatch(actions.ruleEditSubmitted({ listId: 3, ruleId: 11, input }))
      .call(updatePriceRule, staffToken, 3, 11, input)
      .put(actions.rulesRequested({ listId: 3, page: 2, q: 'aca' }))
      .call(fetchPriceList, staffToken, 3, 2, 'aca')
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.editing.rule).toBeNull());
  });
});

describe('pricing saga: a long contract', () => {
  it('loads the page and search the store asks for, with how many rules match', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(...shown))
      .provide(reloads)
      .dispatch(actions.rulesRequested({ listId: 3, page: 3, q: 'acana' }))
      .call(fetchPriceList, staffToken, 3, 3, 'acana')
      .put(actions.rulesLoaded({ rules: [rule], count: 45 }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.rules).toMatchObject({ query: { listId: 3, page: 3, q: 'acana' }, count: 45 })));

  it('goes to the last page left when a delete emptied the one shown', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(...shown))
      .provide([
        [matchers.call(fetchPriceList, staffToken, 3, 3, ''), { status: 1, list: chain, rules: [], count: 40 }],
        [matchers.call(fetchPriceList, staffToken, 3, 2, ''), { status: 1, list: chain, rules: [rule], count: 40 }],
      ])
      .dispatch(actions.rulesRequested({ listId: 3, page: 3, q: '' }))
      .put(actions.rulesRequested({ listId: 3, page: 2, q: '' }))
      .put(actions.rulesLoaded({ rules: [rule], count: 40 }))
      .silentRun(50));

  it('opens a list on its first page and asks for the brands and categories the rule form picks from', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(actions.rulesRequested({ listId: 4, page: 5, q: 'x' })))
      .provide(reloads)
      .dispatch(actions.rulesOpened({ listId: 3 }))
      .call(fetchPriceList, staffToken, 3, 1, '')
      .put(taxonomyActions.collectionRequested('brands'))
      .put(taxonomyActions.collectionRequested('categories'))
      .silentRun(50));

  it('does not ask again for brands and categories it has', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(taxonomyActions.collectionLoaded({ kind: 'brands', items: [] }), taxonomyActions.collectionLoaded({ kind: 'categories', items: [] })))
      .provide(reloads)
      .dispatch(actions.rulesOpened({ listId: 3 }))
      .not.put.actionType(taxonomyActions.collectionRequested.type)
      .silentRun(50));
});
