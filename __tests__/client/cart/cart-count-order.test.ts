import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { delay } from 'redux-saga/effects';
import { setCartCount } from '../../../src/client/features/cart/cart-api';
import { watchCountChoices } from '../../../src/client/features/cart/cart-count-saga';
import { countChosen } from '../../../src/client/features/cart/cart-slice';
import { notify } from '../../../src/client/lib/notify';
import type { Cart, CartItem } from '../../../src/shared/api-types';
import { cartItem } from './cart-fixtures';
import { cartWith, customer, reducer } from './count-saga-fixtures';

// Answers about the saved cart carry its version: one made earlier but arriving later never puts
// back what a newer one already shows.

const settle = delay(0).payload.fn;
const instantSettle: [matchers.Matcher, null] = [matchers.call.fn(settle), null];
const quiet: [matchers.Matcher, undefined] = [matchers.call.fn(notify), undefined];

describe('cart count: answers arriving out of order', () => {
  it("keeps both chosen counts when the first article's answer arrives after the second's, which already holds it", async () => {
    const answers: Record<number, { after: number; cart: Cart }> = {
      // Made first (the server took article 5, article 6 still at 3), but slow on the way back.
      5: { after: 120, cart: { ...cartWith([cartItem(5, 2, 45.5), cartItem(6, 3, 19.9)]), version: 10 } },
      // Made after it, holding both changes.
      6: { after: 10, cart: { ...cartWith([cartItem(5, 2, 45.5), cartItem(6, 2, 19.9)]), version: 11 } },
    };
    const { storeState } = await expectSaga(watchCountChoices)
      .withReducer(reducer, customer({ version: 9 }))
      .provide([instantSettle, quiet, {
        call(effect, next) {
          if (effect.fn !== setCartCount) return next();
          const { after, cart } = answers[effect.args[0] as number];
          return new Promise((resolve) => { setTimeout(() => resolve({ status: 1, cart }), after); });
        },
      }])
      .dispatch(countChosen({ aid: 5, count: 2, from: 1 }))
      .dispatch(countChosen({ aid: 6, count: 2, from: 3 }))
      .silentRun(250);
    expect(storeState.cart.items.map((item: CartItem) => [item.aid, item.count])).toEqual([[5, 2], [6, 2]]);
    expect(storeState.cart.version).toBe(11);
    expect(storeState.cart.pending).toEqual([]);
  });
});
