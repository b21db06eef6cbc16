import { runSaga, stdChannel } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { keepAlive, watchers } from '../../../src/client/app/root-saga';
import { addressesSaga } from '../../../src/client/features/addresses/addresses-saga';
import { authSaga } from '../../../src/client/features/auth/auth-saga';
import { cartSaga } from '../../../src/client/features/cart/cart-saga';
import { layoutSaga } from '../../../src/client/features/layout/layout-saga';
import { ordersSaga } from '../../../src/client/features/orders/orders-saga';
import { wishlistSaga } from '../../../src/client/features/wishlist/wishlist-saga';

describe('root saga', () => {
  it("runs every feature's watcher", () => {
    expect(watchers).toEqual(expect.arrayContaining([authSaga, cartSaga, wishlistSaga, layoutSaga, addressesSaga, ordersSaga]));
  });

  it('starts a crashed watcher again and reports the error', async () => {
    const channel = stdChannel();
    const report = jest.fn();
    let starts = 0;
    function* fragileWatcher() {
      starts += 1;
      const action: { type: string } = yield take('*');
      if (action.type === 'boom') throw new Error('worker failed');
    }
    const task = runSaga({ channel, dispatch: () => undefined, getState: () => ({}) }, keepAlive, fragileWatcher, report);
    expect(starts).toBe(1);
    channel.put({ type: 'boom' });
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'worker failed' }));
    expect(starts).toBe(2);
    channel.put({ type: 'fine' });
    await task.toPromise();
    expect(task.isRunning()).toBe(false);
    expect(starts).toBe(2);
  });
});
