import { persistStore, type Persistor } from 'redux-persist';
import { STATE_VERSION } from '../../../src/client/app/persistence/migrations';
import { setupStore, type AppStore } from '../../../src/client/app/store';
import { loginSucceeded, logoutRequested } from '../../../src/client/features/auth/auth-slice';
import { cleared, guestItemChanged } from '../../../src/client/features/cart/cart-slice';
import { compareToggled, toggled } from '../../../src/client/features/wishlist/wishlist-slice';
import { customerToken, sampleCustomer, customerSession } from '../auth/token-fixtures';
import { searchTermChanged } from '../../../src/client/lib/shared-events';

function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

async function startStore(): Promise<{ store: AppStore; persistor: Persistor }> {
  const store = setupStore(undefined, { sagas: false });
  const persistor = persistStore(store);
  await bootstrapped(persistor);
  return { store, persistor };
}

const storedKeys = () => Object.keys(window.localStorage).sort();

describe('persistence', () => {
  it('writes nothing for a fresh visitor', async () => {
    const { store, persistor } = await startStore();
    store.dispatch(searchTermChanged('rope toy'));
    await persistor.flush();
    expect(storedKeys()).toEqual([]);
  });

  it('keeps exactly token, customer, cart, wish and compare, in plain form, with the version they were written in', async () => {
    const { store, persistor } = await startStore();
    store.dispatch(loginSucceeded(customerSession));
    store.dispatch(guestItemChanged({ aid: 12, count: 3 }));
    store.dispatch(toggled(5));
    store.dispatch(toggled(8));
    store.dispatch(compareToggled(2));
    store.dispatch(searchTermChanged('catalogue data must not be kept'));
    await persistor.flush();

    expect(storedKeys()).toEqual(['cart', 'compare', 'customer', 'token', 'version', 'wish']);
    expect(localStorage.getItem('version')).toBe(String(STATE_VERSION));
    expect(localStorage.getItem('token')).toBe(customerToken);
    expect(JSON.parse(localStorage.getItem('customer') ?? 'null')).toEqual(sampleCustomer);
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([{ aid: 12, count: 3 }]);
    expect(JSON.parse(localStorage.getItem('wish') ?? 'null')).toEqual([5, 8]);
    expect(JSON.parse(localStorage.getItem('compare') ?? 'null')).toEqual([2]);
  });

  it('removes the keys again on logout and when the lists empty', async () => {
    const { store, persistor } = await startStore();
    store.dispatch(loginSucceeded(customerSession));
    store.dispatch(guestItemChanged({ aid: 12, count: 3 }));
    store.dispatch(toggled(5));
    await persistor.flush();
    store.dispatch(logoutRequested());
    store.dispatch(cleared());
    store.dispatch(toggled(5));
    await persistor.flush();
    expect(storedKeys()).toEqual([]);
  });

  it('restores the stored values into a new session and nothing else', async () => {
    localStorage.setItem('token', customerToken);
    localStorage.setItem('customer', JSON.stringify(sampleCustomer));
    localStorage.setItem('cart', JSON.stringify([{ aid: 4, count: 2 }]));
    localStorage.setItem('wish', '[3,9]');
    localStorage.setItem('compare', '[1]');
    localStorage.setItem('unrelated', 'left alone');

    const { store } = await startStore();
    const state = store.getState();
    expect(state.auth.token).toBe(customerToken);
    expect(state.auth.customer).toEqual(sampleCustomer);
    expect(state.cart.guest).toEqual([{ aid: 4, count: 2 }]);
    expect(state.cart.items).toEqual([]);
    expect(state.wishlist.ids).toEqual([3, 9]);
    expect(state.wishlist.compareIds).toEqual([1]);
    expect(state.catalog.filters.searchTerm).toBe('');
    expect(localStorage.getItem('unrelated')).toBe('left alone');
  });

  it('ignores stored values that are damaged or of the wrong shape', async () => {
    localStorage.setItem('token', 'not.a-token');
    localStorage.setItem('customer', '{"name": 1}');
    localStorage.setItem('cart', '[{"aid": -1, "count": 2}]');
    localStorage.setItem('wish', 'not json');
    localStorage.setItem('compare', '{"0": 1}');

    const { store } = await startStore();
    const state = store.getState();
    expect(state.auth.token).toBeNull();
    expect(state.auth.customer).toBeNull();
    expect(state.cart.guest).toEqual([]);
    expect(state.wishlist.ids).toEqual([]);
    expect(state.wishlist.compareIds).toEqual([]);
  });

  it('drops only the corrupt entry of a list, with a warning, and keeps the rest', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('version', String(STATE_VERSION));
    localStorage.setItem('cart', '[{"aid": 4, "count": 2}, {"aid": "x", "count": 1}, null, {"aid": 7, "count": 1}]');
    localStorage.setItem('wish', '[3, -1, "9", 9]');
    const { store } = await startStore();
    expect(store.getState().cart.guest).toEqual([{ aid: 4, count: 2 }, { aid: 7, count: 1 }]);
    expect(store.getState().wishlist.ids).toEqual([3, 9]);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it('migrates lists written before versions existed: a repeated article keeps its last count', async () => {
    localStorage.setItem('cart', '[{"aid": 4, "count": 2}, {"aid": 7, "count": 1}, {"aid": 4, "count": 5}]');
    localStorage.setItem('wish', '[3, 9, 3]');
    const { store, persistor } = await startStore();
    expect(store.getState().cart.guest).toEqual([{ aid: 4, count: 5 }, { aid: 7, count: 1 }]);
    expect(store.getState().wishlist.ids).toEqual([3, 9]);
    store.dispatch(toggled(11));
    await persistor.flush();
    expect(localStorage.getItem('version')).toBe(String(STATE_VERSION));
  });

  it('keeps working when the browser refuses to store anything', async () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = setupStore(undefined, { sagas: false, storage: refusing });
    const persistor = persistStore(store);
    await bootstrapped(persistor);
    store.dispatch(toggled(5));
    await persistor.flush();
    expect(store.getState().wishlist.ids).toEqual([5]);
    store.dispatch(toggled(6));
    expect(store.getState().wishlist.ids).toEqual([5, 6]);
  });
});
