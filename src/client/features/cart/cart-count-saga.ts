import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import { MSG } from '../../../shared/messages';
import { notify } from '../../lib/notify';
import { selectToken } from '../auth/auth-selectors';
import { removeCartLine, setCartCount, type CartReply } from './cart-api';
import { countChosen, countRefused, countSettled, guestItemChanged, type CountChoice } from './cart-slice';

/** Quick steps on one stepper are sent as one change: the count they end at. */
export const COUNT_SETTLE_MS = 250;

/**
 * Sends a chosen count: a guest's goes to the local list (which the cart saga prices), a
 * customer's to the server cart. Spec section 8: 'Product added' or 'Product removed' after
 * the server applied it; an answer with status 0 changed nothing, so the line goes back as it
 * was: an addition then says 'Error', a removal stays silent; a failed call says 'Error'.
 * Quick steps that end where they began (up a case and back) added and removed nothing, so
 * they say nothing; the count is still sent, as a call of the burst may have reached the server.
 */
export function* sendCount(choice: CountChoice) {
  const token: string | null = yield select(selectToken);
  if (!token) {
    yield put(guestItemChanged({ aid: choice.aid, count: choice.count }));
    yield put(countSettled({ aid: choice.aid, cart: null }));
    return;
  }
  yield delay(COUNT_SETTLE_MS);
  const adding = choice.count > choice.from;
  const removing = choice.count < choice.from;
  try {
    const reply: CartReply = choice.count <= 0
      ? yield call(removeCartLine, choice.aid)
      : yield call(setCartCount, choice.aid, choice.count);
    if (reply.status === 0 || !reply.cart) {
      yield put(countRefused({ aid: choice.aid }));
      if (adding) yield call(notify, MSG.error, 'error');
      return;
    }
    yield put(countSettled({ aid: choice.aid, cart: reply.cart }));
    if (adding) yield call(notify, MSG.cart.added, 'success');
    else if (removing) yield call(notify, MSG.cart.removed, 'error');
  } catch {
    yield put(countRefused({ aid: choice.aid }));
    yield call(notify, MSG.error, 'error');
  }
}

/**
 * takeLatest per article: a newer choice for the same article replaces one still waiting, so
 * the server ends at the last count clicked; choices for other articles run side by side.
 * The first count of a burst is kept so the toast tells whether the burst added or removed.
 */
export function* watchCountChoices() {
  const running = new Map<number, { task: Task; from: number }>();
  for (;;) {
    const action: PayloadAction<CountChoice> = yield take(countChosen.type);
    const { aid } = action.payload;
    const previous = running.get(aid);
    let from = action.payload.from;
    if (previous?.task.isRunning()) {
      from = previous.from;
      yield cancel(previous.task);
    }
    const task: Task = yield fork(sendCount, { ...action.payload, from });
    running.set(aid, { task, from });
  }
}
