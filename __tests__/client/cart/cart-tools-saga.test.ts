import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { clearServerCart } from '../../../src/client/features/cart/cart-api';
import { cartCsv } from '../../../src/client/features/cart/cart-csv';
import cartReducer, { loaded, pageOpened } from '../../../src/client/features/cart/cart-slice';
import { CART_TOOLS_TOASTS, cartToolsSaga } from '../../../src/client/features/cart/cart-tools-saga';
import cartToolsReducer, { clearClicked, clearConfirmed, clearDismissed, exportClicked } from '../../../src/client/features/cart/cart-tools-slice';
import { downloadText } from '../../../src/client/lib/download';
import { notify } from '../../../src/client/lib/notify';
import { cartItem, serverCart } from './cart-fixtures';

// The cart page's tools: the cart leaves as a CSV file that uploads again on the quick-order
// page, and is cleared in one step on the server.

const reducer = combineReducers({ cart: cartReducer, cartTools: cartToolsReducer });
const withCart = () => reducer({ cart: cartReducer(undefined, loaded(serverCart)), cartTools: { clearing: 'idle' } }, { type: 'init' });

describe('cart tools', () => {
  it('exports the cart as CSV, SKU and quantity first', () => {
    const items = [{ ...cartItem(1, 2, 45.5), sku: 'KIB-2', name: '=Kibble, "salmon"' }];
    expect(cartCsv(items)).toBe('\uFEFFsku,quantity,product,variant,unit_price,line_total\r\nKIB-2,2,"\'=Kibble, ""salmon""",2 kg,45.50,91.00\r\n');
    return expectSaga(cartToolsSaga)
      .withReducer(reducer, withCart())
      .provide([[matchers.call.fn(downloadText), undefined]])
      .dispatch(exportClicked())
      .call(downloadText, 'petora-cart.csv', cartCsv(serverCart.items), 'text/csv;charset=utf-8')
      .silentRun(50);
  });

  it('asks before clearing: pressing Clear cart alone changes nothing on the server, and the buyer may keep the cart', async () => {
    await expectSaga(cartToolsSaga)
      .withReducer(reducer, withCart())
      .provide([[matchers.call.fn(clearServerCart), { items: [], count: 0, total: 0 }]])
      .dispatch(clearClicked())
      .not.call.fn(clearServerCart)
      .silentRun(50);
    const asking = reducer(withCart(), clearClicked());
    expect(asking.cartTools.clearing).toBe('asking');
    expect(reducer(asking, clearDismissed()).cartTools.clearing).toBe('idle');
    expect(asking.cart.items).toEqual(serverCart.items);
    // Left open when the buyer went away (Back): the cart page opened again starts without it.
    expect(reducer(asking, pageOpened()).cartTools.clearing).toBe('idle');
  });

  it('clears the cart on the server once the buyer confirms, and takes the empty cart', async () => {
    const empty = { items: [], count: 0, total: 0 };
    const { storeState } = await expectSaga(cartToolsSaga)
      .withReducer(reducer, withCart())
      .provide([[matchers.call.fn(clearServerCart), empty], [matchers.call.fn(notify), undefined]])
      .dispatch(clearClicked())
      .dispatch(clearConfirmed())
      .put(loaded(empty))
      .call(notify, CART_TOOLS_TOASTS.cleared, 'success')
      .silentRun(50);
    expect(storeState.cart.items).toEqual([]);
    expect(storeState.cartTools.clearing).toBe('idle');
  });

  it('keeps the cart when the clear fails', async () => {
    const { storeState } = await expectSaga(cartToolsSaga)
      .withReducer(reducer, withCart())
      .provide([[matchers.call.fn(clearServerCart), throwError(new Error('offline'))], [matchers.call.fn(notify), undefined]])
      .dispatch(clearClicked())
      .dispatch(clearConfirmed())
      .call(notify, CART_TOOLS_TOASTS.failed, 'error')
      .silentRun(50);
    expect(storeState.cart.items).toEqual(serverCart.items);
    expect(storeState.cartTools.clearing).toBe('failed');
  });
});
