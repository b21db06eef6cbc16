// The price-list screens' calls: every change answers with a refusal (shown on the screen) or
// succeeds and reloads what it changed, so the screen shows the server's own state.
import type { PayloadAction } from '@reduxjs/toolkit';
import { type CallEffect, all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminCustomerGroup, AdminPriceList, AdminPriceRule, CustomerPriceTerms, PriceRuleInput } from '../../../../shared/price-list-types';
import type { Reply } from '../api/admin-http';
import { selectStaffToken } from '../admin-selectors';
import { failureOf } from '../shared/saga-support';
import {
  type ContractImportReply, type GroupInput, type PriceListInput, addPriceRule, createGroup, createPriceList, fetchCustomerTerms, fetchGroups,
  fetchPriceList, fetchPriceLists, importContract, removePriceList, removePriceRule, saveCustomerTerms,
} from './pricing-api';
import { pricingActions as actions } from './pricing-slice';

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

export function* loadRules(action: PayloadAction<{ listId: number }>) {
  try {
    const staff: string = yield call(token);
    const reply: Reply<{ rules: AdminPriceRule[] }> = yield call(fetchPriceList, staff, action.payload.listId);
    if (reply.status === 1) yield put(actions.rulesLoaded({ rules: reply.rules }));
    else yield put(actions.rulesFailed({ message: reply.message }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.rulesFailed({ message }));
  }
}

/** Runs one change; on success reloads the lists (and the open list's rules when it has one). */
function* change(request: CallEffect, listId: number | null) {
  try {
    const reply: Reply = yield request;
    if (reply.status !== 1) {
      yield put(actions.changeFailed({ message: reply.message }));
      return;
    }
    yield put(actions.changeSucceeded());
    yield put(actions.screenOpened());
    if (listId !== null) yield put(actions.rulesOpened({ listId }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.changeFailed({ message }));
  }
}

export function* submitList(action: PayloadAction<PriceListInput>) {
  const staff: string = yield call(token);
  yield call(change, call(createPriceList, staff, action.payload), null);
}

export function* deleteList(action: PayloadAction<{ id: number }>) {
  const staff: string = yield call(token);
  yield call(change, call(removePriceList, staff, action.payload.id), null);
}

export function* submitGroup(action: PayloadAction<GroupInput>) {
  const staff: string = yield call(token);
  yield call(change, call(createGroup, staff, action.payload), null);
}

export function* submitRule(action: PayloadAction<{ listId: number; input: PriceRuleInput }>) {
  const staff: string = yield call(token);
  yield call(change, call(addPriceRule, staff, action.payload.listId, action.payload.input), action.payload.listId);
}

export function* deleteRule(action: PayloadAction<{ listId: number; ruleId: number }>) {
  const staff: string = yield call(token);
  yield call(change, call(removePriceRule, staff, action.payload.listId, action.payload.ruleId), action.payload.listId);
}

export function* submitContract(action: PayloadAction<{ listId: number; csv: string }>) {
  try {
    const staff: string = yield call(token);
    const reply: ContractImportReply = yield call(importContract, staff, action.payload.listId, action.payload.csv);
    yield put(actions.contractImported(reply.status === 1 ? { imported: reply.imported } : { errors: reply.errors }));
    if (reply.status === 1) yield put(actions.rulesOpened({ listId: action.payload.listId }));
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

export function* submitTerms(action: PayloadAction<{ customerId: number; terms: CustomerPriceTerms }>) {
  try {
    const staff: string = yield call(token);
    const reply: Reply<{ terms: CustomerPriceTerms }> = yield call(saveCustomerTerms, staff, action.payload.customerId, action.payload.terms);
    if (reply.status !== 1) {
      yield put(actions.changeFailed({ message: reply.message }));
      return;
    }
    yield put(actions.changeSucceeded());
    yield put(actions.termsLoaded({ customerId: action.payload.customerId, terms: reply.terms }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.changeFailed({ message }));
  }
}

export function* pricingSaga() {
  yield all([
    // takeLatest: only the newest load matters for what the screen shows.
    takeLatest(actions.screenOpened.type, loadLists),
    takeLatest(actions.rulesOpened.type, loadRules),
    takeLatest(actions.termsRequested.type, loadTerms),
    // takeLeading: a double click must not create, delete or import twice.
    takeLeading(actions.listSubmitted.type, submitList),
    takeLeading(actions.listDeleteConfirmed.type, deleteList),
    takeLeading(actions.groupSubmitted.type, submitGroup),
    takeLeading(actions.ruleSubmitted.type, submitRule),
    takeLeading(actions.ruleDeleteConfirmed.type, deleteRule),
    takeLeading(actions.contractSubmitted.type, submitContract),
    takeLeading(actions.termsSubmitted.type, submitTerms),
  ]);
}
