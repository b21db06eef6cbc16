import type { PayloadAction } from '@reduxjs/toolkit';
import {
  actionFailed, failList, idleAction, pagedList, receiveList, requestList, submitting, type ActionState,
  type PagedList,
} from './paged-list';

// A back-office queue of things waiting for staff's decision (accounts to approve, orders to
// approve): a paged list by state, the item whose details are open beside it, and the
// decisions on their way. The customers and orders slices are both built from these reducers,
// each adding the events of its own decisions.

export interface DecisionQueueState<T, Q> {
  list: PagedList<T, Q>;
  /** The item whose details are open. */
  openId: number | null;
  /**
   * Decisions on their way or refused, by the id of the item they were made for: staff may
   * open another item while one is being decided, and its answer still belongs to its own item.
   */
  decisions: Record<number, ActionState>;
}

export function decisionQueue<T, Q>(query: Q): DecisionQueueState<T, Q> {
  return { list: pagedList(query), openId: null, decisions: {} };
}

/** The decision made for an item: on its way, refused, or none (idle). */
export function decisionOf<T, Q>(state: DecisionQueueState<T, Q>, id: number | null): ActionState {
  return (id === null ? undefined : state.decisions[id]) ?? idleAction;
}

/** Refusals already shown are forgotten; a decision still on its way stays busy. */
function forgetRefusals<T, Q>(state: DecisionQueueState<T, Q>): void {
  for (const [id, decision] of Object.entries(state.decisions)) {
    if (decision.status === 'failed') delete state.decisions[Number(id)];
  }
}

/** An item was opened: its details show and an earlier decision's error is gone. */
export function openDetails<T, Q>(state: DecisionQueueState<T, Q>, id: number): void {
  state.openId = id;
  forgetRefusals(state);
}

/** A decision was sent for an item (approve, reject, cancel). */
export function decisionSent<T, Q>(state: DecisionQueueState<T, Q>, id: number): void {
  state.decisions[id] = submitting;
}

/** The item left the list it was in; its details close if they are still open. The saga reloads the page. */
export function decisionDone<T, Q>(state: DecisionQueueState<T, Q>, id: number): void {
  delete state.decisions[id];
  if (state.openId === id) state.openId = null;
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
    /** The details were closed; a decision on its way goes on and its answer still names its item. */
    detailsClosed(state: State) {
      state.openId = null;
      forgetRefusals(state);
    },
    approveSubmitted(state: State, action: PayloadAction<{ id: number }>) {
      decisionSent(state, action.payload.id);
    },
    decisionFailed(state: State, action: PayloadAction<{ id: number; message: string }>) {
      state.decisions[action.payload.id] = actionFailed(action.payload.message);
    },
  };
}
