import { createMemoryRouter } from 'react-router';
import { syncLocation } from '../../../src/client/app/location-sync';
import { setupStore } from '../../../src/client/app/store';
import { locationChanged } from '../../../src/client/features/location/location-slice';

// The router needs no elements to move; the sync is about addresses only.
const routes = [{ path: '*', element: null }];

function started(at = '/shop/4') {
  const store = setupStore(undefined, { sagas: false });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const dispatched: string[] = [];
  store.subscribe(() => dispatched.push(store.getState().location.pathname));
  const stop = syncLocation(store, router);
  return { store, router, stop, dispatched };
}

describe('location in the store', () => {
  it('records the first location and every navigation as location/changed', async () => {
    const { store, router, stop } = started('/shop/4?x=1#top');
    expect(store.getState().location).toMatchObject({ pathname: '/shop/4', search: '?x=1', hash: '#top', historyAction: 'POP' });
    await router.navigate('/product/rope-toy');
    expect(store.getState().location).toMatchObject({ pathname: '/product/rope-toy', historyAction: 'PUSH' });
    await router.navigate(-1);
    expect(store.getState().location).toMatchObject({ pathname: '/shop/4', historyAction: 'POP' });
    stop();
  });

  it('lets the router follow the store when a replayed state holds another place, recording nothing new', async () => {
    const { store, router, stop } = started('/');
    const actions: string[] = [];
    const original = store.dispatch;
    // A DevTools jump changes the state without the page dispatching; dispatching the recorded
    // action stands in for it here, and every later dispatch would be a new action.
    original(locationChanged({ pathname: '/wishlist', search: '', hash: '', key: 'k1', historyAction: 'PUSH' }));
    store.dispatch = ((action: { type: string }) => {
      actions.push(action.type);
      return original(action as never);
    }) as typeof store.dispatch;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/wishlist');
    expect(actions).toEqual([]);
    stop();
  });
});
