import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AdminCustomerGroup, AdminPriceList, AdminPriceRule, CustomerPriceTerms, PriceRuleInput,
} from '../../../../shared/price-list-types';
import {
  type ActionState, type PagedList, actionFailed, failList, idleAction, pagedList, receiveList, requestList, submitting,
} from '../shared/paged-list';
import type { GroupInput, PriceListInput } from './pricing-api';

export interface PricingState {
  lists: PagedList<AdminPriceList, null>;
  groups: PagedList<AdminCustomerGroup, null>;
  /** The list whose rules are open, by id. */
  rules: PagedList<AdminPriceRule, { listId: number | null }>;
  change: ActionState;
  /** The last contract import: how many lines, or every bad line. */
  imported: { imported: number } | { errors: Array<{ line: number; message: string }> } | null;
  terms: { customerId: number | null; status: 'idle' | 'loading' | 'succeeded' | 'failed'; terms: CustomerPriceTerms | null };
}

export const initialPricingState: PricingState = {
  lists: pagedList(null),
  groups: pagedList(null),
  rules: pagedList({ listId: null }),
  change: idleAction,
  imported: null,
  terms: { customerId: null, status: 'idle', terms: null },
};

const failed = (state: PricingState, action: PayloadAction<{ message: string }>) => {
  state.change = actionFailed(action.payload.message);
};

const pricingSlice = createSlice({
  name: 'admin/pricing',
  initialState: initialPricingState,
  reducers: {
    screenOpened(state) {
      requestList(state.lists, null);
      requestList(state.groups, null);
    },
    listsLoaded(state, action: PayloadAction<{ lists: AdminPriceList[]; groups: AdminCustomerGroup[] }>) {
      receiveList(state.lists, action.payload.lists.length, action.payload.lists);
      receiveList(state.groups, action.payload.groups.length, action.payload.groups);
    },
    listsFailed(state, action: PayloadAction<{ message: string }>) {
      failList(state.lists, action.payload.message);
      failList(state.groups, action.payload.message);
    },
    rulesOpened(state, action: PayloadAction<{ listId: number }>) {
      requestList(state.rules, action.payload);
      state.imported = null;
    },
    rulesLoaded(state, action: PayloadAction<{ rules: AdminPriceRule[] }>) {
      receiveList(state.rules, action.payload.rules.length, action.payload.rules);
    },
    rulesFailed(state, action: PayloadAction<{ message: string }>) {
      failList(state.rules, action.payload.message);
    },
    listSubmitted(state, _action: PayloadAction<PriceListInput>) { state.change = submitting; },
    listDeleteConfirmed(state, _action: PayloadAction<{ id: number }>) { state.change = submitting; },
    groupSubmitted(state, _action: PayloadAction<GroupInput>) { state.change = submitting; },
    ruleSubmitted(state, _action: PayloadAction<{ listId: number; input: PriceRuleInput }>) { state.change = submitting; },
    ruleDeleteConfirmed(state, _action: PayloadAction<{ listId: number; ruleId: number }>) { state.change = submitting; },
    contractSubmitted(state, _action: PayloadAction<{ listId: number; csv: string }>) {
      state.change = submitting;
      state.imported = null;
    },
    contractImported(state, action: PayloadAction<NonNullable<PricingState['imported']>>) {
      state.change = idleAction;
      state.imported = action.payload;
    },
    changeSucceeded(state) { state.change = idleAction; },
    changeFailed: failed,
    termsRequested(state, action: PayloadAction<{ customerId: number }>) {
      state.terms = { customerId: action.payload.customerId, status: 'loading', terms: null };
    },
    termsLoaded(state, action: PayloadAction<{ customerId: number; terms: CustomerPriceTerms }>) {
      if (state.terms.customerId === action.payload.customerId) state.terms = { ...action.payload, status: 'succeeded' };
    },
    termsFailed(state) { state.terms.status = 'failed'; },
    termsSubmitted(state, _action: PayloadAction<{ customerId: number; terms: CustomerPriceTerms }>) { state.change = submitting; },
  },
});

export const pricingActions = pricingSlice.actions;
export default pricingSlice.reducer;
