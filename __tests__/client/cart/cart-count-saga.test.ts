import type { Task } from 'redux-saga';
import { expectSaga, testSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import { selectToken } from '../../../src/client/features/auth/auth-selectors';
import { fetchGuestCart, removeCartLine, setCartCount } from '../../../src/client/features/cart/cart-api';
import { COUNT_SETTLE_MS, sendCount, watchCountChoices } from '../../../src/client/features/cart/cart-count-saga';
import { cartSaga } from '../../../src/client/features/cart/cart-saga';
import { countChosen, countRefused, countSettled, guestItemChanged } from '../../../src/client/features/cart/cart-slice';
import { notify } from '../../../src/client/lib/notify';
import { customerToken } from '../auth/token-fixtures';
import { toastRecorder } from '../lib/toast-recorder';
import { cartItem } from './cart-fixtures';
import { before, cartWith, customer, guest, reducer, settleCustomerChoices } from './count-saga-fixtures';

// Spec sections 4 and 8: the cart control of a card or line. Guests change the local list;
// customers change the server cart, told by 'Product added' / 'Product removed' / 'Error'.

const settle = delay(0).payload.fn;
const instantSettle: [matchers.Matcher, null] = [matchers.call.fn(settle), null];
const quiet: [matchers.Matcher, undefined] = [matchers.call.fn(notify), undefined];

describe('cart count: guests', () => {
  it('puts the chosen count on the local list at once, without a server call or a toast', () =>
    expectSaga(watchCountChoices)
      .withReducer(reducer, guest({ guest: [{ aid: 5, count: 1 }] }))
      .provide([quiet, [matchers.call.fn(setCartCount), { status: 1, cart: before }]])
      .put(guestItemChanged({ aid: 5, count: 2 }))
      .put(countSettled({ aid: 5, cart: null }))
      .not.call.fn(setCartCount)
      .not.call.fn(removeCartLine)
      .not.call.fn(notify)
      .not.call.fn(settle)
      .dispatch(countChosen({ aid: 5, count: 2, from: 1 }))
      .hasFinalState(guest({ guest: [{ aid: 5, count: 2 }] }))
      .silentRun(50));

  it('then prices the changed local list through the guest cart call', async () => {
    const priced = cartWith([cartItem(5, 1, 45.5), cartItem(9, 1, 12)]);
    const { storeState } = await expectSaga(cartSaga)
      .withReducer(reducer, guest({ guest: [{ aid: 5, count: 1 }] }))
      .provide([[matchers.call.fn(fetchGuestCart), { status: 1, cart: priced }]])
      .call(fetchGuestCart, [{ aid: 5, count: 1 }, { aid: 9, count: 1 }])
      .dispatch(countChosen({ aid: 9, count: 1, from: 0 }))
      .silentRun(50);
    expect(storeState.cart.guest).toEqual([{ aid: 5, count: 1 }, { aid: 9, count: 1 }]);
    expect(storeState.cart.items).toEqual(priced.items);
    expect(storeState.cart.pending).toEqual([]);
  });

  it('removes a line from the local list at count 0', () =>
    expectSaga(watchCountChoices)
      .withReducer(reducer, guest({ guest: [{ aid: 5, count: 1 }, { aid: 6, count: 2 }] }))
      .put(guestItemChanged({ aid: 5, count: 0 }))
      .dispatch(countChosen({ aid: 5, count: 0, from: 1 }))
      .hasFinalState(guest({ guest: [{ aid: 6, count: 2 }] }))
      .silentRun(50));
});

describe('cart count: customers', () => {
  it("sets the new count on the server cart, then says 'Product added'", () => {
    const after = cartWith([cartItem(5, 2, 45.5), before.items[1]]);
    return expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide([instantSettle, quiet, [matchers.call.fn(setCartCount), { status: 1, cart: after }]])
      .call(setCartCount, 5, 2)
      .put(countSettled({ aid: 5, cart: after }))
      .call(notify, 'Product added', 'success')
      .not.call.fn(removeCartLine)
      .dispatch(countChosen({ aid: 5, count: 2, from: 1 }))
      .hasFinalState(customer({ items: after.items, count: after.count, total: after.total }))
      .silentRun(50);
  });

  it("adds a new line with count 1 from the Add To Cart button, then says 'Product added'", () => {
    const after = cartWith([...before.items, cartItem(7, 1, 30)]);
    return expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide([instantSettle, quiet, [matchers.call.fn(setCartCount), { status: 1, cart: after }]])
      .call(setCartCount, 7, 1)
      .call(notify, 'Product added', 'success')
      .dispatch(countChosen({ aid: 7, count: 1, from: 0 }))
      .hasFinalState(customer({ items: after.items, count: 3, total: 0 }))
      .silentRun(50);
  });

  it("lowers the count on the server cart, then says 'Product removed' in the error style", () => {
    const after = cartWith([before.items[0], cartItem(6, 2, 19.9, 14.95)]);
    return expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide([instantSettle, quiet, [matchers.call.fn(setCartCount), { status: 1, cart: after }]])
      .call(setCartCount, 6, 2)
      .call(notify, 'Product removed', 'error')
      .not.call(notify, 'Product added', 'success')
      .dispatch(countChosen({ aid: 6, count: 2, from: 3 }))
      .hasFinalState(customer({ items: after.items, count: 2, total: 0 }))
      .silentRun(50);
  });

  it("removes the line at count 0 through the remove call, then says 'Product removed'", () => {
    const after = cartWith([before.items[1]]);
    return expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide([instantSettle, quiet, [matchers.call.fn(removeCartLine), { status: 1, cart: after }]])
      .call(removeCartLine, 5)
      .not.call.fn(setCartCount)
      .call(notify, 'Product removed', 'error')
      .dispatch(countChosen({ aid: 5, count: 0, from: 1 }))
      .hasFinalState(customer({ items: after.items, count: 1, total: 0 }))
      .silentRun(50);
  });

  it("says 'Error' when the server applied nothing to an addition (status 0), and keeps its cart", async () => {
    const { toasts, provider } = toastRecorder();
    const { storeState } = await expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide([instantSettle, [matchers.call.fn(setCartCount), { status: 0, message: 'Out of stock' }], provider])
      .call(setCartCount, 7, 1)
      .put(countRefused({ aid: 7 }))
      .dispatch(countChosen({ aid: 7, count: 1, from: 0 }))
      .silentRun(50);
    expect(toasts).toEqual([['Error', 'error']]);
    expect(storeState.cart.items).toEqual(before.items);
    expect(storeState.cart.pending).toEqual([]);
  });

  it('stays silent when the server applied nothing to a removal (status 0)', async () => {
    const { toasts, provider } = toastRecorder();
    const { storeState } = await expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide([instantSettle, [matchers.call.fn(removeCartLine), { status: 0 }], provider])
      .call(removeCartLine, 5)
      .put(countRefused({ aid: 5 }))
      .dispatch(countChosen({ aid: 5, count: 0, from: 1 }))
      .silentRun(50);
    expect(toasts).toEqual([]);
    expect(storeState.cart.pending).toEqual([]);
    expect(storeState.cart.count).toBe(before.count);
  });

  it.each([
    ['an addition', 2, 1, setCartCount],
    ['a decrease', 1, 3, setCartCount],
    ['a removal', 0, 1, removeCartLine],
  ] as const)("says 'Error' when the call for %s fails", async (_label, count, from, api) => {
    const { toasts, provider } = toastRecorder();
    const aid = from === 3 ? 6 : 5;
    const { storeState } = await expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide([instantSettle, [matchers.call.fn(api), throwError(new Error('Network Error'))], provider])
      .put(countRefused({ aid }))
      .dispatch(countChosen({ aid, count, from }))
      .silentRun(50);
    expect(toasts).toEqual([['Error', 'error']]);
    expect(storeState.cart.pending).toEqual([]);
  });

  it('marks the article as pending until the server answers', async () => {
    const { storeState } = await expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide([quiet, [matchers.call.fn(setCartCount), { status: 1, cart: before }]])
      .dispatch(countChosen({ aid: 5, count: 2, from: 1 }))
      .silentRun(COUNT_SETTLE_MS / 2);
    expect(storeState.cart.pending).toEqual([5]);
    expect(storeState.cart.items[0].count).toBe(2);
  });
});

describe('cart count: quick repeated choices', () => {
  it('waits for the steps to settle before calling the server', () => {
    testSaga(sendCount, { aid: 5, count: 2, from: 1 })
      .next()
      .select(selectToken)
      .next(customerToken)
      .delay(COUNT_SETTLE_MS)
      .next()
      .call(setCartCount, 5, 2);
  });

  it('cancels the waiting change of an article when a newer count is chosen, keeping where the burst began', () => {
    const waiting = { isRunning: () => true } as unknown as Task;
    testSaga(watchCountChoices)
      .next()
      .take(countChosen.type)
      .next(countChosen({ aid: 5, count: 2, from: 1 }))
      .fork(sendCount, { aid: 5, count: 2, from: 1 })
      .next(waiting)
      .take(countChosen.type)
      .next(countChosen({ aid: 5, count: 3, from: 2 }))
      .cancel(waiting)
      .next()
      .fork(sendCount, { aid: 5, count: 3, from: 1 });
  });

  it('starts afresh once the previous change of the article has finished', () => {
    const finished = { isRunning: () => false } as unknown as Task;
    testSaga(watchCountChoices)
      .next()
      .take(countChosen.type)
      .next(countChosen({ aid: 5, count: 2, from: 1 }))
      .fork(sendCount, { aid: 5, count: 2, from: 1 })
      .next(finished)
      .take(countChosen.type)
      .next(countChosen({ aid: 5, count: 3, from: 2 }))
      .fork(sendCount, { aid: 5, count: 3, from: 2 });
  });

  it('sends only the last of several quick counts, with one toast for the burst', async () => {
    const { sent, toasts } = await settleCustomerChoices({ aid: 5, count: 2, from: 1 }, { aid: 5, count: 3, from: 2 }, { aid: 5, count: 4, from: 3 });
    expect(sent).toEqual([[5, 4]]);
    expect(toasts).toEqual([['Product added', 'success']]);
  });

  it("tells a burst that ends below where it began as 'Product removed'", async () => {
    const { sent, toasts } = await settleCustomerChoices({ aid: 6, count: 4, from: 3 }, { aid: 6, count: 3, from: 4 }, { aid: 6, count: 2, from: 3 });
    expect(sent).toEqual([[6, 2]]);
    expect(toasts).toEqual([['Product removed', 'error']]);
  });

  it('lets choices on two articles both go through', async () => {
    const { sent, toasts } = await settleCustomerChoices({ aid: 5, count: 2, from: 1 }, { aid: 6, count: 2, from: 3 });
    expect(sent).toEqual([[5, 2], [6, 2]]);
    expect(toasts).toEqual([['Product added', 'success'], ['Product removed', 'error']]);
  });
});
