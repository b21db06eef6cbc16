import type { PayloadAction } from '@reduxjs/toolkit';
import {
  actionFailed, failList, idleAction, pagedList, receiveList, requestList, submitting, type ActionState,
  type PagedList,
} from './paged-list';

// A back-office queue of things waiting for staff's decision (accounts to approve, orders to
// approve): a paged list by state, the item whose details are open beside it, and the
// decision on its way. The customers and orders slices are both built from these reducers,
// each adding the events of its own decisions.

export interface DecisionQueueState<T, Q> {
  list: PagedList<T, Q>;
  /** The item whose details are open. */
  openId: number | null;
  decision: ActionState;
}

export function decisionQueue<T, Q>(query: Q): DecisionQueueState<T, Q> {
  return { list: pagedList(query), openId: null, decision: idleAction };
}

/** An item was opened: its details show and an earlier decision's error is gone. */
export function openDetails<T, Q>(state: DecisionQueueState<T, Q>, id: number): void {
  state.openId = id;
  state.decision = idleAction;
}

/** A decision was sent (approve, reject, cancel). */
export function decisionSent<T, Q>(state: DecisionQueueState<T, Q>): void {
  state.decision = submitting;
}

/** The item left the list it was in; the saga reloads the page. */
export function decisionDone<T, Q>(state: DecisionQueueState<T, Q>): void {
  state.decision = idleAction;
  state.openId = null;
}

/**
 * The case reducers every queue has. `itemsOf` reads the page from listLoaded's payload (its
 * key names the kind: customers, orders) and `idOf` names an item.
 */
export function decisionQueueReducers<T, Q, Loaded extends { count: number }>(
  itemsOf: (loaded: Loaded) => T[],
  idOf: (item: T) => number,
) {
  type State = DecisionQueueState<T, Q>;
  return {
    /** The screen opened: the saga asks again for the list it showed last. */
    screenOpened(_state: State) {},
    listRequested(state: State, action: PayloadAction<Q>) {
      requestList(state.list, action.payload);
    },
    listLoaded(state: State, action: PayloadAction<Loaded>) {
      const items = itemsOf(action.payload);
      receiveList(state.list, action.payload.count, items);
      if (!items.some((item) => idOf(item) === state.openId)) state.openId = null;
    },
    listFailed(state: State, action: PayloadAction<{ message: string }>) {
      failList(state.list, action.payload.message);
    },
    detailsClosed(state: State) {
      decisionDone(state);
    },
    approveSubmitted(state: State, _action: PayloadAction<{ id: number }>) {
      decisionSent(state);
    },
    decisionFailed(state: State, action: PayloadAction<{ message: string }>) {
      state.decision = actionFailed(action.payload.message);
    },
  };
}
