import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AdminCustomerGroup, AdminPriceList, AdminPriceRule, CustomerPriceTerms, PriceRuleRequest,
} from '../../../../shared/price-list-types';
import {
  type ActionState, type PagedList, actionFailed, failList, idleAction, pagedList, receiveList, requestList,
} from '../shared/paged-list';
import type { GroupInput, PriceListInput } from './pricing-api';

/** Which change is on its way (or came back last), so each form shows its own outcome. */
export type PricingChangeKind =
  | 'list-add' | 'list-edit' | 'list-active' | 'list-delete' | 'group-add' | 'group-edit'
  | 'rule-add' | 'rule-edit' | 'rule-delete' | 'contract' | 'terms';
export interface PricingChange extends ActionState { of: PricingChangeKind | null }

/** A delete waiting for the staff member's answer in the confirmation dialog. */
export type DeleteQuestion = { kind: 'list'; id: number } | { kind: 'rule'; listId: number; ruleId: number };
export type Editable = 'list' | 'group' | 'rule';
/** The open list's rules: which page, and the search on their SKU or name. */
export interface RulesQuery { listId: number | null; page: number; q: string }
export interface ListEdit { id: number; name: string; active: boolean }
export interface GroupEdit extends GroupInput { id: number }

export interface PricingState {
  lists: PagedList<AdminPriceList, null>;
  groups: PagedList<AdminCustomerGroup, null>;
  rules: PagedList<AdminPriceRule, RulesQuery>;
  change: PricingChange;
  /** The last contract import: how many lines, or every bad line. */
  imported: { imported: number } | { errors: Array<{ line: number; message: string }> } | null;
  /** `queued`: choices made and not answered yet; while any is, the screen shows the newest choice. */
  terms: { customerId: number | null; status: 'idle' | 'loading' | 'succeeded' | 'failed'; terms: CustomerPriceTerms | null; queued: number };
  deleting: DeleteQuestion | null;
  /** The list, group and rule open for editing, by id. */
  editing: Record<Editable, number | null>;
}

export const initialPricingState: PricingState = {
  lists: pagedList(null),
  groups: pagedList(null),
  rules: pagedList({ listId: null, page: 1, q: '' }),
  change: { ...idleAction, of: null },
  imported: null,
  terms: { customerId: null, status: 'idle', terms: null, queued: 0 },
  deleting: null,
  editing: { list: null, group: null, rule: null },
};

const EDIT_OF: Partial<Record<PricingChangeKind, Editable>> = { 'list-edit': 'list', 'group-edit': 'group', 'rule-edit': 'rule' };

/** A case reducer that marks a change of this kind as on its way. */
const sending = <P>(of: PricingChangeKind) => (state: PricingState, _action: PayloadAction<P>) => {
  state.change = { status: 'submitting', error: null, of };
};

/** A dialog or editor that opens or closes starts without the last refusal. */
const forgetFailure = (state: PricingState) => {
  if (state.change.status === 'failed') state.change = { ...idleAction, of: null };
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
    /** A list opened: its first page of rules, no search. */
    rulesOpened(state, action: PayloadAction<{ listId: number }>) {
      requestList(state.rules, { listId: action.payload.listId, page: 1, q: '' });
      state.imported = null;
      state.editing.rule = null;
    },
    /** Another page or search of the open list, or the same again after a change. */
    rulesRequested(state, action: PayloadAction<RulesQuery>) {
      requestList(state.rules, action.payload);
    },
    rulesLoaded(state, action: PayloadAction<{ rules: AdminPriceRule[]; count: number }>) {
      receiveList(state.rules, action.payload.count, action.payload.rules);
    },
    rulesFailed(state, action: PayloadAction<{ message: string }>) {
      failList(state.rules, action.payload.message);
    },
    listSubmitted: sending<PriceListInput>('list-add'),
    listEditSubmitted: sending<ListEdit>('list-edit'),
    /** Pauses a list (its customers pay normal B2B prices) or makes it count again. */
    listActiveChanged: sending<ListEdit>('list-active'),
    listDeleteConfirmed: sending<{ id: number }>('list-delete'),
    groupSubmitted: sending<GroupInput>('group-add'),
    groupEditSubmitted: sending<GroupEdit>('group-edit'),
    ruleSubmitted: sending<{ listId: number; input: PriceRuleRequest }>('rule-add'),
    ruleEditSubmitted: sending<{ listId: number; ruleId: number; input: PriceRuleRequest }>('rule-edit'),
    ruleDeleteConfirmed: sending<{ listId: number; ruleId: number }>('rule-delete'),
    listDeleteAsked(state, action: PayloadAction<{ id: number }>) {
      state.deleting = { kind: 'list', id: action.payload.id };
      forgetFailure(state);
    },
    ruleDeleteAsked(state, action: PayloadAction<{ listId: number; ruleId: number }>) {
      state.deleting = { kind: 'rule', ...action.payload };
      forgetFailure(state);
    },
    deleteDismissed(state) {
      state.deleting = null;
      forgetFailure(state);
    },
    editOpened(state, action: PayloadAction<{ what: Editable; id: number }>) {
      state.editing[action.payload.what] = action.payload.id;
      forgetFailure(state);
    },
    editClosed(state, action: PayloadAction<{ what: Editable }>) {
      state.editing[action.payload.what] = null;
    },
    contractSubmitted(state, _action: PayloadAction<{ listId: number; csv: string }>) {
      state.change = { status: 'submitting', error: null, of: 'contract' };
      state.imported = null;
    },
    contractImported(state, action: PayloadAction<NonNullable<PricingState['imported']>>) {
      state.change = { ...idleAction, of: 'contract' };
      state.imported = action.payload;
    },
    /** The change on its way was made: its dialog or editor closes; `of` stays to say which it was. */
    changeSucceeded(state) {
      const { of } = state.change;
      state.change = { ...idleAction, of };
      if (of === 'list-delete' || of === 'rule-delete') state.deleting = null;
      const edited = of === null ? undefined : EDIT_OF[of];
      if (edited) state.editing[edited] = null;
    },
    changeFailed(state, action: PayloadAction<{ message: string }>) {
      state.change = { ...actionFailed(action.payload.message), of: state.change.of };
    },
    termsRequested(state, action: PayloadAction<{ customerId: number }>) {
      state.terms = { customerId: action.payload.customerId, status: 'loading', terms: null, queued: 0 };
    },
    termsLoaded(state, action: PayloadAction<{ customerId: number; terms: CustomerPriceTerms }>) {
      if (state.terms.customerId === action.payload.customerId) state.terms = { ...action.payload, status: 'succeeded', queued: 0 };
    },
    /**
     * A choice was answered (`terms` as saved, or null when refused or failed). The screen takes
     * the saved terms only once no later choice waits, or it would put back what the buyer's
     * next choice already changed.
     */
    termsAnswered(state, action: PayloadAction<{ customerId: number; terms: CustomerPriceTerms | null }>) {
      if (state.terms.customerId !== action.payload.customerId) return;
      state.terms.queued = Math.max(0, state.terms.queued - 1);
      if (state.terms.queued === 0 && action.payload.terms) state.terms.terms = action.payload.terms;
    },
    termsFailed(state) { state.terms.status = 'failed'; },
    /**
     * A choice of group or list: shown at once, so a second choice made while the first is on
     * its way builds on it (the saga sends them one after the other, each with both fields).
     */
    termsSubmitted(state, action: PayloadAction<{ customerId: number; terms: CustomerPriceTerms }>) {
      state.change = { status: 'submitting', error: null, of: 'terms' };
      if (state.terms.customerId !== action.payload.customerId) return;
      state.terms.terms = action.payload.terms;
      state.terms.queued += 1;
    },
  },
});

export const pricingActions = pricingSlice.actions;
export default pricingSlice.reducer;
