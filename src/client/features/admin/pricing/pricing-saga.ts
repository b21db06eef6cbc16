// The price-list screens' calls: every change answers with a refusal (shown on the screen) or
// succeeds, says so in a toast and reloads what it changed, so the screen shows the server's own state.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { TakeableChannel } from 'redux-saga';
import { type CallEffect, actionChannel, all, call, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminCustomerGroup, AdminPriceList, CustomerPriceTerms, PriceRulePage, PriceRuleRequest } from '../../../../shared/price-list-types';
import { notify } from '../../../lib/notify';
import type { Reply } from '../api/admin-http';
import { selectStaffToken } from '../admin-selectors';
import { lastPageFor } from '../shared/paged-list';
import { SHORT, failureOf } from '../shared/saga-support';
import { ensureCollections } from '../taxonomy/taxonomy-saga';
import {
  type ContractImportReply, type GroupInput, type PriceListInput, addPriceRule, createGroup, createPriceList, fetchCustomerTerms, fetchGroups,
  fetchPriceList, fetchPriceLists, importContract, removePriceList, removePriceRule, saveCustomerTerms, updateGroup, updatePriceList, updatePriceRule,
} from './pricing-api';
import { PRICING_MSG } from './pricing-messages';
import { selectPriceLists, selectRulesQuery } from './pricing-selectors';
import { type GroupEdit, type ListEdit, type RulesQuery, pricingActions as actions } from './pricing-slice';

function* token() {
  const value: string | null = yield select(selectStaffToken);
  return value ?? '';
}

export function* loadLists() {
  try {
    const staff: string = yield call(token);
    const [{ lists }, { groups }]: [{ lists: AdminPriceList[] }, { groups: AdminCustomerGroup[] }] = yield all([call(fetchPriceLists, staff), call(fetchGroups, staff)]);
    yield put(actions.listsLoaded({ lists, groups }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.listsFailed({ message }));
  }
}

/** The page of rules the store asks for; a page emptied by a delete gives way to the last one left. */
export function* loadRules() {
  const query: RulesQuery = yield select(selectRulesQuery);
  if (query.listId === null) return;
  try {
    const staff: string = yield call(token);
    const reply: Reply<PriceRulePage> = yield call(fetchPriceList, staff, query.listId, query.page, query.q);
    const last = reply.status === 1 ? lastPageFor(query.page, reply.count, reply.rules.length) : null;
    if (reply.status !== 1) yield put(actions.rulesFailed({ message: reply.message }));
    else if (last !== null) yield put(actions.rulesRequested({ ...query, page: last }));
    else yield put(actions.rulesLoaded({ rules: reply.rules, count: reply.count }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.rulesFailed({ message }));
  }
}

/** The rule form picks categories and brands by name, so their lists must be there. */
export function* ensureTargets() {
  yield call(ensureCollections, ['brands', 'categories']);
}

/** Runs one change; on success says `done` and reloads the lists, and the rules of `listId` when it is open. */
function* change(request: CallEffect, done: string, listId: number | null) {
  try {
    const reply: Reply = yield request;
    if (reply.status !== 1) {
      yield put(actions.changeFailed({ message: reply.message }));
      return;
    }
    yield put(actions.changeSucceeded());
    yield call(notify, done, 'success', SHORT);
    yield put(actions.screenOpened());
    const query: RulesQuery = yield select(selectRulesQuery);
    if (listId !== null && query.listId === listId) yield put(actions.rulesRequested(query));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.changeFailed({ message }));
  }
}

export function* submitList(action: PayloadAction<PriceListInput>) {
  const staff: string = yield call(token);
  yield call(change, call(createPriceList, staff, action.payload), PRICING_MSG.listAdded(action.payload.name.trim()), null);
}

export function* editList(action: PayloadAction<ListEdit>) {
  const { id, name, active } = action.payload;
  const staff: string = yield call(token);
  yield call(change, call(updatePriceList, staff, id, { name, active }), PRICING_MSG.listSaved(name.trim()), null);
}

export function* changeActive(action: PayloadAction<ListEdit>) {
  const { id, name, active } = action.payload;
  const staff: string = yield call(token);
  yield call(change, call(updatePriceList, staff, id, { name, active }), active ? PRICING_MSG.listResumed(name) : PRICING_MSG.listPaused(name), null);
}

export function* deleteList(action: PayloadAction<{ id: number }>) {
  const staff: string = yield call(token);
  const lists: ReturnType<typeof selectPriceLists> = yield select(selectPriceLists);
  const name = lists.items.find((l) => l.id === action.payload.id)?.name ?? `#${action.payload.id}`;
  yield call(change, call(removePriceList, staff, action.payload.id), PRICING_MSG.listDeleted(name), null);
}

export function* submitGroup(action: PayloadAction<GroupInput>) {
  const staff: string = yield call(token);
  yield call(change, call(createGroup, staff, action.payload), PRICING_MSG.groupAdded(action.payload.name.trim()), null);
}

export function* editGroup(action: PayloadAction<GroupEdit>) {
  const { id, ...input } = action.payload;
  const staff: string = yield call(token);
  yield call(change, call(updateGroup, staff, id, input), PRICING_MSG.groupSaved(input.name.trim()), null);
}

export function* submitRule(action: PayloadAction<{ listId: number; input: PriceRuleRequest }>) {
  const staff: string = yield call(token);
  yield call(change, call(addPriceRule, staff, action.payload.listId, action.payload.input), PRICING_MSG.ruleAdded, action.payload.listId);
}

export function* editRule(action: PayloadAction<{ listId: number; ruleId: number; input: PriceRuleRequest }>) {
  const { listId, ruleId, input } = action.payload;
  const staff: string = yield call(token);
  yield call(change, call(updatePriceRule, staff, listId, ruleId, input), PRICING_MSG.ruleSaved, listId);
}

export function* deleteRule(action: PayloadAction<{ listId: number; ruleId: number }>) {
  const staff: string = yield call(token);
  yield call(change, call(removePriceRule, staff, action.payload.listId, action.payload.ruleId), PRICING_MSG.ruleDeleted, action.payload.listId);
}

export function* submitContract(action: PayloadAction<{ listId: number; csv: string }>) {
  try {
    const staff: string = yield call(token);
    const reply: ContractImportReply = yield call(importContract, staff, action.payload.listId, action.payload.csv);
    yield put(actions.contractImported(reply.status === 1 ? { imported: reply.imported } : { errors: reply.errors }));
    // The rules again from their first page (the import's count stays on screen: reopening would clear it).
    if (reply.status === 1) yield put(actions.rulesRequested({ listId: action.payload.listId, page: 1, q: '' }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.changeFailed({ message }));
  }
}

export function* loadTerms(action: PayloadAction<{ customerId: number }>) {
  try {
    const staff: string = yield call(token);
    const reply: Reply<{ terms: CustomerPriceTerms }> = yield call(fetchCustomerTerms, staff, action.payload.customerId);
    if (reply.status === 1) yield put(actions.termsLoaded({ customerId: action.payload.customerId, terms: reply.terms }));
    else yield put(actions.termsFailed());
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.termsFailed());
  }
}

/**
 * Saves a customer's group and own list; the toast says so. A refused or failed save shows why
 * and the terms are read again, so the screen shows what the customer really has.
 */
export function* submitTerms(action: PayloadAction<{ customerId: number; terms: CustomerPriceTerms }>) {
  const { customerId } = action.payload;
  let message: string | null;
  try {
    const staff: string = yield call(token);
    const reply: Reply<{ terms: CustomerPriceTerms }> = yield call(saveCustomerTerms, staff, customerId, action.payload.terms);
    if (reply.status === 1) {
      yield put(actions.termsAnswered({ customerId, terms: reply.terms }));
      yield put(actions.changeSucceeded());
      yield call(notify, PRICING_MSG.termsSaved, 'success', SHORT);
      return;
    }
    message = reply.message;
  } catch (error) {
    message = yield call(failureOf, error);
  }
  yield put(actions.termsAnswered({ customerId, terms: null }));
  if (message === null) return;
  yield put(actions.changeFailed({ message }));
  yield call(loadTerms, actions.termsRequested({ customerId }));
}

/** Choices of terms one after the other, in the order made: none is dropped, none overtakes another. */
export function* watchTerms() {
  const choices: TakeableChannel<PayloadAction<{ customerId: number; terms: CustomerPriceTerms }>> = yield actionChannel(actions.termsSubmitted.type);
  for (;;) {
    const choice: PayloadAction<{ customerId: number; terms: CustomerPriceTerms }> = yield take(choices);
    yield call(submitTerms, choice);
  }
}

export function* pricingSaga() {
  yield all([
    // takeLatest: only the newest load matters for what the screen shows.
    takeLatest(actions.screenOpened.type, loadLists),
    takeLatest([actions.rulesOpened.type, actions.rulesRequested.type], loadRules),
    takeLatest(actions.termsRequested.type, loadTerms),
    // takeLatest: asking for the brands and categories twice changes nothing.
    takeLatest(actions.rulesOpened.type, ensureTargets),
    // takeLeading: a double click must not create, save, delete or import twice.
    takeLeading(actions.listSubmitted.type, submitList),
    takeLeading(actions.listEditSubmitted.type, editList),
    takeLeading(actions.listActiveChanged.type, changeActive),
    takeLeading(actions.listDeleteConfirmed.type, deleteList),
    takeLeading(actions.groupSubmitted.type, submitGroup),
    takeLeading(actions.groupEditSubmitted.type, editGroup),
    takeLeading(actions.ruleSubmitted.type, submitRule),
    takeLeading(actions.ruleEditSubmitted.type, editRule),
    takeLeading(actions.ruleDeleteConfirmed.type, deleteRule),
    takeLeading(actions.contractSubmitted.type, submitContract),
    call(watchTerms),
  ]);
}
