import type { PayloadAction } from '@reduxjs/toolkit';
import {
  actionFailed, failList, idleAction, pagedList, receiveList, requestList, submitting, type ActionState,
  type PagedList,
} from './paged-list';

// A back-office queue of things waiting for staff's decision (accounts to approve, orders to
// approve): a paged list by state, the item whose details are open beside it, and the
// decisions on their way. The customers and orders slices are both built from these reducers,
// each adding the events of its own decisions. `Ask` names the confirmations the open item's
// details can ask ('approve', 'cancel', 'reject').

export interface DecisionQueueState<T, Q, Ask extends string> {
  list: PagedList<T, Q>;
  /** The item whose details are open. */
  openId: number | null;
  /**
   * Decisions on their way or refused, by the id of the item they were made for: staff may
   * open another item while one is being decided, and its answer still belongs to its own item.
   */
  decisions: Record<number, ActionState>;
  /**
   * The confirmation open on the open item's details, or null. It is the store's, not the
   * component's, so a replayed log shows the dialog; it belongs to `openId` and closes with it.
   */
  asking: Ask | null;
}

export function decisionQueue<T, Q, Ask extends string>(query: Q): DecisionQueueState<T, Q, Ask> {
  return { list: pagedList(query), openId: null, decisions: {}, asking: null };
}

/** The decision made for an item: on its way, refused, or none (idle). */
export function decisionOf<T, Q, Ask extends string>(state: DecisionQueueState<T, Q, Ask>, id: number | null): ActionState {
  return (id === null ? undefined : state.decisions[id]) ?? idleAction;
}

/** Refusals already shown are forgotten; a decision still on its way stays busy. */
function forgetRefusals<T, Q, Ask extends string>(state: DecisionQueueState<T, Q, Ask>): void {
  for (const [id, decision] of Object.entries(state.decisions)) {
    if (decision.status === 'failed') delete state.decisions[Number(id)];
  }
}

/** An item was opened: its details show and an earlier decision's error is gone. */
export function openDetails<T, Q, Ask extends string>(state: DecisionQueueState<T, Q, Ask>, id: number): void {
  state.openId = id;
  state.asking = null;
  forgetRefusals(state);
}

/**
 * Staff pressed Approve, Cancel or Reject on the open item: its confirmation opens, without
 * the item's last refusal (a decision still on its way stays busy). A question for an item
 * whose details are not open is dropped.
 */
export function askAbout<T, Q, Ask extends string>(state: DecisionQueueState<T, Q, Ask>, id: number, ask: Ask): void {
  if (state.openId !== id) return;
  state.asking = ask;
  if (state.decisions[id]?.status === 'failed') delete state.decisions[id];
}

/** A decision was sent for an item (approve, reject, cancel). */
export function decisionSent<T, Q, Ask extends string>(state: DecisionQueueState<T, Q, Ask>, id: number): void {
  state.decisions[id] = submitting;
}

/** The item left the list it was in; its details close if they are still open. The saga reloads the page. */
export function decisionDone<T, Q, Ask extends string>(state: DecisionQueueState<T, Q, Ask>, id: number): void {
  delete state.decisions[id];
  if (state.openId === id) {
    state.openId = null;
    state.asking = null;
  }
}

/**
 * The case reducers every queue has. `itemsOf` reads the page from listLoaded's payload (its
 * key names the kind: customers, orders) and `idOf` names an item.
 */
export function decisionQueueReducers<T, Q, Ask extends string, Loaded extends { count: number }>(
  itemsOf: (loaded: Loaded) => T[],
  idOf: (item: T) => number,
) {
  type State = DecisionQueueState<T, Q, Ask>;
  return {
    /** The screen opened: the saga asks again for the list it showed last. */
    screenOpened(_state: State) {},
    listRequested(state: State, action: PayloadAction<Q>) {
      requestList(state.list, action.payload);
    },
    listLoaded(state: State, action: PayloadAction<Loaded>) {
      const items = itemsOf(action.payload);
      receiveList(state.list, action.payload.count, items);
      if (!items.some((item) => idOf(item) === state.openId)) {
        state.openId = null;
        state.asking = null;
      }
    },
    listFailed(state: State, action: PayloadAction<{ message: string }>) {
      failList(state.list, action.payload.message);
    },
    /** The details were closed; a decision on its way goes on and its answer still names its item. */
    detailsClosed(state: State) {
      state.openId = null;
      state.asking = null;
      forgetRefusals(state);
    },
    approveSubmitted(state: State, action: PayloadAction<{ id: number }>) {
      decisionSent(state, action.payload.id);
    },
    /** A refusal shows in the confirmation if one is open (it stays open: try again or go back), else on the details. */
    decisionFailed(state: State, action: PayloadAction<{ id: number; message: string }>) {
      state.decisions[action.payload.id] = actionFailed(action.payload.message);
    },
    /** Staff went Back from the confirmation; a refusal it showed stays on the details. */
    questionDismissed(state: State) {
      state.asking = null;
    },
  };
}
