import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BulkLineResult, Cart } from '../../../shared/api-types';
import { type OrderListDetail, type OrderListSource, type OrderListSummary, listNameProblem } from '../../../shared/order-lists';
import { logoutRequested, sessionExpired } from '../auth/auth-slice';

// Saved order lists: the lists screen, one list open with its lines, and the small picker the
// product page, the cart and the order history open to add lines to a list.

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A rename or delete the buyer started on the lists screen (in the store so a replay shows it). */
export type ListEditing = { kind: 'rename' | 'delete'; id: number } | null;

/** Why the last name sent from the lists screen's new-list or rename form was turned back. */
export type ListNameProblem = { form: 'create' | 'rename'; message: string } | null;

export interface OrderListsState {
  lists: { status: LoadStatus; items: OrderListSummary[]; saving: boolean; editing: ListEditing; nameProblem: ListNameProblem };
  detail: {
    id: number | null;
    status: LoadStatus | 'notFound';
    list: OrderListDetail | null;
    /** Articles whose change is on its way. */
    pending: number[];
    /** Articles chosen for "Add chosen to cart". */
    chosen: number[];
    adding: boolean;
    /** What became of each line put into the cart last. */
    results: BulkLineResult[];
  };
  /** Which entry point opened the picker (a key of its own) and the lines it would add. */
  picker: { key: string | null; source: OrderListSource | null; saving: boolean; nameProblem: string | null };
}

export const initialOrderListsState: OrderListsState = {
  lists: { status: 'idle', items: [], saving: false, editing: null, nameProblem: null },
  detail: { id: null, status: 'idle', list: null, pending: [], chosen: [], adding: false, results: [] },
  picker: { key: null, source: null, saving: false, nameProblem: null },
};

type Lists = OrderListsState['lists'];
/** A name sent from the lists screen: turned back with why (nothing is sent), or on its way. */
function submitName(lists: Lists, form: 'create' | 'rename', name: string) {
  const message = listNameProblem(name);
  lists.nameProblem = message === null ? null : { form, message };
  if (message === null) lists.saving = true;
}
/** Leaving a rename (another one, a delete, Cancel) drops what was wrong with its name. */
function startEditing(lists: Lists, editing: ListEditing) {
  lists.editing = editing;
  if (lists.nameProblem?.form === 'rename') lists.nameProblem = null;
}

const orderListsSlice = createSlice({
  name: 'orderLists',
  initialState: initialOrderListsState,
  reducers: {
    listsPageOpened(state) { state.lists.status = 'loading'; },
    listsLoaded(state, action: PayloadAction<{ lists: OrderListSummary[] }>) {
      state.lists.status = 'succeeded';
      state.lists.items = action.payload.lists;
    },
    listsLoadFailed(state) { state.lists.status = 'failed'; },
    /** Sent with every click of Create list; a blank or too long name is turned back here (`lists.nameProblem`). */
    listCreateSubmitted(state, action: PayloadAction<{ name: string }>) { submitName(state.lists, 'create', action.payload.name); },
    listRenameStarted(state, action: PayloadAction<{ id: number }>) { startEditing(state.lists, { kind: 'rename', id: action.payload.id }); },
    listDeleteStarted(state, action: PayloadAction<{ id: number }>) { startEditing(state.lists, { kind: 'delete', id: action.payload.id }); },
    listEditCancelled(state) { startEditing(state.lists, null); },
    /** Sent with every click of Save name; checked like a new list's name. */
    listRenameSubmitted(state, action: PayloadAction<{ id: number; name: string }>) { submitName(state.lists, 'rename', action.payload.name); },
    listDeleteConfirmed(state, _action: PayloadAction<{ id: number }>) { state.lists.saving = true; },
    /** A create, rename or delete went through: the lists as the shop now has them. */
    listsChanged(state, action: PayloadAction<{ lists: OrderListSummary[] }>) {
      state.lists = { status: 'succeeded', items: action.payload.lists, saving: false, editing: null, nameProblem: null };
    },
    listsChangeRefused(state) { state.lists.saving = false; },

    listPageOpened(state, action: PayloadAction<{ id: number }>) {
      state.detail = { ...initialOrderListsState.detail, id: action.payload.id, status: 'loading' };
    },
    listLoaded(state, action: PayloadAction<{ list: OrderListDetail }>) {
      if (state.detail.id !== action.payload.list.id) return;
      state.detail.status = 'succeeded';
      state.detail.list = action.payload.list;
    },
    listLoadFailed(state, action: PayloadAction<{ id: number; notFound: boolean }>) {
      if (state.detail.id === action.payload.id) state.detail.status = action.payload.notFound ? 'notFound' : 'failed';
    },
    lineCountChosen(state, action: PayloadAction<{ listId: number; aid: number; count: number }>) {
      if (!state.detail.pending.includes(action.payload.aid)) state.detail.pending.push(action.payload.aid);
    },
    lineRemoveClicked(state, action: PayloadAction<{ listId: number; aid: number }>) {
      if (!state.detail.pending.includes(action.payload.aid)) state.detail.pending.push(action.payload.aid);
    },
    /** The shop saved a change of a line: the list as it now is. */
    lineSaved(state, action: PayloadAction<{ aid: number; list: OrderListDetail }>) {
      state.detail.pending = state.detail.pending.filter((aid) => aid !== action.payload.aid);
      if (state.detail.id !== action.payload.list.id) return;
      state.detail.list = action.payload.list;
      const kept = new Set(action.payload.list.lines.map((line) => line.aid));
      state.detail.chosen = state.detail.chosen.filter((aid) => kept.has(aid));
    },
    lineRefused(state, action: PayloadAction<{ aid: number }>) {
      state.detail.pending = state.detail.pending.filter((aid) => aid !== action.payload.aid);
    },
    lineChoiceToggled(state, action: PayloadAction<{ aid: number }>) {
      const { aid } = action.payload;
      state.detail.chosen = state.detail.chosen.includes(aid) ? state.detail.chosen.filter((a) => a !== aid) : [...state.detail.chosen, aid];
    },
    allLinesChoiceToggled(state) {
      const all = state.detail.list?.lines.map((line) => line.aid) ?? [];
      state.detail.chosen = state.detail.chosen.length === all.length ? [] : all;
    },
    /** `aids` absent: the whole list. */
    addToCartClicked(state, _action: PayloadAction<{ listId: number; aids?: number[] }>) {
      state.detail.adding = true;
      state.detail.results = [];
    },
    listAddedToCart(state, action: PayloadAction<{ listId: number; cart: Cart; results: BulkLineResult[] }>) {
      state.detail.adding = false;
      state.detail.results = action.payload.results;
    },
    addToCartFailed(state) { state.detail.adding = false; },

    pickerOpened(state, action: PayloadAction<{ key: string; source: OrderListSource }>) {
      state.picker = { key: action.payload.key, source: action.payload.source, saving: false, nameProblem: null };
    },
    pickerClosed(state) { state.picker = initialOrderListsState.picker; },
    /** The buyer chose an existing list (`listId`) or named a new one (`name`, turned back here when blank or too long). */
    pickerListChosen(state, action: PayloadAction<{ listId: number } | { name: string }>) {
      state.picker.nameProblem = 'name' in action.payload ? listNameProblem(action.payload.name) : null;
      if (state.picker.nameProblem === null) state.picker.saving = true;
    },
    linesSavedToList(state, _action: PayloadAction<{ listId: number; results: BulkLineResult[] }>) {
      state.picker = initialOrderListsState.picker;
    },
    pickerRefused(state) { state.picker.saving = false; },
  },
  extraReducers: (builder) => {
    // Another buyer on this browser must not see these lists.
    const forget = () => initialOrderListsState;
    builder.addCase(logoutRequested, forget).addCase(sessionExpired, forget);
  },
});

export const {
  listsPageOpened, listsLoaded, listsLoadFailed, listCreateSubmitted, listRenameStarted, listDeleteStarted, listEditCancelled,
  listRenameSubmitted, listDeleteConfirmed, listsChanged, listsChangeRefused, listPageOpened, listLoaded, listLoadFailed,
  lineCountChosen, lineRemoveClicked, lineSaved, lineRefused, lineChoiceToggled, allLinesChoiceToggled, addToCartClicked,
  listAddedToCart, addToCartFailed, pickerOpened, pickerClosed, pickerListChosen, linesSavedToList, pickerRefused,
} = orderListsSlice.actions;
export default orderListsSlice.reducer;
