import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import {
  addPriceRule, createGroup, createPriceList, fetchCustomerTerms, fetchGroups, fetchPriceList, fetchPriceLists, importContract,
  removePriceList, removePriceRule, saveCustomerTerms,
} from '../../../src/client/features/admin/pricing/pricing-api';
import { pricingSaga } from '../../../src/client/features/admin/pricing/pricing-saga';
import { pricingActions as actions } from '../../../src/client/features/admin/pricing/pricing-slice';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import type { AdminCustomerGroup, AdminPriceList, AdminPriceRule, PriceRuleInput } from '../../../src/shared/price-list-types';
import { adminAfter, httpError, networkError, reducer, staffToken } from './admin-fixtures';
import { MSG } from '../../../src/shared/messages';
import { notify } from '../../../src/client/lib/notify';

const chain: AdminPriceList = { id: 3, name: 'Chain stores', active: true, rules: 1, customers: 2, groups: 1 };
const group: AdminCustomerGroup = { id: 7, name: 'Chain stores', price_list_id: 3, customers: 2 };
const rule: AdminPriceRule = {
  id: 11, target_kind: 'article', target_id: 1011, target_name: 'ACA-SAL-2', price: 35, percent_off: null, valid_from: null, valid_to: null,
  tiers: [{ from: 12, price: 33.5 }],
};
const input: PriceRuleInput = { target_kind: 'article', target_id: 1011, price: 35, percent_off: null, valid_from: null, valid_to: null, tiers: [] };
const lists: [never, unknown][] = [
  [matchers.call.fn(fetchPriceLists) as never, { lists: [chain] }],
  [matchers.call.fn(fetchGroups) as never, { groups: [group] }],
  [matchers.call.fn(notify) as never, undefined],
];

describe('pricing saga', () => {
  it('loads the price lists and the customer groups when the screen opens', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide(lists)
      .dispatch(actions.screenOpened())
      .call(fetchPriceLists, staffToken)
      .call(fetchGroups, staffToken)
      .put(actions.listsLoaded({ lists: [chain], groups: [group] }))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.pricing.lists).toMatchObject({ status: 'succeeded', items: [chain] });
        expect(storeState.admin.pricing.groups.items).toEqual([group]);
      }));

  it('adds a rule to the open list and then shows the list as the server has it', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(actions.rulesOpened({ listId: 3 })))
      .provide([...lists, [matchers.call.fn(addPriceRule), { status: 1, id: 11 }], [matchers.call.fn(fetchPriceList), { status: 1, list: chain, rules: [rule], count: 1 }]])
      .dispatch(actions.ruleSubmitted({ listId: 3, input }))
      .call(addPriceRule, staffToken, 3, input)
      .put(actions.changeSucceeded())
      .call(notify, 'Rule added.', 'success', { short: true })
      .put(actions.rulesRequested({ listId: 3, page: 1, q: '' }))
      .put(actions.rulesLoaded({ rules: [rule], count: 1 }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.rules).toMatchObject({ query: { listId: 3 }, items: [rule], status: 'succeeded' })));

  it('shows a refused change, e.g. a list name that is taken, and keeps the lists as they were', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(createPriceList), { status: 0, message: 'A price list with this name already exists.' }]])
      .dispatch(actions.listSubmitted({ name: 'Chain stores', active: true }))
      .put(actions.changeFailed({ message: 'A price list with this name already exists.' }))
      .not.put(actions.screenOpened())
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.change).toEqual({ status: 'failed', error: 'A price list with this name already exists.', of: 'list-add' })));

  it('reports every bad line of a refused contract import, and reloads the rules after a good one', async () => {
    const errors = [{ line: 3, message: 'No article has the SKU NOPE-1.' }];
    await expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(importContract), { status: 0, message: 'Nothing was imported: the file has errors.', errors }]])
      .dispatch(actions.contractSubmitted({ listId: 3, csv: 'sku,price\nNOPE-1,2\n' }))
      .put(actions.contractImported({ errors }))
      .not.put.actionType(actions.rulesRequested.type)
      .silentRun(50);
    await expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(importContract), { status: 1, imported: 2 }], [matchers.call.fn(fetchPriceList), { status: 1, list: chain, rules: [rule], count: 1 }]])
      .dispatch(actions.contractSubmitted({ listId: 3, csv: 'sku,price\nKIB-2,35\n' }))
      .call(importContract, staffToken, 3, 'sku,price\nKIB-2,35\n')
      .put(actions.contractImported({ imported: 2 }))
      .put(actions.rulesRequested({ listId: 3, page: 1, q: '' }))
      .silentRun(50)
      // The count of lines imported stays on screen while the rules are read again.
      .then(({ storeState }) => expect(storeState.admin.pricing.imported).toEqual({ imported: 2 }));
  });

  it('loads and saves a customer\'s group and own list', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide([
        [matchers.call.fn(fetchCustomerTerms), { status: 1, terms: { group_id: null, price_list_id: null } }],
        [matchers.call.fn(saveCustomerTerms), { status: 1, terms: { group_id: 7, price_list_id: null } }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.termsRequested({ customerId: 42 }))
      .dispatch(actions.termsSubmitted({ customerId: 42, terms: { group_id: 7, price_list_id: null } }))
      .call(saveCustomerTerms, staffToken, 42, { group_id: 7, price_list_id: null })
      .put(actions.termsAnswered({ customerId: 42, terms: { group_id: 7, price_list_id: null } }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.terms).toEqual({ customerId: 42, status: 'succeeded', terms: { group_id: 7, price_list_id: null }, queued: 0 })));

  it('ends the staff session when the token is refused', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchPriceLists), throwError(httpError(401))], [matchers.call.fn(fetchGroups), { groups: [] }]])
      .dispatch(actions.screenOpened())
      .put(sessionEnded())
      .not.put.actionType(actions.listsFailed.type)
      .silentRun(50));
});

describe('pricing saga: deleting lists and rules, adding groups', () => {
  const wholesale: AdminPriceList = { id: 4, name: 'Wholesale', active: true, rules: 0, customers: 0, groups: 0 };

  it('deletes a list and then shows the lists as the server has them', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(removePriceList), { status: 1 }], ...lists])
      .dispatch(actions.listDeleteConfirmed({ id: 4 }))
      .call(removePriceList, staffToken, 4)
      .put(actions.changeSucceeded())
      .put(actions.screenOpened())
      .put(actions.listsLoaded({ lists: [chain], groups: [group] }))
      .not.put.actionType(actions.rulesRequested.type)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.pricing.change).toEqual({ status: 'idle', error: null, of: 'list-delete' });
        expect(storeState.admin.pricing.lists.items).toEqual([chain]);
      }));

  it('keeps a list the server refuses to delete, with its reason', () => {
    const why = 'This price list is still assigned to customers or groups.';
    return expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(actions.listsLoaded({ lists: [chain, wholesale], groups: [group] })))
      .provide([[matchers.call.fn(removePriceList), { status: 0, message: why }]])
      .dispatch(actions.listDeleteConfirmed({ id: 3 }))
      .put(actions.changeFailed({ message: why }))
      .not.put(actions.screenOpened())
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.pricing.change).toEqual({ status: 'failed', error: why, of: 'list-delete' });
        expect(storeState.admin.pricing.lists.items).toEqual([chain, wholesale]);
      });
  });

  it('says the delete failed when the server cannot be reached', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(removePriceList), throwError(networkError)]])
      .dispatch(actions.listDeleteConfirmed({ id: 4 }))
      .put(actions.changeFailed({ message: MSG.error }))
      .not.put(actions.screenOpened())
      .silentRun(50));

  it('adds a customer group with its price list and then shows the groups as the server has them', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(createGroup), { status: 1, id: 7 }], ...lists])
      .dispatch(actions.groupSubmitted({ name: 'Chain stores', price_list_id: 3 }))
      .call(createGroup, staffToken, { name: 'Chain stores', price_list_id: 3 })
      .put(actions.changeSucceeded())
      .put(actions.screenOpened())
      .put(actions.listsLoaded({ lists: [chain], groups: [group] }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.groups.items).toEqual([group])));

  it('shows a refused group, e.g. a name that is taken, and reloads nothing', () => {
    const why = 'A customer group with this name already exists.';
    return expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(createGroup), throwError(httpError(409, { status: 0, message: why }))]])
      .dispatch(actions.groupSubmitted({ name: 'Chain stores', price_list_id: null }))
      .put(actions.changeFailed({ message: why }))
      .not.call.fn(fetchPriceLists)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.change).toEqual({ status: 'failed', error: why, of: 'group-add' }));
  });

  it('deletes a rule of the open list and then shows the list without it', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(actions.rulesOpened({ listId: 3 }), actions.rulesLoaded({ rules: [rule], count: 1 })))
      .provide([[matchers.call.fn(removePriceRule), { status: 1 }], ...lists, [matchers.call.fn(fetchPriceList), { status: 1, list: chain, rules: [], count: 0 }]])
      .dispatch(actions.ruleDeleteConfirmed({ listId: 3, ruleId: 11 }))
      .call(removePriceRule, staffToken, 3, 11)
      .put(actions.changeSucceeded())
      .put(actions.rulesRequested({ listId: 3, page: 1, q: '' }))
      .put(actions.rulesLoaded({ rules: [], count: 0 }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.pricing.rules).toMatchObject({ query: { listId: 3 }, items: [], status: 'succeeded' })));

  it('keeps the rule the server refuses to delete, and the staff session ends on a refused token', async () => {
    const why = 'This rule does not belong to the price list.';
    const { storeState } = await expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter(actions.rulesOpened({ listId: 3 }), actions.rulesLoaded({ rules: [rule], count: 1 })))
      .provide([[matchers.call.fn(removePriceRule), { status: 0, message: why }]])
      .dispatch(actions.ruleDeleteConfirmed({ listId: 3, ruleId: 11 }))
      .put(actions.changeFailed({ message: why }))
      .not.put.actionType(actions.rulesRequested.type)
      .silentRun(50);
    expect(storeState.admin.pricing.rules.items).toEqual([rule]);
    await expectSaga(pricingSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(removePriceRule), throwError(httpError(401))]])
      .dispatch(actions.ruleDeleteConfirmed({ listId: 3, ruleId: 11 }))
      .put(sessionEnded())
      .not.put.actionType(actions.changeFailed.type)
      .silentRun(50);
  });
});
